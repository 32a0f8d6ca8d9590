/**
 * Browser entry. Public pages arrive prerendered (scripts/prerender.ts): their markup is
 * hydrated with `hydrateRoot`. Portal pages arrive as the empty app shell and are rendered with
 * `createRoot`.
 *
 * Hydration must reproduce the prerendered markup exactly, and that was rendered signed out.
 * So the session starts signed out (the signed-out header), and GET /api/user is only asked once
 * hydration has committed; a signed-in visitor then sees the header switch to their menu,
 * without a hydration mismatch. The app shell waits for the answer instead (portal routes need it).
 *
 * Pages are code-split (app/routes.ts): the current page's code and content are loaded before
 * hydration (the boot script that imports this entry after the first paint preloads them beside
 * it, docs/decisions/0009), so hydration renders exactly the prerendered tree and never suspends.
 */
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { appRoot } from "./app/app";
import { loadPageAt } from "./app/routes";
import { refreshSession, startSession } from "./features/auth/session";
import "./styles.css";

const container = document.getElementById("root");
if (!container) {
  throw new Error('index.html must contain <div id="root"></div>');
}

/** Runs after the hydrated tree has committed: now the real user may be asked for. */
function afterHydration() {
  void refreshSession();
}

if (container.hasAttribute("data-prerendered")) {
  const root = container;
  // The same root element as entry-server.tsx renders, so every useId matches.
  // In a transition, React hydrates in slices and yields to the browser between them, so
  // hydration is no single long task that would hold up a tap (Total Blocking Time).
  const hydrate = () =>
    startTransition(() => {
      hydrateRoot(root, appRoot({ onMounted: afterHydration }));
    });
  // Should the page's code fail to load, hydrate anyway: the page suspends and tries again.
  loadPageAt(window.location.pathname).then(hydrate, hydrate);
} else {
  void startSession();
  createRoot(container).render(appRoot({}));
}

/**
 * Browser entry: mounts the app into #root. When prerendered HTML is present (a later build
 * step), swap `createRoot(...).render` for `hydrateRoot(container, <App ... />)`.
 */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { queryClient } from "./lib/query-client";
import "./styles.css";

const container = document.getElementById("root");
if (!container) {
  throw new Error('index.html must contain <div id="root"></div>');
}

createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);

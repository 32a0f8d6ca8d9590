/**
 * Build-time renderer (Vite SSR build, used by scripts/prerender.ts): renders one route of the
 * app to HTML with `react-dom/static` `prerender`, which waits for every Suspense boundary, so
 * the result is the complete page. The header is rendered signed out: the session store starts
 * signed out and is never asked for a user here (the browser hydrates with the same state and only
 * then asks GET /api/user; see main.tsx).
 * Never runs in the browser, and the server never imports it.
 */
import { prerender } from "react-dom/static";
import { Router } from "wouter";
import { FRAME_HEAD_TOKEN, FRAME_MAIN_TOKEN } from "@/content/seo-basics";
import { appRoot } from "./app/app";
import { SiteLayout } from "./app/layout/site-layout";
import { loadPageAt, pageModulesAt, routeManifest } from "./app/routes";

export { FRAME_HEAD_TOKEN, FRAME_MAIN_TOKEN, pageModulesAt, routeManifest };

/** A path no route matches: rendering it gives the 404 page. */
export const NOT_FOUND_RENDER_PATH = "/__not-found__";

export interface RenderedPage {
  /** The page's head elements (title, meta, link) that React hoists, in order. */
  head: string;
  /** The markup inside `<div id="root">`. */
  body: string;
}

/** The leading run of hoisted `<title>`, `<meta>` and `<link>` elements React emits first. */
const hoistedPrefix = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)*/;

/**
 * Renders `path` to HTML.
 * React 19 emits the hoistable head elements (title, meta, link) at the start of a render that
 * has no `<html>` of its own; they are split off here so the caller can put them in `<head>`.
 * @param search the URL's query without "?" (e.g. a route's `messageParam` set to the
 *   page-message token); none by default
 * @throws when a component throws while rendering.
 */
export async function renderPage(path: string, search = ""): Promise<RenderedPage> {
  // Loaded first, as main.tsx does before hydrating: the page renders without suspending, in the
  // same tree the browser hydrates.
  await loadPageAt(path);
  // The same root element as main.tsx hydrates, so every useId matches.
  const { prelude } = await prerender(
    appRoot({ ssrPath: path, ssrSearch: search }),
    // Never outline a large Suspense boundary into a hidden segment that an inline script swaps
    // in later: the CSP (script-src 'self') blocks inline scripts, and the page is complete anyway.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  const head = html.match(hoistedPrefix)?.[0] ?? "";
  return { head, body: html.slice(head.length) };
}

/**
 * The site's frame for the pages the server renders on request (the job board,
 * docs/decisions/0020-job-board.md): the public header and footer around
 * {@link FRAME_MAIN_TOKEN}, rendered signed out like every prerendered page. It is sent without
 * scripts: its links and menus work natively (decision 0009), and no page code is needed.
 */
export async function renderFrame(): Promise<string> {
  const { prelude } = await prerender(
    <Router ssrPath="/jobs">
      <SiteLayout>{FRAME_MAIN_TOKEN}</SiteLayout>
    </Router>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

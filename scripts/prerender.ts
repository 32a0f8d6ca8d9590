/**
 * Prerenders every public page of the route table into dist/pages (docs/decisions/0004):
 * runs after the client build (dist/client/index.html, hashed assets) and the SSR build of
 * src/client/entry-server.tsx (dist/ssr/entry-server.js).
 *
 * For each route with `prerender: true`, and for the 404 page, it renders the app at that path
 * and writes a complete HTML document: the client's index.html with the page's head (title,
 * description, robots, canonical, Open Graph, Twitter) and its markup inside #root, marked
 * `data-prerendered` for main.tsx to hydrate. Absolute URLs use the origin token, which the
 * server replaces with PUBLIC_URL. Then it writes dist/pages/manifest.json, which the server reads
 * (it never imports React code): the pages with their indexability (from their robots meta), the
 * 404 file, and the patterns of the routes that get the app shell.
 * @throws when a page fails to render or lacks a title, robots meta or (if indexed) canonical.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PUBLIC_URL_TOKEN } from "../src/content/seo";
import type { PagesManifest } from "../src/server/plugins/pages";

type EntryServer = typeof import("../src/client/entry-server");

/** dist/pages/{path}.html; "/" is index.html. */
function fileFor(pagePath: string): string {
  return pagePath === "/" ? "index.html" : `${pagePath.replace(/^\//, "")}.html`;
}

/**
 * Checks what every page's head must contain, and that its body has no inline executable script;
 * returns whether the page asks to be indexed.
 */
function checkPage(
  pagePath: string,
  { head, body }: { head: string; body: string },
  mustIndex: boolean | undefined,
): boolean {
  const problems: string[] = [];
  const titles = head.match(/<title>/g)?.length ?? 0;
  if (titles !== 1) problems.push(`${titles} <title> elements`);
  const robots = head.match(/<meta name="robots" content="([^"]*)"/)?.[1];
  if (!robots) problems.push("no robots meta");
  const indexable = robots === "index, follow";
  if (mustIndex !== undefined && indexable !== mustIndex) {
    problems.push(`robots "${robots}" (expected ${mustIndex ? "index" : "noindex"})`);
  }
  if (indexable) {
    const canonical = `<link rel="canonical" href="${PUBLIC_URL_TOKEN}${pagePath}"/>`;
    if (!head.includes(canonical)) problems.push(`no canonical ${canonical}`);
    if (!head.includes('<meta name="description"')) problems.push("no description");
    if (!head.includes('<meta property="og:image"')) problems.push("no og:image");
  }
  if (/<script(?![^>]*\b(?:type="application\/ld\+json"|src=))[^>]*>/.test(body)) {
    problems.push("an inline executable <script> (the CSP would block it)");
  }
  if (problems.length > 0) {
    throw new Error(`Prerendered ${pagePath}: ${problems.join("; ")}`);
  }
  return indexable;
}

/**
 * Renders the pages and writes them with their manifest.
 * @param root the repository root (dist/ lives there).
 * @returns the manifest written.
 */
export async function prerenderPages(root: string): Promise<PagesManifest> {
  const clientDir = path.join(root, "dist", "client");
  const outDir = path.join(root, "dist", "pages");
  const entry = (await import(
    pathToFileURL(path.join(root, "dist", "ssr", "entry-server.js")).href
  )) as EntryServer;
  const template = fs.readFileSync(path.join(clientDir, "index.html"), "utf8");
  const rootTag = `<div id="root" data-public-url="${PUBLIC_URL_TOKEN}"></div>`;
  const viewport = template.match(/<meta name="viewport"[^>]*>/)?.[0];
  if (!template.includes(rootTag) || !viewport) {
    throw new Error(`index.html must contain ${rootTag} and a viewport meta`);
  }
  // The shell's own <title> gives way to each page's.
  const base = template.replace(/\s*<title>[^<]*<\/title>/, "");

  const toDocument = (head: string, body: string) =>
    base
      .replace(viewport, `${viewport}\n    ${head}`)
      .replace(
        rootTag,
        `<div id="root" data-public-url="${PUBLIC_URL_TOKEN}" data-prerendered>${body}</div>`,
      );

  fs.rmSync(outDir, { recursive: true, force: true });
  const write = (file: string, html: string) => {
    const target = path.join(outDir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, html);
  };

  const routes = entry.routeManifest();
  const pages: PagesManifest["pages"] = [];
  for (const route of routes) {
    if (!route.prerender) continue;
    if (/[:*]/.test(route.path)) throw new Error(`Cannot prerender a pattern: ${route.path}`);
    const { head, body } = await entry.renderPage(route.path);
    const indexable = checkPage(route.path, { head, body }, undefined);
    const file = fileFor(route.path);
    write(file, toDocument(head, body));
    pages.push({ path: route.path, file, indexable });
  }

  const notFound = await entry.renderPage(entry.NOT_FOUND_RENDER_PATH);
  checkPage("/404", notFound, false);
  write("404.html", toDocument(notFound.head, notFound.body));

  const manifest: PagesManifest = {
    version: 1,
    pages,
    notFound: "404.html",
    shellRoutes: routes.filter((route) => !route.prerender).map((route) => route.path),
  };
  write("manifest.json", `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

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
 *
 * Pages are code-split (docs/decisions/0008): each page's head also gets a
 * `<link rel="modulepreload">` for every chunk its page loads (and a stylesheet link for any CSS
 * of those chunks), found in Vite's manifest from the source files the page reports
 * (`pageModulesAt`), so the browser fetches them in parallel with the entry instead of after it.
 * The app shell (dist/client/index.html) likewise preloads the module that loads the shell's
 * pages. The manifest is then moved out of the static root, to dist/client-manifest.json.
 * @throws when a page fails to render or lacks a title, robots meta or (if indexed) canonical.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PUBLIC_URL_TOKEN } from "../src/content/seo";
import type { PagesManifest } from "../src/server/plugins/pages";

type EntryServer = typeof import("../src/client/entry-server");

/** Vite's build manifest: each chunk by source file, with its static imports and CSS. */
type ViteManifest = Record<
  string,
  { file: string; imports?: string[]; css?: string[]; isEntry?: boolean; isDynamicEntry?: boolean }
>;

/** The JavaScript and CSS files `keys` load at once: their chunks and static imports, transitively. */
function staticClosure(manifest: ViteManifest, keys: readonly string[]) {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in Vite's manifest`);
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { js, css };
}

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
  const renderer = (await import(
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

  const manifestFile = path.join(clientDir, ".vite", "manifest.json");
  const viteManifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as ViteManifest;
  const entryFiles = staticClosure(viteManifest, ["index.html"]);
  /** The modulepreload and stylesheet links of what the page at `pagePath` loads beyond the entry. */
  const pageLinks = (pagePath: string) => {
    const modules = renderer.pageModulesAt(pagePath);
    for (const key of modules) {
      if (!viteManifest[key]?.isDynamicEntry) {
        throw new Error(`${pagePath} loads ${key}, which is not a lazy chunk in Vite's manifest`);
      }
    }
    const page = staticClosure(viteManifest, modules);
    return [
      ...[...page.css]
        .filter((file) => !entryFiles.css.has(file))
        .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...[...page.js]
        .filter((file) => !entryFiles.js.has(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ];
  };

  const toDocument = (pagePath: string, head: string, body: string) =>
    base
      .replace(viewport, `${viewport}\n    ${head}`)
      .replace(
        "</head>",
        `${pageLinks(pagePath)
          .map((link) => `  ${link}\n`)
          .join("")}  </head>`,
      )
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

  const routes = renderer.routeManifest();
  const pages: PagesManifest["pages"] = [];
  for (const route of routes) {
    if (!route.prerender) continue;
    if (/[:*]/.test(route.path)) throw new Error(`Cannot prerender a pattern: ${route.path}`);
    const { head, body } = await renderer.renderPage(route.path);
    const indexable = checkPage(route.path, { head, body }, undefined);
    const file = fileFor(route.path);
    write(file, toDocument(route.path, head, body));
    pages.push({ path: route.path, file, indexable });
  }

  const notFound = await renderer.renderPage(renderer.NOT_FOUND_RENDER_PATH);
  checkPage("/404", notFound, false);
  write("404.html", toDocument(renderer.NOT_FOUND_RENDER_PATH, notFound.head, notFound.body));

  const manifest: PagesManifest = {
    version: 1,
    pages,
    notFound: "404.html",
    shellRoutes: routes.filter((route) => !route.prerender).map((route) => route.path),
  };
  write("manifest.json", `${JSON.stringify(manifest, null, 2)}\n`);

  // The app shell (served for the portal, the admin console and /auth) preloads the module
  // through which the route table loads those pages (src/client/app/shell-pages.ts).
  const shell = staticClosure(viteManifest, ["src/client/app/shell-pages.ts"]);
  const shellLinks = [...shell.js]
    .filter((file) => !entryFiles.js.has(file))
    .map((file) => `  <link rel="modulepreload" crossorigin href="/${file}">\n`)
    .join("");
  fs.writeFileSync(
    path.join(clientDir, "index.html"),
    template.replace("</head>", `${shellLinks}  </head>`),
  );
  fs.renameSync(manifestFile, path.join(root, "dist", "client-manifest.json"));
  fs.rmSync(path.dirname(manifestFile), { recursive: true, force: true });
  return manifest;
}

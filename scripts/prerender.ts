/**
 * Prerenders every public page of the route table into dist/pages (docs/decisions/0004):
 * runs after the client build (dist/client/index.html, hashed assets) and the SSR build of
 * src/client/entry-server.tsx (dist/ssr/entry-server.js).
 *
 * For each route with `prerender: true`, and for the 404 page, it renders the app at that path
 * and writes a complete HTML document: the client's index.html with the page's head (title,
 * description, robots, canonical, Open Graph, Twitter) and its markup inside #root, marked
 * `data-prerendered` for main.tsx to hydrate. Absolute URLs use the origin token, which the
 * server replaces with PUBLIC_URL. A route with a `messageParam` (/auth) gets a second document,
 * rendered with the page-message token as that parameter's value, for the server to fill in
 * (docs/decisions/0005, "Sign-in"). Then it writes dist/pages/manifest.json, which the server
 * reads (it never imports React code): the pages with their indexability (from their robots meta)
 * and message documents, the 404 file, and the patterns of the routes that get the app shell.
 *
 * Pages are code-split (docs/decisions/0008): each page lists every chunk its page loads (and
 * gets a stylesheet link for any CSS of those chunks), found in Vite's manifest from the source
 * files the page reports (`pageModulesAt`). Its scripts start after the first paint
 * (docs/decisions/0009): Vite's entry script gives way to a small boot script, which then
 * preloads the page's chunks in parallel with the entry instead of after it. The app shell (dist/client/index.html) likewise preloads the module that loads the shell's
 * pages. The manifest is then moved out of the static root, to dist/client-manifest.json.
 * @throws when a page fails to render or lacks a title, robots meta or (if indexed) canonical.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PAGE_MESSAGE_TOKEN, PUBLIC_URL_TOKEN } from "../src/content/seo";
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

/** The document with a message placeholder: dist/pages/{path}.{param}.html, e.g. auth.error.html. */
function messageFileFor(pagePath: string, param: string): string {
  return fileFor(pagePath).replace(/\.html$/, `.${param}.html`);
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
 * The start-up script of a prerendered page (docs/decisions/0009-paint-before-scripts.md). It
 * runs once the document is parsed (a module script) and waits until the browser reports the
 * first contentful paint (Paint Timing, a `paint` PerformanceObserver); only then does it start
 * downloading the app: a modulepreload for each of the page's chunks (its `data-preload`,
 * space-separated) so they download in parallel, and an import of the entry (its `data-entry`),
 * which hydrates. The first paint never shares the connection or the main thread with
 * JavaScript; links and forms work natively until hydration (docs/decisions/0005). A hidden tab
 * paints nothing, so there it starts at once; a browser without Paint Timing starts after the
 * next frame; and should no paint be reported within 5 s, it starts anyway.
 * No inline script (the CSP): everything comes from its own attributes.
 */
export const bootScript = `const boot = document.querySelector("script[data-entry]");
let started = false;
const start = () => {
  if (started) return;
  started = true;
  for (const href of boot.dataset.preload.split(" ").filter(Boolean)) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
  import(boot.dataset.entry);
};
if (document.visibilityState === "hidden") {
  start();
} else if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: "paint", buffered: true });
  setTimeout(start, 5000);
} else {
  requestAnimationFrame(() => setTimeout(start, 0));
}
`;

/**
 * The boot script tag that replaces Vite's `<script type="module" src=entry>` on a prerendered
 * page (see {@link bootScript}).
 * @param html the app shell as Vite writes it (one module script, no modulepreload links).
 * @param bootFile the boot script's path under the static root ("assets/boot-<hash>.js").
 * @returns a function that writes the tag, preloading the given chunk URLs, into a document.
 * @throws Error when the document has no module script, more than one, or modulepreload links.
 */
export function bootTag(html: string, bootFile: string) {
  const scripts = [...html.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>/g)];
  const [match] = scripts;
  if (scripts.length !== 1 || !match || html.includes('rel="modulepreload"')) {
    throw new Error("index.html must have exactly one module script and no modulepreload links");
  }
  const [tag, entry] = match;
  return {
    /** The document with the boot script in place of the entry's, preloading `chunks`. */
    write: (document: string, chunks: readonly string[]) =>
      document.replace(
        tag,
        `<script type="module" src="/${bootFile}" data-entry="${entry}" data-preload="${chunks.join(" ")}"></script>`,
      ),
  };
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
  // A prerendered page is readable before any script runs: its scripts start after the first
  // paint (bootScript). The boot script is named by its content, like Vite's assets.
  const bootFile = `assets/boot-${createHash("sha256").update(bootScript).digest("hex").slice(0, 8)}.js`;
  fs.writeFileSync(path.join(clientDir, bootFile), bootScript);
  const boot = bootTag(template, bootFile);
  // The shell's own <title> gives way to each page's.
  const base = template.replace(/\s*<title>[^<]*<\/title>/, "");

  const manifestFile = path.join(clientDir, ".vite", "manifest.json");
  const viteManifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as ViteManifest;
  const entryFiles = staticClosure(viteManifest, ["index.html"]);
  /** The stylesheets and chunks the page at `pagePath` loads beyond the entry. */
  const pageFiles = (pagePath: string) => {
    const modules = renderer.pageModulesAt(pagePath);
    for (const key of modules) {
      if (!viteManifest[key]?.isDynamicEntry) {
        throw new Error(`${pagePath} loads ${key}, which is not a lazy chunk in Vite's manifest`);
      }
    }
    const page = staticClosure(viteManifest, modules);
    return {
      css: [...page.css].filter((file) => !entryFiles.css.has(file)).map((file) => `/${file}`),
      js: [...page.js].filter((file) => !entryFiles.js.has(file)).map((file) => `/${file}`),
    };
  };

  const toDocument = (pagePath: string, head: string, body: string) => {
    const files = pageFiles(pagePath);
    const stylesheets = files.css
      .map((href) => `  <link rel="stylesheet" crossorigin href="${href}">\n`)
      .join("");
    return boot
      .write(base, files.js)
      .replace(viewport, `${viewport}\n    ${head}`)
      .replace("</head>", `${stylesheets}  </head>`)
      .replace(
        rootTag,
        `<div id="root" data-public-url="${PUBLIC_URL_TOKEN}" data-prerendered>${body}</div>`,
      );
  };

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
    let message: PagesManifest["pages"][number]["message"];
    if (route.messageParam) {
      // The same page with the message token in place of the message the query names.
      const search = new URLSearchParams({ [route.messageParam]: PAGE_MESSAGE_TOKEN }).toString();
      const variant = await renderer.renderPage(route.path, search);
      checkPage(route.path, variant, indexable);
      const tokens = variant.body.split(PAGE_MESSAGE_TOKEN).length - 1;
      if (tokens !== 1 || variant.head.includes(PAGE_MESSAGE_TOKEN)) {
        throw new Error(
          `Prerendered ${route.path}?${search}: the page must render the token once, in its body (found ${tokens}); does it read "${route.messageParam}"?`,
        );
      }
      message = { param: route.messageParam, file: messageFileFor(route.path, route.messageParam) };
      write(message.file, toDocument(route.path, variant.head, variant.body));
    }
    pages.push({
      path: route.path,
      file,
      indexable,
      ...(route.shellWhen && { shellWhen: route.shellWhen }),
      ...(message && { message }),
    });
  }

  const notFound = await renderer.renderPage(renderer.NOT_FOUND_RENDER_PATH);
  checkPage("/404", notFound, false);
  write("404.html", toDocument(renderer.NOT_FOUND_RENDER_PATH, notFound.head, notFound.body));

  // The frame of the job board's server-rendered pages (docs/decisions/0020): the shell's head
  // (stylesheet, icons) with a placeholder for the page's head, the header and footer around a
  // placeholder for its content, and no script: nothing hydrates it.
  const frameBody = await renderer.renderFrame();
  if (frameBody.split(renderer.FRAME_MAIN_TOKEN).length !== 2) {
    throw new Error("The job board's frame must hold its content placeholder once");
  }
  const scriptless = base.replace(/\s*<script type="module"[^>]*><\/script>/g, "");
  if (/<script\b/.test(scriptless) || /<script\b/.test(frameBody)) {
    throw new Error("The job board's frame must not load a script");
  }
  write(
    "job-board.html.tmpl",
    scriptless
      .replace(viewport, `${viewport}\n    ${renderer.FRAME_HEAD_TOKEN}`)
      .replace(rootTag, `<div id="root" data-public-url="${PUBLIC_URL_TOKEN}">${frameBody}</div>`),
  );

  const manifest: PagesManifest = {
    version: 1,
    pages,
    notFound: "404.html",
    frame: "job-board.html.tmpl",
    shellRoutes: routes.filter((route) => !route.prerender).map((route) => route.path),
  };
  write("manifest.json", `${JSON.stringify(manifest, null, 2)}\n`);

  // The app shell (served for the portal, the admin console and /auth) preloads the module
  // through which the route table loads those pages (src/client/app/shell-pages.ts), and the
  // portal frame the router puts around them (docs/decisions/0012), which would otherwise be
  // fetched before the page's own chunks, one after the other.
  const shell = staticClosure(viteManifest, [
    "src/client/app/shell-pages.ts",
    "src/client/app/layout/portal-frame.tsx",
  ]);
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

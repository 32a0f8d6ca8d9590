/**
 * Byte weight of the prerendered public pages: for each page in
 * `dist/pages`, the HTML document compressed, the JavaScript loaded at start and the CSS, all
 * measured as gzip level 9 (brotli reported beside the HTML). Deterministic: it reads the build
 * output only, so CI can enforce the budgets (tests/e2e/bytes.spec.ts) and `npm run bench`
 * reports the same figures.
 *
 * "JavaScript loaded at start" = the page's `<script type="module" src>` and
 * `<link rel="modulepreload" href>` files, the entry and chunks its boot script loads after the
 * first paint (`data-entry`, `data-preload`), plus everything they import statically, transitively
 * (parsed with es-module-lexer). Dynamic `import()` targets are not counted: they load on
 * navigation or interaction, which the Lighthouse runs (bench/lighthouse.ts) check in a browser.
 */
import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import { init, parse } from "es-module-lexer";

/** Byte budgets of the public pages (decision 0008), gzip unless said otherwise. */
export const byteBudgets = {
  htmlCompressed: 14 * 1024,
  jsStartGzip: 90 * 1024,
  cssGzip: 15 * 1024,
} as const;

export interface PageBytes {
  /** The URL path, e.g. "/locations/tampa". */
  path: string;
  /** The HTML file under dist/pages, relative, e.g. "locations/tampa.html". */
  file: string;
  htmlRaw: number;
  htmlGzip: number;
  htmlBrotli: number;
  /** JS files loaded at start (asset paths such as "/assets/index-abc.js"), in load order. */
  jsFiles: string[];
  jsStartGzip: number;
  jsStartRaw: number;
  cssFiles: string[];
  cssGzip: number;
}

/** gzip -9 size of `bytes`. */
export function gzipSize(bytes: Buffer | string): number {
  return gzipSync(bytes, { level: 9 }).length;
}

/** Brotli (quality 11, text mode) size of `bytes`. */
export function brotliSize(bytes: Buffer | string): number {
  return brotliCompressSync(bytes, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: 11,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
    },
  }).length;
}

/** The URL path served for an HTML file under dist/pages ("index.html" → "/"). */
export function pathOfPageFile(file: string): string {
  const withoutExt = file.replace(/\\/g, "/").replace(/\.html$/, "");
  if (withoutExt === "index") return "/";
  return `/${withoutExt}`;
}

function attributeValues(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((match) => match[1] ?? "");
}

/**
 * The static import closure of the given asset paths, in first-seen order.
 * @param clientDir dist/client (where "/assets/..." files live)
 * @throws when a referenced file does not exist (a broken build)
 */
export async function staticImportClosure(clientDir: string, entries: string[]): Promise<string[]> {
  await init;
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const asset = queue.shift() as string;
    if (seen.has(asset)) continue;
    seen.add(asset);
    const source = fs.readFileSync(path.join(clientDir, asset), "utf8");
    const [imports] = parse(source);
    for (const entry of imports) {
      // d === -1: a static import; d >= 0: dynamic import(); -2: import.meta.
      if (entry.d !== -1 || !entry.n) continue;
      const resolved = path.posix.resolve(path.posix.dirname(asset), entry.n);
      if (resolved.endsWith(".js")) queue.push(resolved);
    }
  }
  return [...seen];
}

/**
 * Measures one prerendered page.
 * @param distDir the build's dist directory (holds `pages/` and `client/`)
 * @param file the page's path relative to dist/pages, e.g. "index.html"
 */
export async function measurePage(distDir: string, file: string): Promise<PageBytes> {
  const clientDir = path.join(distDir, "client");
  const html = fs.readFileSync(path.join(distDir, "pages", file));
  const text = html.toString("utf8");
  const entries = [
    ...attributeValues(text, /<script\b[^>]*type="module"[^>]*\bsrc="([^"]+)"/g),
    ...attributeValues(text, /<link\b[^>]*rel="modulepreload"[^>]*\bhref="([^"]+)"/g),
    // The boot script's entry and the chunks it preloads after the first paint (decision 0009).
    ...attributeValues(text, /<script\b[^>]*\bdata-entry="([^"]+)"/g),
    ...attributeValues(text, /<script\b[^>]*\bdata-preload="([^"]+)"/g).flatMap((list) =>
      list.split(" "),
    ),
  ].filter((href) => href.startsWith("/"));
  const jsFiles = await staticImportClosure(clientDir, entries);
  const cssFiles = attributeValues(text, /<link\b[^>]*rel="stylesheet"[^>]*\bhref="([^"]+)"/g);
  const read = (asset: string) => fs.readFileSync(path.join(clientDir, asset));
  return {
    path: pathOfPageFile(file),
    file,
    htmlRaw: html.length,
    htmlGzip: gzipSize(html),
    htmlBrotli: brotliSize(html),
    jsFiles,
    jsStartGzip: jsFiles.reduce((sum, asset) => sum + gzipSize(read(asset)), 0),
    jsStartRaw: jsFiles.reduce((sum, asset) => sum + read(asset).length, 0),
    cssFiles,
    cssGzip: cssFiles.reduce((sum, asset) => sum + gzipSize(read(asset)), 0),
  };
}

/** Every prerendered HTML file under dist/pages (404.html included), relative, sorted. */
export function prerenderedPageFiles(distDir: string): string[] {
  const pagesDir = path.join(distDir, "pages");
  return fs
    .readdirSync(pagesDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => file.replace(/\\/g, "/"))
    .sort();
}

/** Measures every prerendered page of the build in `distDir`. */
export async function measureAllPages(distDir: string): Promise<PageBytes[]> {
  const pages: PageBytes[] = [];
  for (const file of prerenderedPageFiles(distDir)) pages.push(await measurePage(distDir, file));
  return pages;
}

/** "12.3 KB" (1 KB = 1024 bytes). */
export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/**
 * The limits CI enforces (tests/e2e/page-bytes.spec.ts): the budgets themselves. Should a budget
 * ever be out of reach, BENCHMARKS.md records why, and the limit here becomes the measured figure
 * plus a small margin, so the weight cannot grow while the work to meet it goes on.
 */
export const enforcedBudgets = byteBudgets;

/**
 * Pages: the prerendered public pages, the app shell for portal paths, the 404 page, and
 * /sitemap.xml and /robots.txt (architecture "Pages"; docs/decisions/0004-prerendering.md).
 *
 * At start-up it reads `dist/pages/manifest.json` (written by scripts/prerender.ts from the
 * client's route table, so the server never imports React code), loads every page, replaces the
 * origin token with PUBLIC_URL, and keeps each page in memory with an ETag; its gzip and brotli
 * bytes are made when first asked for (see Document). A page request is then a lookup: 200 (or
 * 304), `cache-control: no-cache`, the best encoding the client accepts. Hashed assets are
 * served by @fastify/static (app.ts), from the .br/.gz copies the build writes.
 *
 * Decision between page, shell and 404 for a GET of a path that is not an API path or a file:
 * 1. a prerendered path: that page, 200 (the app shell when its query asks for what the page
 *    renders only in the browser, e.g. /auth?tab=register: the route's `shellWhen`; its message
 *    document, filled in, when its query names a message, e.g. /auth?error=invalid: the route's
 *    `messageParam` and the page's function in `pageMessages`);
 * 2. a route of the table that is not prerendered (portal pages, /properties/:id ...):
 *    the app shell (index.html), 200; the client renders it;
 * 3. a prerendered path plus a trailing slash: 301 to the path without it;
 * 4. anything else: the prerendered 404 page with status 404.
 * API paths (and every non-GET) keep the JSON 404 `{ message }`.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, gzipSync, constants as zlibConstants } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { z } from "zod";
import { LIVE_FRAGMENT_TOKEN, PAGE_MESSAGE_TOKEN, PUBLIC_URL_TOKEN } from "../../content/seo";

const manifestSchema = z.object({
  version: z.literal(1),
  pages: z.array(
    z.object({
      path: z.string(),
      file: z.string(),
      indexable: z.boolean(),
      /** Query parameters for which the app shell is sent instead (routes.ts, `shellWhen`). */
      shellWhen: z.record(z.string(), z.string()).optional(),
      /**
       * The page's document with the page-message token where its message goes, sent when the
       * message function the server was given for the path finds one in the query (routes.ts,
       * `messageParam`).
       */
      message: z.object({ param: z.string(), file: z.string() }).optional(),
    }),
  ),
  notFound: z.string(),
  /**
   * The site's frame for pages the server renders on request (the job board): header, footer
   * and stylesheet, no script, with placeholders for the head and the main content.
   */
  frame: z.string().optional(),
  /** Wouter patterns of the routes served as the app shell ("/properties/:id"). */
  shellRoutes: z.array(z.string()),
});
export type PagesManifest = z.infer<typeof manifestSchema>;

const brotli = promisify(brotliCompress);

/**
 * One document, compressed when first asked for: nothing is compressed at start-up (it took
 * about a second of CPU for the ~30 pages, competing with the first requests for the 2 cores and
 * the thread pool). gzip is made on the first request that accepts it (level 9, under a
 * millisecond a page); brotli at best quality (~35 ms a page) in the thread pool on the first
 * request that accepts it, which is answered with gzip meanwhile.
 */
interface Document {
  identity: Buffer;
  gzip: Buffer | undefined;
  br: Buffer | undefined;
  brPending: boolean;
  /** Strong validator of the identity bytes; encodings get their own suffix. */
  etag: string;
}

/** The message a page shows for a query, or undefined (e.g. `loginErrorMessage` for /auth). */
type PageMessage = (search: URLSearchParams) => string | undefined;

/**
 * Parts of the pages that change at run time without a rebuild (the job board, decision 0020):
 * prerendered pages holding {@link LIVE_FRAGMENT_TOKEN} get it replaced by `fragment(path)`, and
 * the sitemap gets `sitemapPaths()`. Both are cached until `version()` changes, so a request
 * costs one small query while nothing changed, and every instance on one database agrees.
 */
export interface LivePages {
  version(): Promise<string>;
  fragment(pagePath: string): Promise<string>;
  sitemapPaths(): Promise<string[]>;
}

interface PagesOptions {
  /** The built client (dist/client); undefined when there is no build (API-only tests). */
  clientDir: string | undefined;
  /**
   * The message function of each page whose route has a `messageParam`, by path; the page
   * computes its message in the browser with the same function. Required for every such page.
   */
  pageMessages?: Readonly<Record<string, PageMessage>>;
  live?: LivePages;
}

/** How many filled-in message documents a page keeps (a few codes times a few wait times). */
const MESSAGE_DOCUMENTS_KEPT = 64;

/** Text for HTML element content, escaped as React escapes it. */
function escapeHtmlText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The manifest written by the prerender step, or undefined when the build has none.
 * @throws when the file exists but is not a valid manifest (a broken build must not start).
 */
function readPagesManifest(pagesDir: string): PagesManifest | undefined {
  const file = path.join(pagesDir, "manifest.json");
  if (!fs.existsSync(file)) return undefined;
  return manifestSchema.parse(JSON.parse(fs.readFileSync(file, "utf8")));
}

/**
 * The site's frame for server-rendered pages (the manifest's `frame`), with PUBLIC_URL in place
 * of the origin token; undefined without a build or a frame.
 * @throws when the manifest is not valid
 */
export function readPageFrame(
  clientDir: string | undefined,
  publicUrl: string,
): string | undefined {
  if (!clientDir) return undefined;
  const pagesDir = path.resolve(clientDir, "..", "pages");
  const frame = readPagesManifest(pagesDir)?.frame;
  if (!frame) return undefined;
  return fs
    .readFileSync(path.join(pagesDir, frame), "utf8")
    .replaceAll(PUBLIC_URL_TOKEN, safeOrigin(publicUrl));
}

/**
 * A wouter path pattern as a RegExp: `:name` matches one segment, `:name?` an optional one,
 * `*` the rest of the path.
 */
function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      if (segment === "*") return "(?:/.*)?";
      if (segment.startsWith(":")) {
        return segment.endsWith("?") ? "(?:/[^/]+)?" : "/[^/]+";
      }
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
    })
    .join("");
  return new RegExp(`^${source || "/"}$`);
}

/**
 * PUBLIC_URL made safe to drop into an HTML attribute, HTML text and a JSON string at once:
 * the few characters a valid URL may still contain that matter there are percent-encoded.
 */
function safeOrigin(publicUrl: string): string {
  return publicUrl.replace(/[&<>"'\\]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function makeDocument(text: string): Document {
  const identity = Buffer.from(text, "utf8");
  return {
    identity,
    gzip: undefined,
    br: undefined,
    brPending: false,
    etag: createHash("sha256").update(identity).digest("base64url").slice(0, 27),
  };
}

function gzipOf(doc: Document): Buffer {
  doc.gzip ??= gzipSync(doc.identity, { level: 9 });
  return doc.gzip;
}

/** The brotli bytes if ready; otherwise starts making them (once) and returns undefined. */
function brotliOf(doc: Document): Buffer | undefined {
  if (doc.br || doc.brPending) return doc.br;
  doc.brPending = true;
  brotli(doc.identity, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: doc.identity.length,
    },
  }).then(
    (compressed) => {
      doc.br = compressed;
    },
    () => {
      // Stays undefined: gzip is sent instead.
    },
  );
  return undefined;
}

/** The best encoding the client accepts: br, then gzip, else none (RFC 9110 Accept-Encoding). */
function negotiateEncoding(header: string | undefined): "br" | "gzip" | "identity" {
  if (!header) return "identity";
  const accepted = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get("*") ?? 0;
  if (weight("br") > 0) return "br";
  if (weight("gzip") > 0) return "gzip";
  return "identity";
}

function sendDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  doc: Document,
  status: number,
): FastifyReply {
  const negotiated = negotiateEncoding(request.headers["accept-encoding"]);
  const br = negotiated === "br" ? brotliOf(doc) : undefined;
  const encoding = negotiated === "br" && !br ? "gzip" : negotiated;
  const etag = `"${doc.etag}${encoding === "identity" ? "" : `-${encoding}`}"`;
  reply
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", "no-cache")
    .header("vary", "Accept-Encoding")
    .header("etag", etag);
  if (status === 200 && request.headers["if-none-match"]?.split(/\s*,\s*/).includes(etag)) {
    return reply.status(304).send();
  }
  if (encoding === "identity") return reply.status(status).send(doc.identity);
  reply.header("content-encoding", encoding);
  return reply.status(status).send(br ?? gzipOf(doc));
}

/**
 * sitemap.xml: every indexable page and the `livePaths` (open job postings), absolute URLs from
 * PUBLIC_URL (sitemaps.org 0.9).
 */
function buildSitemap(
  publicUrl: string,
  manifest: PagesManifest,
  livePaths: readonly string[] = [],
): string {
  const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const urls = [
    ...manifest.pages.filter((page) => page.indexable).map((page) => page.path),
    ...livePaths,
  ].map((pagePath) => `  <url><loc>${escapeXml(`${publicUrl}${pagePath}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt: everything but the API and the shell routes (portal, /auth); the sitemap. */
function buildRobots(publicUrl: string, manifest: PagesManifest): string {
  const prefixes = new Set(["/api/"]);
  for (const pattern of manifest.shellRoutes) {
    const first = pattern.split("/").filter(Boolean)[0];
    if (first && !first.startsWith(":") && first !== "*") prefixes.add(`/${first}`);
  }
  const disallow = [...prefixes].map((prefix) => `Disallow: ${prefix}`).join("\n");
  return `User-agent: *\n${disallow}\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}

/**
 * `make()`'s result, made again only when `live.version()` has changed since the last one (two
 * concurrent requests after a change may both make it; the last one is kept).
 */
function cachedByVersion<T>(live: LivePages, make: () => Promise<T>): () => Promise<T> {
  let kept: { version: string; value: T } | undefined;
  return async () => {
    const version = await live.version();
    if (kept?.version === version) return kept.value;
    const value = await make();
    kept = { version, value };
    return value;
  };
}

async function pages(app: FastifyInstance, options: PagesOptions): Promise<void> {
  const { clientDir, pageMessages = {}, live } = options;
  const apiNotFound = (request: FastifyRequest, reply: FastifyReply, pathname: string) =>
    reply.status(404).send({ message: `No API endpoint ${request.method} ${pathname}` });

  if (!clientDir) {
    app.setNotFoundHandler(async (request, reply) =>
      apiNotFound(request, reply, request.url.split("?")[0] ?? "/"),
    );
    return;
  }

  const origin = safeOrigin(app.config.publicUrl);
  const load = (file: string) =>
    makeDocument(fs.readFileSync(file, "utf8").replaceAll(PUBLIC_URL_TOKEN, origin));
  const shell = load(path.join(clientDir, "index.html"));
  const pagesDir = path.resolve(clientDir, "..", "pages");
  const manifest = readPagesManifest(pagesDir);

  /**
   * The documents of a page with a message: for a query the page's message function finds a
   * message in, its message document with the token replaced by the message; else undefined.
   * @throws at start-up when the server has no message function for the page
   */
  const messageDocuments = (pagePath: string, file: string) => {
    const messageOf = pageMessages[pagePath];
    if (!messageOf) {
      throw new Error(
        `The build shows a message on ${pagePath}, but the server has no function for it`,
      );
    }
    const template = fs.readFileSync(file, "utf8").replaceAll(PUBLIC_URL_TOKEN, origin);
    const kept = new Map<string, Document>();
    return (search: URLSearchParams): Document | undefined => {
      const message = messageOf(search);
      if (message === undefined) return undefined;
      let doc = kept.get(message);
      if (!doc) {
        doc = makeDocument(template.replace(PAGE_MESSAGE_TOKEN, escapeHtmlText(message)));
        if (kept.size >= MESSAGE_DOCUMENTS_KEPT) kept.delete(kept.keys().next().value as string);
        kept.set(message, doc);
      }
      return doc;
    };
  };

  const byPath = new Map<string, Document>();
  let notFound: Document | undefined;
  let shellRoutes: RegExp[] = [];
  if (manifest) {
    for (const page of manifest.pages) byPath.set(page.path, load(path.join(pagesDir, page.file)));
    notFound = load(path.join(pagesDir, manifest.notFound));
    shellRoutes = manifest.shellRoutes.map(patternToRegExp);
    const robots = buildRobots(app.config.publicUrl, manifest);
    const staticSitemap = buildSitemap(app.config.publicUrl, manifest);
    const liveSitemap = live
      ? cachedByVersion(live, async () =>
          buildSitemap(app.config.publicUrl, manifest, await live.sitemapPaths()),
        )
      : undefined;
    app.get("/sitemap.xml", async (_request, reply) =>
      reply
        .type("application/xml; charset=utf-8")
        // Postings open and close at any time: revalidate when it lists them.
        .header("cache-control", live ? "no-cache" : "public, max-age=3600")
        .send(liveSitemap ? await liveSitemap() : staticSitemap),
    );
    app.get("/robots.txt", async (_request, reply) =>
      reply
        .type("text/plain; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .send(robots),
    );
    for (const page of manifest.pages) {
      const doc = byPath.get(page.path) as Document;
      const shellWhen = Object.entries(page.shellWhen ?? {});
      const withMessage = page.message
        ? messageDocuments(page.path, path.join(pagesDir, page.message.file))
        : undefined;
      const text = doc.identity.toString("utf8");
      const liveDoc =
        live && text.includes(LIVE_FRAGMENT_TOKEN)
          ? cachedByVersion(live, async () =>
              makeDocument(text.replace(LIVE_FRAGMENT_TOKEN, await live.fragment(page.path))),
            )
          : undefined;
      app.get(page.path, async (request, reply) => {
        if (liveDoc) return sendDocument(request, reply, await liveDoc(), 200);
        const search = new URLSearchParams(request.url.slice(page.path.length).replace(/^\?/, ""));
        const wantsShell =
          shellWhen.length > 0 && shellWhen.every(([name, value]) => search.get(name) === value);
        if (wantsShell) return sendDocument(request, reply, shell, 200);
        return sendDocument(request, reply, withMessage?.(search) ?? doc, 200);
      });
    }
  } else {
    app.log.warn("no prerendered pages in the build; every page path gets the app shell");
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    if (pathname.startsWith("/api/") || pathname === "/api") {
      return apiNotFound(request, reply, pathname);
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      return reply.status(404).send({ message: "Not found" });
    }
    if (!notFound || shellRoutes.some((route) => route.test(pathname))) {
      return sendDocument(request, reply, shell, 200);
    }
    const withoutSlash = pathname.replace(/\/+$/, "");
    if (withoutSlash !== pathname && byPath.has(withoutSlash)) {
      const query = request.url.slice(pathname.length);
      return reply.redirect(`${withoutSlash}${query}`, 301);
    }
    return sendDocument(request, reply, notFound, 404);
  });
}

/** Registers the pages on the root instance (its not-found handler is the app's). */
export const pagesPlugin = fp(pages, { name: "pages" });

/**
 * What every page's head needs from the structured-data module, without its builders (seo.ts):
 * the origin token (and the page-message token beside it), the share image and the JSON-LD
 * serialiser. PageMeta is part of every
 * page's start-up code; the builders are loaded only by the pages that use them
 * (docs/decisions/0008).
 */

/**
 * Stands for the public origin (PUBLIC_URL) in prerendered HTML; the server replaces every
 * occurrence when it loads the pages (docs/decisions/0004-prerendering.md).
 */
export const PUBLIC_URL_TOKEN = "__PUBLIC_URL__";

/**
 * Stands for a page's message in the second document the prerender step writes for a route with
 * a `messageParam` (e.g. the Login form's alert on /auth); the server replaces it with the message
 * for the query it was asked (src/server/plugins/pages.ts, src/client/lib/query-message.ts).
 */
export const PAGE_MESSAGE_TOKEN = "__PAGE_MESSAGE__";

/**
 * Stands for the part of a prerendered page that changes at run time (a city page's open jobs):
 * the server replaces it on each request, from the database (src/server/plugins/pages.ts,
 * docs/decisions/0020-job-board.md).
 */
export const LIVE_FRAGMENT_TOKEN = "__LIVE__";

/**
 * Stand for a page's head elements and its main content in the site's frame for the pages the
 * server renders on request (the job board): scripts/prerender.ts writes the frame with them,
 * src/server/features/jobs/pages.ts fills them in.
 */
export const FRAME_HEAD_TOKEN = "__FRAME_HEAD__";
export const FRAME_MAIN_TOKEN = "__FRAME_MAIN__";

/** One JSON-LD object (the `@context` is added by the builders). */
export type JsonLd = Record<string, unknown>;

/** Path of the social-sharing image (1200 x 630 PNG in public/). */
export const SHARE_IMAGE = { path: "/og-image.png", width: 1200, height: 630 } as const;

/**
 * JSON for an inline `<script type="application/ld+json">`: `<` is escaped so no string in the
 * data can close the script element early.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

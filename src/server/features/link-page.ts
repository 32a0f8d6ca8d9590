/**
 * Pages opened from a mailed single-use link (`/timesheet-approval`, `/confirm-email`): the GET
 * only shows, the page's form posts the token back in the body and only that acts, so link
 * scanners that pre-fetch addresses change nothing (docs/decisions/0019-timesheets.md point 5,
 * 0022-profiles.md point 8).
 */
import type { FastifyReply } from "fastify";
import { z } from "zod";

/** The token of a link, in the GET's query or the form's body (absent: an invalid link). */
export const linkTokenSchema = z.object({ token: z.string().max(200).optional() });

/**
 * Sends a link page's `html` with `status`: never stored, no Referer (the token is in the
 * address of the GET), not indexed.
 */
export function sendLinkPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .headers({
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "referrer-policy": "no-referrer",
      "x-robots-tag": "noindex",
    })
    .send(html);
}

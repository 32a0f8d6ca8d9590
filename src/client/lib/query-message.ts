/**
 * A message a prerendered page shows for its URL's query, such as the Login form's alert after a
 * sign-in posted without JavaScript failed (`/auth?error=invalid`; docs/decisions/0005).
 *
 * The prerender step renders such a page a second time with `?param=PAGE_MESSAGE_TOKEN`, which
 * this hook renders as the token itself; the server sends that document with the token replaced
 * by the message for the query it was asked (src/server/plugins/pages.ts), computed by the same
 * function as here. So the browser hydrates exactly the markup it would render: with the message
 * when the server found one, without when it did not.
 */
import { useSearch } from "wouter";
import { PAGE_MESSAGE_TOKEN } from "@/content/seo-basics";

/**
 * The message for the current query (it follows client-side navigation).
 * @param param the query parameter the route declares (`messageParam` in app/routes.ts)
 * @param messageOf the message of a query, or undefined; the server calls the same function
 * @returns the message, or undefined when the query names none; while prerendering with the
 *   token as the parameter's value, the token
 */
export function useQueryMessage(
  param: string,
  messageOf: (search: string) => string | undefined,
): string | undefined {
  // In the browser, wouter reads `location.search`, during hydration too; when prerendering, the
  // search given to the router.
  const search = useSearch();
  if (
    typeof document === "undefined" &&
    new URLSearchParams(search).get(param) === PAGE_MESSAGE_TOKEN
  ) {
    return PAGE_MESSAGE_TOKEN;
  }
  return messageOf(search);
}

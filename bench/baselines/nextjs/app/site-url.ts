/**
 * The site's public address for canonical and social links and the JSON-LD, fixed when the
 * static page is built (the product fills its own at serve time from PUBLIC_URL).
 */
export const SITE_URL = process.env.PUBLIC_URL ?? "https://sunshinestatestaffing.com";

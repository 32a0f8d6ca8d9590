import { createContext, type ReactNode, useContext } from "react";
import { useLocation } from "wouter";
import { type JsonLd, PUBLIC_URL_TOKEN, SHARE_IMAGE, serializeJsonLd } from "@/content/seo-basics";
import { site } from "@/content/site";

/**
 * The public origin for canonical and social URLs. When prerendering (no `document`) it is the
 * placeholder token, which the server replaces with PUBLIC_URL in every page it serves, including
 * the `data-public-url` attribute of `#root` that the browser reads here, so the first client
 * render produces exactly the prerendered URLs (docs/decisions/0004-prerendering.md).
 * Falls back to the page's own origin when the HTML did not come through our server.
 */
export function publicOrigin(): string {
  if (typeof document === "undefined") return PUBLIC_URL_TOKEN;
  const configured = document.getElementById("root")?.dataset.publicUrl;
  if (configured && /^https?:\/\//.test(configured)) return configured.replace(/\/+$/, "");
  return window.location.origin;
}

/** False inside portal routes: their pages are never indexed and carry no canonical link. */
const IndexableContext = createContext(true);

/** Marks a subtree (a portal route) as not for search engines. */
export function NotIndexable({ children }: { children: ReactNode }) {
  return <IndexableContext.Provider value={false}>{children}</IndexableContext.Provider>;
}

export interface PageMetaProps {
  /** The page's own title; the agency name is appended unless `exactTitle` is set. */
  title: string;
  /** Use `title` as the whole document title (city pages write their own, at most 60 characters). */
  exactTitle?: boolean;
  /** The meta description; pages without their own get the agency's description. */
  description?: string;
  /** Ask search engines not to index the page (links are still followed). */
  noindex?: boolean;
  /** JSON-LD objects for the page, built from the public origin. */
  jsonLd?: (origin: string) => JsonLd[];
}

/**
 * The head of a page: title, description, robots, canonical link (PUBLIC_URL + path, without the
 * query), Open Graph and Twitter tags with the share image, and JSON-LD. React 19 hoists
 * `<title>`, `<meta>` and `<link>` into `<head>` in the browser and when prerendering; the JSON-LD
 * `<script>` elements stay where they are rendered (a data block, never executed, so the CSP's
 * `script-src 'self'` does not apply to it).
 */
export function PageMeta({ title, exactTitle, description, noindex, jsonLd }: PageMetaProps) {
  const [location] = useLocation();
  const indexableRoute = useContext(IndexableContext);
  const indexable = indexableRoute && !noindex;
  const origin = publicOrigin();
  const url = `${origin}${location === "/" ? "/" : location}`;
  const fullTitle = exactTitle ? title : title ? `${title} | ${site.name}` : site.name;
  const metaDescription = description ?? site.description;
  const image = `${origin}${SHARE_IMAGE.path}`;
  const imageAlt = `${site.name}: ${site.tagline}`;
  const structuredData = jsonLd?.(origin) ?? [];

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={metaDescription} />
      <meta name="robots" content={indexable ? "index, follow" : "noindex, follow"} />
      {indexable ? <link rel="canonical" href={url} /> : null}
      {indexableRoute ? (
        <>
          <meta property="og:type" content="website" />
          <meta property="og:site_name" content={site.name} />
          <meta property="og:locale" content="en_US" />
          <meta property="og:title" content={fullTitle} />
          <meta property="og:description" content={metaDescription} />
          {indexable ? <meta property="og:url" content={url} /> : null}
          <meta property="og:image" content={image} />
          <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
          <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
          <meta property="og:image:alt" content={imageAlt} />
          <meta name="twitter:card" content="summary_large_image" />
          <meta name="twitter:title" content={fullTitle} />
          <meta name="twitter:description" content={metaDescription} />
          <meta name="twitter:image" content={image} />
          <meta name="twitter:image:alt" content={imageAlt} />
        </>
      ) : null}
      {structuredData.map((data) => (
        <script
          key={String(data["@type"])}
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data block from our own content, `<` escaped.
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
        />
      ))}
    </>
  );
}

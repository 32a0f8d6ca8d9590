import { site } from "@/content/site";

/**
 * The document title (and optional description) of a page. React 19 hoists `<title>` and
 * `<meta>` into `<head>`, on the client and when prerendering.
 * @param title the page's own title; the agency name is appended ("Dashboard | Sunshine ...").
 */
export function PageMeta({ title, description }: { title: string; description?: string }) {
  const fullTitle = title ? `${title} | ${site.name}` : site.name;
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  );
}

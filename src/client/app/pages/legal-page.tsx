import { useLocation } from "wouter";
import { BackLink } from "@/client/components/back-link";
import { PageMeta } from "@/client/components/page-meta";
import { LEGAL_LAST_UPDATED, legalPages } from "@/client/features/legal";
import NotFoundPage from "./not-found-page";

/**
 * A legal page, /legal/{slug} (spec section 2, "Legal pages"): title, last-updated date, text
 * and a Back to Home link. The page comes from the path.
 */
export default function LegalPageView() {
  const [location] = useLocation();
  const slug = location.split("/").pop();
  const page = legalPages.find((candidate) => candidate.slug === slug);
  if (!page) return <NotFoundPage />;
  return (
    <div className="pt-18">
      <PageMeta title={page.title} />
      <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 md:py-16 lg:px-8">
        <BackLink href="/">Back to Home</BackLink>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-navy sm:text-4xl">
          {page.title}
        </h1>
        <p className="mt-2 text-sm text-muted-foreground">Last updated: {LEGAL_LAST_UPDATED}</p>
        <div className="mt-8 space-y-4 text-lg leading-relaxed text-foreground/90">
          {page.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </article>
    </div>
  );
}

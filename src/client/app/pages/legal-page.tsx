import { useLocation } from "wouter";
import { PageMeta } from "@/client/components/page-meta";
import { LegalDocumentView } from "@/client/features/legal";
import { legalDocuments } from "@/content/legal";
import NotFoundPage from "./not-found-page";

/**
 * A legal page of running text, /legal/{slug} (spec section 2, "Legal pages"): Privacy Policy,
 * Terms of Service or Accessibility Statement, chosen by the path; each with Back to Home and
 * "Last updated: April 16, 2025".
 */
export default function LegalPageView() {
  const [location] = useLocation();
  const slug = location.split("/").pop();
  const document = legalDocuments.find((candidate) => candidate.slug === slug);
  if (!document) return <NotFoundPage />;
  return (
    <>
      <PageMeta title={document.title} description={document.summary} />
      <LegalDocumentView document={document} />
    </>
  );
}

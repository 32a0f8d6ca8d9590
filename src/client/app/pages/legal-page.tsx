import { PageMeta } from "@/client/components/page-meta";
import { LegalDocumentView } from "@/client/features/legal/components/legal-document";
import type { LegalDocument } from "@/content/legal";
import type { PageProps } from "../routes";

/**
 * A legal page of running text, /legal/{slug} (spec section 2, "Legal pages"): Privacy Policy,
 * Terms of Service or Accessibility Statement; the route table loads it with its text. Each has
 * Back to Home and "Last updated: April 16, 2025".
 */
export default function LegalPageView({ document }: PageProps & { document: LegalDocument }) {
  return (
    <>
      <PageMeta title={document.title} description={document.summary} />
      <LegalDocumentView document={document} />
    </>
  );
}

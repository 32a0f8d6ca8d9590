import type { LegalDocument } from "@/content/legal";
import { LegalPageLayout } from "./legal-page-layout";

/** A legal page of running text: its sections as h2, paragraphs and bullet lists. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <LegalPageLayout title={document.title} summary={document.summary}>
      <div className="mt-10 space-y-10">
        {document.sections.map((section) => (
          <section key={section.heading} aria-labelledby={headingId(section.heading)}>
            <h2 id={headingId(section.heading)} className="text-xl font-semibold text-navy">
              {section.heading}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-foreground/90">
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.list ? (
                <ul className="list-disc space-y-2 pl-6 marker:text-primary">
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
              {section.after?.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </section>
        ))}
      </div>
    </LegalPageLayout>
  );
}

/** A stable element id for a section heading ("How long we keep it" -> "how-long-we-keep-it"). */
function headingId(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

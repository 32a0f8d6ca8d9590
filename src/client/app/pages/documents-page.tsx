import { PortalPage } from "@/client/components/portal-page";
import { MyDocuments, UploadDocumentForm } from "@/client/features/documents";

/**
 * /documents, staff only (docs/decisions/0021-documents.md): upload a certificate, licence or ID,
 * and follow each document's review (Pending review, Verified, Rejected with the reason, Expired,
 * Expires in N days); delete one behind a confirmation.
 */
export default function DocumentsPage() {
  return (
    <PortalPage
      title="My Documents"
      description="Your certificates, licences and IDs. The agency checks each one; verified documents show as badges to the property managers you work for."
    >
      <div className="grid gap-6">
        <UploadDocumentForm />
        <MyDocuments />
      </div>
    </PortalPage>
  );
}

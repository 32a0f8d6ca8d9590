import { AdminPage } from "@/client/features/admin";
import { AdminDocuments, parseDocumentFilters } from "@/client/features/documents";
import { useUrlFilters } from "@/client/hooks/use-url-filters";

/**
 * /admin/documents, admins only (docs/decisions/0021-documents.md): workers' documents to review,
 * pending first (the status filter lives in the URL), with Download, Verify and Reject.
 */
export default function AdminDocumentsPage() {
  const [filters, setFilters] = useUrlFilters(parseDocumentFilters);
  return (
    <AdminPage
      title="Documents"
      description="Workers' certificates, licences and IDs: download each one, check it, then verify it or reject it with a reason."
    >
      <AdminDocuments filters={filters} onFiltersChange={setFilters} />
    </AdminPage>
  );
}

/**
 * GET /api/portal/documents (a worker's own) and GET /api/admin/documents?status (the agency's
 * review list), one page at a time (docs/decisions/0013-paged-lists.md).
 */
import { listUrl } from "@/client/lib/paged";
import { queryKeys } from "@/client/lib/query-keys";
import { usePagedList } from "@/client/lib/use-paged-list";
import type { WorkerDocument } from "@/domain/api/document";
import type { DocumentStatus } from "@/domain/document";

/** The signed-in worker's documents, newest first, page by page. */
export function useMyDocuments() {
  const url = "/api/portal/documents";
  return usePagedList<WorkerDocument>([...queryKeys.documents.all, url], url);
}

/**
 * The agency's list of documents with status `status` ("" for every one). Pending documents are
 * listed oldest first (the longest waiting on top); the others newest first.
 */
export function useAdminDocuments(status: DocumentStatus | "") {
  const url = listUrl("/api/admin/documents", {
    status,
    sort: status === "pending" ? "oldest" : undefined,
  });
  return usePagedList<WorkerDocument>(queryKeys.admin.documents.list(url), url);
}

/** Where an admin downloads document `id`'s file (an attachment; admins only). */
export function documentFileUrl(id: number): string {
  return `/api/admin/documents/${id}/file`;
}

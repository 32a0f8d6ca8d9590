import { Check, Download, FileText, X } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "@/client/components/empty-state";
import { SelectFilterField } from "@/client/components/filter-fields";
import { QueryView } from "@/client/components/query-view";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api";
import type { WorkerDocument } from "@/domain/api/document";
import {
  type DocumentStatus,
  documentKindLabels,
  documentStatuses,
  documentStatusLabels,
} from "@/domain/document";
import { documentFileUrl, useAdminDocuments } from "../api/get-documents";
import { useReviewDocument } from "../api/review-document";
import { DocumentList } from "./document-list";
import { RejectDocumentDialog } from "./reject-document-dialog";

const statusOptions = documentStatuses.map((status) => ({
  value: status,
  label: documentStatusLabels[status],
}));

/** The review screen's filter in the URL: a status, or "all"; pending when absent. */
export interface DocumentFilters {
  status: DocumentStatus | "all";
}

/** Reads {@link DocumentFilters} from the URL's query (an unknown status reads as pending). */
export function parseDocumentFilters(search: URLSearchParams): DocumentFilters {
  const value = search.get("status");
  if (value === "all") return { status: "all" };
  return {
    status: (documentStatuses as readonly string[]).includes(value ?? "")
      ? (value as DocumentStatus)
      : "pending",
  };
}

/**
 * The agency's review of workers' documents (docs/decisions/0021-documents.md): pending ones
 * first (the default filter, longest waiting on top), each with its worker, facts, Download (an
 * attachment), Verify, and Reject with a required reason.
 * @param filters the status shown ("all" for every document), from the URL.
 */
export function AdminDocuments({
  filters,
  onFiltersChange,
}: {
  filters: DocumentFilters;
  onFiltersChange: (filters: DocumentFilters) => void;
}) {
  const { status } = filters;
  const list = useAdminDocuments(status === "all" ? "" : status);
  const review = useReviewDocument();
  const [rejecting, setRejecting] = useState<WorkerDocument | null>(null);

  const verify = (document: WorkerDocument) =>
    review.mutate(
      { id: document.id, outcome: "verify" },
      {
        onSuccess: () =>
          toast({
            title: "Document verified",
            description: `${document.staff?.fullName ?? "The worker"} is told, and managers now see the badge.`,
          }),
        onError: (error) =>
          toast({
            title: "The document was not verified",
            description: errorMessage(error, "Please try again."),
            variant: "destructive",
          }),
      },
    );

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end gap-4">
        <SelectFilterField<DocumentStatus | "all">
          label="Status"
          allLabel="All Documents"
          options={statusOptions}
          value={status}
          allValue="all"
          onValueChange={(next) => onFiltersChange({ status: next })}
          portal={false}
          className="w-56"
        />
      </div>
      <section aria-labelledby="admin-documents-total">
        <QueryView
          query={list.view}
          loading="Loading documents..."
          error="Error loading documents"
          empty={
            <EmptyState
              icon={FileText}
              title={status === "pending" ? "Nothing to review" : "No documents"}
              description={
                status === "pending"
                  ? "Every uploaded document has been reviewed. New uploads appear here."
                  : "No document has this status. Choose another status, or All Documents."
              }
            />
          }
        >
          {() => (
            <DocumentList
              list={list}
              totalId="admin-documents-total"
              filtered={status !== "all"}
              subtitle={(document) => (
                <p className="text-sm text-muted-foreground break-all">
                  {document.staff?.fullName} · {document.staff?.email}
                </p>
              )}
              actions={(document) => {
                const named = `${documentKindLabels[document.kind]} of ${document.staff?.fullName ?? "the worker"}`;
                return (
                  <>
                    <Button asChild variant="outline" size="sm">
                      <a href={documentFileUrl(document.id)} download>
                        <Download aria-hidden="true" />
                        Download<span className="sr-only"> {named}</span>
                      </a>
                    </Button>
                    {document.status === "pending" || document.status === "rejected" ? (
                      <Button
                        size="sm"
                        disabled={review.isPending}
                        onClick={() => verify(document)}
                      >
                        <Check aria-hidden="true" />
                        Verify<span className="sr-only"> {named}</span>
                      </Button>
                    ) : null}
                    {document.status === "pending" || document.status === "verified" ? (
                      <Button
                        size="sm"
                        variant="destructive"
                        disabled={review.isPending}
                        onClick={() => setRejecting(document)}
                      >
                        <X aria-hidden="true" />
                        Reject<span className="sr-only"> {named}</span>
                      </Button>
                    ) : null}
                  </>
                );
              }}
            />
          )}
        </QueryView>
      </section>
      <RejectDocumentDialog document={rejecting} onClose={() => setRejecting(null)} />
    </div>
  );
}

import { FileText, Trash2 } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "@/client/components/empty-state";
import { ListTotal } from "@/client/components/list-total";
import { LoadMore } from "@/client/components/load-more";
import { QueryView } from "@/client/components/query-view";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/client/components/ui/alert-dialog";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api";
import type { WorkerDocument } from "@/domain/api/document";
import { documentKindLabels } from "@/domain/document";
import { useDeleteDocument } from "../api/delete-document";
import { useMyDocuments } from "../api/get-documents";
import { DocumentDetails } from "./document-details";
import { DocumentStatusBadge } from "./document-status-badge";

/**
 * Confirms and deletes one of the worker's documents (its file goes too; a verified one stops
 * showing as a badge).
 * @param document the document to delete, or null while closed.
 */
function DeleteDocumentDialog({
  document,
  onClose,
}: {
  document: WorkerDocument | null;
  onClose: () => void;
}) {
  const remove = useDeleteDocument();
  const name = document ? documentKindLabels[document.kind] : "";
  return (
    <AlertDialog
      open={document !== null}
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this document?</AlertDialogTitle>
          <AlertDialogDescription>
            {document
              ? `${name} (${document.originalName}) and its file will be deleted. If it was verified, property managers stop seeing its badge. This cannot be undone.`
              : null}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => {
              if (!document) return;
              remove.mutate(document.id, {
                onSuccess: () => toast({ title: "Document deleted", description: name }),
                onError: (error) =>
                  toast({
                    title: "The document was not deleted",
                    description: errorMessage(error, "Please try again."),
                    variant: "destructive",
                  }),
                onSettled: onClose,
              });
            }}
          >
            {remove.isPending ? "Deleting..." : "Delete"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/**
 * The worker's documents, newest first: what each is, its file, number and expiry, its status
 * (Pending review, Verified, Rejected with the agency's reason, Expired, Expires in N days) and
 * Delete behind a confirmation.
 */
export function MyDocuments() {
  const list = useMyDocuments();
  const [deleting, setDeleting] = useState<WorkerDocument | null>(null);
  return (
    <section aria-labelledby="my-documents-total">
      <QueryView
        query={list.view}
        loading="Loading your documents..."
        error="Error loading your documents"
        empty={
          <EmptyState
            icon={FileText}
            title="No documents yet"
            description="Upload your certificates and licences above. Once the agency verifies them, property managers see them as badges on your name."
          />
        }
      >
        {(documents) => (
          <>
            <ListTotal
              id="my-documents-total"
              total={list.total}
              noun="document"
              filtered={false}
              updating={list.isPlaceholderData}
            />
            <ul className="grid gap-4 lg:grid-cols-2">
              {documents.map((document) => (
                <li key={document.id}>
                  <Card>
                    <CardContent className="grid gap-3 pt-6">
                      <div className="flex flex-wrap items-start justify-between gap-2">
                        <h3 className="font-semibold">{documentKindLabels[document.kind]}</h3>
                        <DocumentStatusBadge document={document} />
                      </div>
                      <DocumentDetails document={document} />
                      <Button
                        variant="outline"
                        size="sm"
                        className="w-fit"
                        onClick={() => setDeleting(document)}
                      >
                        <Trash2 aria-hidden="true" />
                        Delete
                        <span className="sr-only"> {documentKindLabels[document.kind]}</span>
                      </Button>
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
            <LoadMore list={list} noun={{ one: "document" }} />
          </>
        )}
      </QueryView>
      <DeleteDocumentDialog document={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}

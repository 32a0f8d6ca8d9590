import { FileText, Trash2 } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "@/client/components/empty-state";
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
import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api";
import type { WorkerDocument } from "@/domain/api/document";
import { documentKindLabels } from "@/domain/document";
import { useDeleteDocument } from "../api/delete-document";
import { useMyDocuments } from "../api/get-documents";
import { DocumentList } from "./document-list";

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
        {() => (
          <DocumentList
            list={list}
            totalId="my-documents-total"
            filtered={false}
            actions={(document) => (
              <Button variant="outline" size="sm" onClick={() => setDeleting(document)}>
                <Trash2 aria-hidden="true" />
                Delete
                <span className="sr-only"> {documentKindLabels[document.kind]}</span>
              </Button>
            )}
          />
        )}
      </QueryView>
      <DeleteDocumentDialog document={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}

import { useEffect } from "react";
import { RecordDialog } from "@/client/components/record-dialog";
import { useZodForm } from "@/client/components/ui/form";
import { FormTextareaField } from "@/client/components/ui/form-fields";
import { toast } from "@/client/hooks/use-toast";
import { applyServerFieldErrors } from "@/client/lib/form-errors";
import type { WorkerDocument } from "@/domain/api/document";
import { documentKindLabels } from "@/domain/document";
import { documentRejectSchema, useReviewDocument } from "../api/review-document";

/**
 * Rejects a document with a required reason, which the worker reads in the app and in the
 * e-mail. The reason's message (the schema's, or the server's) shows under it; any other refusal
 * (reviewed meanwhile, expired) shows the server's message in a toast and the dialog closes.
 * @param document the document to reject, or null while closed.
 */
export function RejectDocumentDialog({
  document,
  onClose,
}: {
  document: WorkerDocument | null;
  onClose: () => void;
}) {
  const form = useZodForm(documentRejectSchema, { defaultValues: { reason: "" } });
  const review = useReviewDocument();
  const worker = document?.staff?.fullName ?? "the worker";

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new reason for each document
  useEffect(() => {
    if (document) form.reset({ reason: "" });
  }, [document?.id]);

  const submit = form.handleSubmit(async ({ reason }) => {
    if (!document) return;
    try {
      await review.mutateAsync({ id: document.id, outcome: "reject", reason });
      toast({
        title: "Document rejected",
        description: `${worker} is told why and can upload a new copy.`,
      });
      onClose();
    } catch (error) {
      const parsed = applyServerFieldErrors(form.setError, error, documentRejectSchema);
      if (!parsed.fieldErrors.reason) {
        toast({
          title: "The document was not rejected",
          description: parsed.message || "Please try again.",
          variant: "destructive",
        });
        // A modal dialog hides the rest of the page, toasts included, from assistive technology.
        onClose();
      }
    }
  });

  return (
    <RecordDialog
      open={document !== null}
      pending={review.isPending}
      onClose={onClose}
      title="Reject this document?"
      description={
        document
          ? `${documentKindLabels[document.kind]} of ${worker} (${document.originalName}). ${worker} is told in the app and by e-mail, with your reason.`
          : null
      }
      form={form}
      onSubmit={submit}
      labels={{ cancel: "Cancel", submit: "Reject document", pending: "Rejecting..." }}
      destructive
    >
      <FormTextareaField
        control={form.control}
        name="reason"
        label="Why is it rejected?"
        description="Say what is wrong and what to upload instead."
        rows={3}
        maxLength={500}
        required
      />
    </RecordDialog>
  );
}

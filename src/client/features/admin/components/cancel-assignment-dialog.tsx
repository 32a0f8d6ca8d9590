import { useEffect } from "react";
import { RecordDialog } from "@/client/components/record-dialog";
import { useZodForm } from "@/client/components/ui/form";
import { FormTextareaField } from "@/client/components/ui/form-fields";
import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api";
import type { Assignment } from "@/domain/api/assignment";
import { assignmentCancelSchema, useCancelAssignment } from "../api/cancel-assignment";

/**
 * Cancels an open assignment with a required reason, which the worker (and the manager, once the
 * person was confirmed) is told. The copy says that replacing someone is cancelling, then offering
 * the position to someone else from the Fill panel.
 * @param assignment the assignment to cancel, or null while the dialog is closed.
 * @param onClose called when the dialog closes (kept, cancelled or failed).
 */
export function CancelAssignmentDialog({
  requestId,
  assignment,
  onClose,
}: {
  requestId: number;
  assignment: Assignment | null;
  onClose: () => void;
}) {
  const form = useZodForm(assignmentCancelSchema, { defaultValues: { reason: "" } });
  const cancel = useCancelAssignment(requestId, {
    onSuccess: (cancelled) => {
      toast({
        title: "Assignment cancelled",
        description: `${cancelled.staff.fullName} has been told. You can offer the position to someone else.`,
      });
      onClose();
    },
    onError: (error) => {
      toast({
        title: "Error",
        description: errorMessage(error, "Failed to cancel the assignment"),
        variant: "destructive",
      });
      // Closing lets the toast be read: a modal dialog hides the rest of the page.
      onClose();
    },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new reason for each assignment
  useEffect(() => {
    if (assignment) form.reset({ reason: "" });
  }, [assignment?.id]);

  const submit = form.handleSubmit(({ reason }) => {
    if (assignment) cancel.mutate({ id: assignment.id, reason });
  });

  return (
    <RecordDialog
      open={assignment !== null}
      pending={cancel.isPending}
      onClose={onClose}
      title={`Cancel ${assignment?.staff.fullName}'s assignment?`}
      description={
        <>
          {assignment?.staff.fullName} is told the reason
          {assignment?.status === "offered" ? "" : ", and so is the property manager"}. To replace
          this person, cancel here, then offer the position to someone else from the Fill panel.
        </>
      }
      form={form}
      onSubmit={submit}
      labels={{ cancel: "Keep assignment", submit: "Cancel assignment", pending: "Cancelling..." }}
      destructive
    >
      <FormTextareaField
        control={form.control}
        name="reason"
        label="Reason for the cancellation"
        rows={3}
        required
      />
    </RecordDialog>
  );
}

import { useEffect } from "react";
import { RecordDialog } from "@/client/components/record-dialog";
import { useZodForm } from "@/client/components/ui/form";
import { FormTextareaField } from "@/client/components/ui/form-fields";
import { toast } from "@/client/hooks/use-toast";
import { applyServerFieldErrors } from "@/client/lib/form-errors";
import type { Timesheet } from "@/domain/api/timesheet";
import { timesheetDisputeSchema, useDisputeTimesheet } from "../api/dispute-timesheet";
import { weekRangeLabel } from "../utils/week";

/**
 * Disputes a week with a required note (the manager: "Dispute"; the agency: "Return to worker",
 * also for an approved week not yet locked): the week goes back to the worker, who reads the
 * note, and the agency is told. The note's message (the schema's, or the server's) shows under
 * it; any other refusal (e.g. approved meanwhile from the e-mail) shows the server's message in a
 * toast and the dialog closes.
 * @param timesheet the week to dispute, or null while closed.
 * @param mode "dispute" (manager) or "return" (agency): only the words differ.
 */
export function DisputeDialog({
  timesheet,
  mode,
  onClose,
}: {
  timesheet: Timesheet | null;
  mode: "dispute" | "return";
  onClose: () => void;
}) {
  const form = useZodForm(timesheetDisputeSchema, { defaultValues: { note: "" } });
  const dispute = useDisputeTimesheet();
  const worker = timesheet?.staff.fullName ?? "the worker";

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new note for each week
  useEffect(() => {
    if (timesheet) form.reset({ note: "" });
  }, [timesheet?.id]);

  const submit = form.handleSubmit(async ({ note }) => {
    if (!timesheet) return;
    try {
      await dispute.mutateAsync({ id: timesheet.id, note });
      toast({
        title: mode === "dispute" ? "Hours disputed" : "Week returned to the worker",
        description: `${worker} can now correct the week of ${weekRangeLabel(timesheet.weekStart)} and submit it again.`,
      });
      onClose();
    } catch (error) {
      const parsed = applyServerFieldErrors(form.setError, error, timesheetDisputeSchema);
      if (!parsed.fieldErrors.note) {
        toast({
          title: mode === "dispute" ? "The hours were not disputed" : "The week was not returned",
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
      open={timesheet !== null}
      pending={dispute.isPending}
      onClose={onClose}
      title={mode === "dispute" ? `Dispute ${worker}'s hours?` : `Return this week to ${worker}?`}
      description={
        timesheet
          ? `${timesheet.property.name}, week of ${weekRangeLabel(timesheet.weekStart)}. The week goes back to ${worker} with your note, and the agency is told.`
          : null
      }
      form={form}
      onSubmit={submit}
      labels={{
        cancel: "Cancel",
        submit: mode === "dispute" ? "Dispute hours" : "Return to worker",
        pending: "Sending...",
      }}
      destructive
    >
      <FormTextareaField
        control={form.control}
        name="note"
        label="What is wrong with these hours?"
        description={`${worker} reads this note. Say which days and what you expected.`}
        rows={4}
        maxLength={2000}
        required
      />
    </RecordDialog>
  );
}

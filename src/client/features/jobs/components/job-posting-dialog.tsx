import { useEffect } from "react";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { Form, useZodForm } from "@/client/components/ui/form";
import {
  FormDateField,
  FormNumberField,
  FormSelectField,
  FormTextareaField,
  FormTextField,
} from "@/client/components/ui/form-fields";
import { toast } from "@/client/hooks/use-toast";
import { applyServerFieldErrors } from "@/client/lib/form-errors";
import type { AdminJobPosting } from "@/domain/api/job";
import { staffTypeLabels, staffTypes } from "@/domain/enums";
import {
  employmentTypeLabels,
  employmentTypes,
  jobPlaces,
  jobPostingInputSchema,
  jobPostingLimits,
} from "@/domain/job-posting";
import { type JobPostingValues, usePublishJobPosting } from "../api/publish-job-posting";
import { useUpdateJobPosting } from "../api/update-job-posting";
import type { JobPostingFormValues } from "../utils/job-draft";

const roleOptions = staffTypes.map((type) => ({ value: type, label: staffTypeLabels[type] }));
const placeOptions = jobPlaces.map((place) => ({ value: place.name, label: place.name }));
const employmentOptions = employmentTypes.map((type) => ({
  value: type,
  label: employmentTypeLabels[type],
}));

/** The form's values of a posting being edited. */
function valuesOf(posting: AdminJobPosting): JobPostingFormValues {
  return {
    requestId: posting.requestId,
    title: posting.title,
    description: posting.description,
    staffType: posting.staffType,
    city: posting.city,
    employmentType: posting.employmentType,
    payMin: posting.payMin,
    payMax: posting.payMax,
    schedule: posting.schedule ?? "",
    startDate: posting.startDate ?? "",
    validThrough: posting.validThrough,
  };
}

/** What the dialog does: publish a new posting from a draft, or edit one. */
export type JobPostingDialogMode =
  | { kind: "publish"; draft: JobPostingFormValues }
  | { kind: "edit"; posting: AdminJobPosting };

/**
 * Publish or edit a job posting (docs/decisions/0020-job-board.md): title, role, place,
 * employment type, pay range per hour, schedule, start date, last day and the description. The
 * public page never names the client or the property, which the dialog reminds. The server's
 * field messages show on their fields; other failures in a toast.
 * @param mode what to do, or null when closed.
 * @param onClose called when the dialog should close.
 */
export function JobPostingDialog({
  mode,
  onClose,
}: {
  mode: JobPostingDialogMode | null;
  onClose: () => void;
}) {
  const form = useZodForm(jobPostingInputSchema);
  const publish = usePublishJobPosting();
  const update = useUpdateJobPosting();
  const pending = publish.isPending || update.isPending;

  useEffect(() => {
    if (mode) form.reset(mode.kind === "publish" ? mode.draft : valuesOf(mode.posting));
  }, [mode, form]);

  const submit = async (values: JobPostingValues) => {
    if (!mode) return;
    try {
      const saved =
        mode.kind === "publish"
          ? await publish.mutateAsync(values)
          : await update.mutateAsync({ id: mode.posting.id, values });
      toast({
        title: mode.kind === "publish" ? "Job posting published" : "Job posting saved",
        description: `“${saved.title}” is on the public job board at ${saved.url}.`,
      });
      onClose();
    } catch (error) {
      const parsed = applyServerFieldErrors(form.setError, error, jobPostingInputSchema);
      if (Object.keys(parsed.fieldErrors).length === 0) {
        toast({
          title: "Error",
          description: parsed.message || "We could not save the job posting. Please try again.",
          variant: "destructive",
        });
        onClose();
      }
    }
  };

  return (
    <Dialog
      open={mode !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
    >
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {mode?.kind === "edit" ? "Edit job posting" : "Publish as job posting"}
          </DialogTitle>
          <DialogDescription>
            Everyone can read it on the public job board. Never write the client's or the property's
            name: the posting names the city only.
          </DialogDescription>
        </DialogHeader>
        {mode ? (
          <Form {...form}>
            <form onSubmit={form.handleSubmit(submit)} noValidate className="grid gap-4">
              <FormTextField
                control={form.control}
                name="title"
                label="Title"
                maxLength={jobPostingLimits.titleMax}
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <FormSelectField
                  control={form.control}
                  name="staffType"
                  label="Role"
                  options={roleOptions}
                  placeholder="Choose a role"
                  portal={false}
                />
                <FormSelectField
                  control={form.control}
                  name="city"
                  label="City"
                  options={placeOptions}
                  placeholder="Choose a city"
                  portal={false}
                />
                <FormSelectField
                  control={form.control}
                  name="employmentType"
                  label="Employment type"
                  options={employmentOptions}
                  placeholder="Choose a type"
                  portal={false}
                />
                <FormTextField
                  control={form.control}
                  name="schedule"
                  label="Schedule (optional)"
                  placeholder="Monday to Friday, 8:00 to 4:30"
                  maxLength={jobPostingLimits.scheduleMax}
                />
                <FormNumberField
                  control={form.control}
                  name="payMin"
                  label="Pay from ($ an hour)"
                  min={0.01}
                  max={jobPostingLimits.payMaxDollars}
                  step={0.01}
                />
                <FormNumberField
                  control={form.control}
                  name="payMax"
                  label="Pay up to ($ an hour)"
                  min={0.01}
                  max={jobPostingLimits.payMaxDollars}
                  step={0.01}
                />
                <FormDateField
                  control={form.control}
                  name="startDate"
                  label="Start date (optional)"
                  placeholder="To be agreed"
                />
                <FormDateField control={form.control} name="validThrough" label="Open until" />
              </div>
              <FormTextareaField
                control={form.control}
                name="description"
                label="Description"
                description="What the work is, what it takes, what it offers. Blank lines start new paragraphs."
                rows={6}
                maxLength={jobPostingLimits.descriptionMax}
              />
              <DialogFooter>
                <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
                  Cancel
                </Button>
                <Button type="submit" disabled={pending}>
                  {pending ? "Saving..." : mode.kind === "edit" ? "Save Posting" : "Publish"}
                </Button>
              </DialogFooter>
            </form>
          </Form>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

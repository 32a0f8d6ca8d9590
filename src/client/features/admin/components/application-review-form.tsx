import { useEffect, useState } from "react";
import { Button } from "@/client/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@/client/components/ui/card";
import {
  compactLabelClasses,
  Field,
  FieldControl,
  FieldDescription,
  FieldLabel,
} from "@/client/components/ui/field";
import { Input } from "@/client/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/client/components/ui/select";
import { Textarea } from "@/client/components/ui/textarea";
import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api";
import type { AdminJobApplication } from "@/domain/api/admin";
import { humanize, type JobApplicationStatus, jobApplicationStatuses } from "@/domain/enums";
import { useUpdateAdminJobApplication } from "../api/update-admin-job-application";
import { browserTimeZone, fromDateTimeLocal, toDateTimeLocal } from "../utils/datetime-local";
import { hintClasses } from "../utils/hint-classes";

const NOTES_MAX = 5000;

interface Values {
  status: JobApplicationStatus;
  /** `YYYY-MM-DDTHH:mm` on the browser's clock, or "". */
  interview: string;
  reviewNotes: string;
}

const valuesOf = (application: AdminJobApplication): Values => ({
  status: application.status,
  interview: toDateTimeLocal(application.interviewDate),
  reviewNotes: application.reviewNotes ?? "",
});

/**
 * The review form of an application: pipeline status, interview date and time (a
 * datetime-local input on the browser's clock, sent as ISO 8601 with its offset) and review
 * notes. Save sends only what changed; a signed-in applicant is notified of a new status.
 */
export function ApplicationReviewForm({ application }: { application: AdminJobApplication }) {
  const saved = valuesOf(application);
  const [values, setValues] = useState<Values>(saved);
  const set = (patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch }));

  // A saved (or refreshed) application becomes the form's new starting point.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on what the server stored
  useEffect(
    () => setValues(valuesOf(application)),
    [application.status, application.interviewDate, application.reviewNotes],
  );

  const mutation = useUpdateAdminJobApplication({
    onSuccess: (updated) =>
      toast({
        title: "Application updated",
        description: `${updated.fullName}'s application is ${humanize(updated.status)}.`,
      }),
    onError: (error) =>
      toast({
        title: "Error",
        description: errorMessage(error, "Failed to update the application"),
        variant: "destructive",
      }),
  });

  const interviewIso = values.interview ? fromDateTimeLocal(values.interview) : null;
  const interviewInvalid = values.interview !== "" && interviewIso === null;
  const notesTooLong = values.reviewNotes.length > NOTES_MAX;
  const statusChanged = values.status !== saved.status;
  const interviewChanged = values.interview !== saved.interview;
  const notesChanged = values.reviewNotes.trim() !== saved.reviewNotes.trim();
  const dirty = statusChanged || interviewChanged || notesChanged;
  const valid = !interviewInvalid && !notesTooLong;

  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle>Review</CardTitle>
        <CardDescription>
          Move the application through the pipeline and keep the team's notes.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!dirty || !valid || mutation.isPending) return;
            mutation.mutate({
              id: application.id,
              ...(statusChanged ? { status: values.status } : {}),
              ...(interviewChanged ? { interviewDate: interviewIso } : {}),
              ...(notesChanged ? { reviewNotes: values.reviewNotes.trim() || null } : {}),
            });
          }}
        >
          <Field>
            <FieldLabel classes={compactLabelClasses}>Status</FieldLabel>
            <Select
              value={values.status}
              onValueChange={(value) => set({ status: value as JobApplicationStatus })}
            >
              <FieldControl>
                <SelectTrigger>
                  <SelectValue />
                </SelectTrigger>
              </FieldControl>
              <SelectContent>
                {jobApplicationStatuses.map((status) => (
                  <SelectItem key={status} value={status}>
                    {humanize(status)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
          {/* Each hint turns into its field's message while the field is invalid. */}
          <Field invalid={interviewInvalid} described>
            <FieldLabel classes={compactLabelClasses}>Interview date and time</FieldLabel>
            <div className="flex gap-2">
              <FieldControl>
                <Input
                  type="datetime-local"
                  value={values.interview}
                  onChange={(event) => set({ interview: event.target.value })}
                />
              </FieldControl>
              {values.interview ? (
                <Button type="button" variant="outline" onClick={() => set({ interview: "" })}>
                  Clear
                  <span className="sr-only"> interview date</span>
                </Button>
              ) : null}
            </div>
            <FieldDescription classes={hintClasses(interviewInvalid)}>
              {interviewInvalid
                ? "Enter a complete date and time."
                : `In your time zone (${browserTimeZone()}).`}
            </FieldDescription>
          </Field>
          <Field invalid={notesTooLong} described>
            <FieldLabel classes={compactLabelClasses}>Review notes</FieldLabel>
            <FieldControl>
              <Textarea
                value={values.reviewNotes}
                onChange={(event) => set({ reviewNotes: event.target.value })}
                rows={5}
              />
            </FieldControl>
            <FieldDescription classes={hintClasses(notesTooLong)}>
              {notesTooLong
                ? `Review notes must be at most ${NOTES_MAX} characters (${values.reviewNotes.length} now).`
                : "Seen only by the agency."}
            </FieldDescription>
          </Field>
          <Button type="submit" disabled={!dirty || !valid || mutation.isPending}>
            {mutation.isPending ? "Saving..." : "Save"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

import { Star } from "lucide-react";
import { useEffect, useId } from "react";
import { type Control, type DefaultValues, useController } from "react-hook-form";
import type { z } from "zod";
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
import { FormCheckboxField, FormTextareaField } from "@/client/components/ui/form-fields";
import { toast } from "@/client/hooks/use-toast";
import { cn } from "@/client/lib/cn";
import { applyServerFieldErrors } from "@/client/lib/form-errors";
import { assignmentRatingSchema } from "@/domain/api/assignment";
import { staffTypeLabels } from "@/domain/enums";
import type { StaffDirectoryEntry } from "../api/get-staff-directory";
import { type AssignmentRating, useRateAssignment } from "../api/rate-assignment";

type RatingInput = z.input<typeof assignmentRatingSchema>;

/** What each number of stars means, read with the choice. */
const ratingWords: Record<number, string> = {
  1: "Poor",
  2: "Below expectations",
  3: "Good",
  4: "Very good",
  5: "Excellent",
};

/**
 * The 1–5 choice: five native radio buttons drawn as stars inside a fieldset, so Tab reaches
 * the group and the arrow keys move the choice, and each is read as "4 stars, Very good".
 */
function StarRatingField({
  control,
}: {
  control: Control<RatingInput, unknown, AssignmentRating>;
}) {
  const id = useId();
  const { field, fieldState } = useController({ control, name: "rating" });
  const value = typeof field.value === "number" ? field.value : 0;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={fieldState.error ? `${hintId} ${errorId}` : hintId}
    >
      <legend
        className={cn(
          "mb-2 text-sm leading-none font-medium",
          fieldState.error ? "text-destructive" : undefined,
        )}
      >
        Rating
      </legend>
      <div className="flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label
            key={stars}
            className="cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              name={field.name}
              value={stars}
              checked={value === stars}
              onChange={() => field.onChange(stars)}
              onBlur={field.onBlur}
              ref={stars === 1 ? field.ref : undefined}
              aria-invalid={fieldState.invalid || undefined}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              className={cn(
                "size-7",
                stars <= value ? "fill-amber-400 text-amber-500" : "text-muted-foreground",
              )}
            />
            <span className="sr-only">
              {stars} {stars === 1 ? "star" : "stars"}, {ratingWords[stars]}
            </span>
          </label>
        ))}
        <span className="ml-2 text-sm text-muted-foreground" aria-hidden="true">
          {value ? ratingWords[value] : null}
        </span>
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        From 1 star (poor) to 5 stars (excellent).
      </p>
      {fieldState.error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {fieldState.error.message}
        </p>
      ) : null}
    </fieldset>
  );
}

/** No stars chosen (the schema asks for them), no note, not requested again. */
const emptyRating: DefaultValues<RatingInput> = { note: "", requestAgain: false };

/**
 * The Rate dialog of a completed placement: 1–5 stars, an optional note the agency alone
 * reads, and "Request this person again". On success: the directory refreshes, a toast says so
 * and the dialog closes; the server's field messages show on their fields, other failures in a
 * toast.
 * @param entry the placement to rate, or null when closed.
 * @param onClose called when the dialog should close.
 */
export function RatePlacementDialog({
  entry,
  onClose,
}: {
  entry: StaffDirectoryEntry | null;
  onClose: () => void;
}) {
  const form = useZodForm(assignmentRatingSchema, { defaultValues: emptyRating });
  const { control, reset } = form;

  useEffect(() => {
    if (entry) reset(emptyRating);
  }, [entry, reset]);

  const mutation = useRateAssignment({
    onSuccess: () => {
      toast({
        title: "Rating saved",
        description: entry
          ? `Thank you. Your rating of ${entry.fullName} has been sent to the agency.`
          : "Thank you. Your rating has been sent to the agency.",
      });
      onClose();
    },
  });

  const submit = async (values: AssignmentRating) => {
    if (!entry) return;
    try {
      await mutation.mutateAsync({ id: entry.assignmentId, rating: values });
    } catch (error) {
      const parsed = applyServerFieldErrors(form.setError, error, assignmentRatingSchema);
      if (Object.keys(parsed.fieldErrors).length === 0) {
        toast({
          title: "Error",
          description: parsed.message || "We could not save your rating. Please try again.",
          variant: "destructive",
        });
        // A modal dialog hides the rest of the page, toasts included, from assistive technology.
        onClose();
      }
    }
  };

  const role = entry?.staffType ? staffTypeLabels[entry.staffType] : null;

  return (
    <Dialog
      open={entry !== null}
      onOpenChange={(open) => {
        if (!open && !mutation.isPending) onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rate {entry?.fullName ?? "this placement"}</DialogTitle>
          <DialogDescription>
            {entry
              ? `${role ? `${role} at ` : ""}${entry.propertyName}. You can rate each finished placement once.`
              : null}
          </DialogDescription>
        </DialogHeader>
        {entry ? (
          <Form {...form}>
            <form onSubmit={form.handleSubmit(submit)} noValidate className="grid gap-5">
              <StarRatingField control={control} />
              <FormTextareaField
                control={control}
                name="note"
                label="Private note (optional)"
                description="Seen by the agency only. The person you rate never reads it."
                rows={3}
                maxLength={2000}
              />
              <FormCheckboxField
                control={control}
                name="requestAgain"
                label="Request this person again"
              />
              <DialogFooter>
                <Button
                  type="button"
                  variant="outline"
                  onClick={onClose}
                  disabled={mutation.isPending}
                >
                  Cancel
                </Button>
                <Button type="submit" disabled={mutation.isPending}>
                  {mutation.isPending ? "Saving..." : "Save Rating"}
                </Button>
              </DialogFooter>
            </form>
          </Form>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

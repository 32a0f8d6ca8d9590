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
import { FormTextField } from "@/client/components/ui/form-fields";
import { toast } from "@/client/hooks/use-toast";
import { applyServerFieldErrors } from "@/client/lib/form-errors";
import type { Assignment } from "@/domain/api/assignment";
import { z } from "@/domain/zod";
import { assignmentRatesSchema, useSetAssignmentRates } from "../api/set-assignment-rates";

/** A rate box's text as the API's value: "" is not set, anything else a number (NaN: refused). */
const rateOf = (text: string) => (text.trim() === "" ? null : Number(text.trim()));

/** The dialog's fields (text, as typed) checked by the API's own schema and messages. */
const ratesFormSchema = z
  .object({ billRate: z.string(), payRate: z.string() })
  .transform((values) => ({ billRate: rateOf(values.billRate), payRate: rateOf(values.payRate) }))
  .pipe(assignmentRatesSchema);

/** A rate as the box shows it: "32.50", or "" when not set. */
const rateText = (rate: number | null | undefined) => (rate == null ? "" : rate.toFixed(2));

/**
 * The "Rates" editor of one assignment: bill rate (the client's price, its manager sees it)
 * and pay rate (the worker's, agency only), dollars per hour to the cent, either left empty for
 * not set. The API's messages show under the boxes; other failures in a toast.
 * @param assignment the assignment, or null while closed.
 */
export function AssignmentRatesDialog({
  requestId,
  assignment,
  onClose,
}: {
  requestId: number;
  assignment: Assignment | null;
  onClose: () => void;
}) {
  const form = useZodForm(ratesFormSchema, { defaultValues: { billRate: "", payRate: "" } });
  const save = useSetAssignmentRates(requestId);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the boxes start from each assignment's rates
  useEffect(() => {
    if (assignment) {
      form.reset({
        billRate: rateText(assignment.billRate),
        payRate: rateText(assignment.payRate),
      });
    }
  }, [assignment?.id]);

  const submit = form.handleSubmit(async (rates) => {
    if (!assignment) return;
    try {
      await save.mutateAsync({ id: assignment.id, rates });
      toast({
        title: "Rates saved",
        description: `${assignment.staff.fullName}'s timesheets now show these rates.`,
      });
      onClose();
    } catch (error) {
      const parsed = applyServerFieldErrors(form.setError, error, {
        shape: { billRate: true, payRate: true },
      });
      if (Object.keys(parsed.fieldErrors).length === 0) {
        toast({
          title: "The rates were not saved",
          description: parsed.message || "Please try again.",
          variant: "destructive",
        });
        onClose();
      }
    }
  });

  return (
    <Dialog
      open={assignment !== null}
      onOpenChange={(open) => {
        if (!open && !save.isPending) onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rates for {assignment?.staff.fullName}</DialogTitle>
          <DialogDescription>
            Dollars per hour, to the cent. Leave a box empty when the rate is not agreed yet.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form className="grid gap-4" onSubmit={submit} noValidate>
            <FormTextField
              control={form.control}
              name="billRate"
              label="Bill rate ($/h)"
              description="What the client pays. The property's manager sees it with the hours."
              inputMode="decimal"
              autoComplete="off"
            />
            <FormTextField
              control={form.control}
              name="payRate"
              label="Pay rate ($/h)"
              description="What the worker is paid. Only the agency sees it."
              inputMode="decimal"
              autoComplete="off"
            />
            <DialogFooter>
              <Button type="button" variant="outline" disabled={save.isPending} onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? "Saving..." : "Save rates"}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

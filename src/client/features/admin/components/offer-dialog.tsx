import { CircleCheck, CircleX } from "lucide-react";
import { useEffect, useState } from "react";
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
import { FormDateField, FormTextareaField } from "@/client/components/ui/form-fields";
import { toIsoDay } from "@/client/lib/dates";
import {
  type OfferedPerson,
  type OfferResult,
  offerTermsSchema,
  useOfferPosition,
} from "../api/create-assignment-offers";

/** "Ana Ruiz", "Ana Ruiz and Ben Cole", "Ana Ruiz, Ben Cole and Cy Diaz". */
function names(people: readonly Pick<OfferedPerson, "fullName">[]): string {
  const all = people.map((person) => person.fullName);
  if (all.length <= 1) return all.join("");
  return `${all.slice(0, -1).join(", ")} and ${all.at(-1)}`;
}

/**
 * The Offer position dialog of a request: start date (the request's, or today), end date
 * (optional; the request's), and a note the workers read. Sending posts one offer per chosen
 * person; the dialog then lists each result ("Offered to Ana Ruiz", or that person's refusal)
 * while the others still go through.
 * @param open whether the dialog is shown; `onOpenChange` closes it.
 * @param people the chosen candidates.
 * @param defaults the request's days (`YYYY-MM-DD` or null).
 * @param onOffered called after a send with the ids offered successfully (to clear them).
 */
export function OfferDialog({
  requestId,
  open,
  onOpenChange,
  people,
  defaults,
  onOffered,
}: {
  requestId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  people: readonly OfferedPerson[];
  defaults: { startDate: string | null; endDate: string | null };
  onOffered: (staffIds: number[]) => void;
}) {
  const initial = () => ({
    startDate: defaults.startDate ?? toIsoDay(new Date()),
    endDate: defaults.endDate ?? "",
    notes: "",
  });
  const form = useZodForm(offerTermsSchema, { defaultValues: initial() });
  const [results, setResults] = useState<OfferResult[] | null>(null);
  const offer = useOfferPosition(requestId);

  // Each opening starts from the request's days with no earlier results.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on opening only
  useEffect(() => {
    if (open) {
      form.reset(initial());
      setResults(null);
    }
  }, [open]);

  const submit = form.handleSubmit((terms) => {
    offer.mutate(
      { people, terms },
      {
        onSuccess: (outcome) => {
          setResults(outcome);
          onOffered(outcome.filter((result) => result.ok).map((result) => result.staffId));
        },
        onError: (error) =>
          setResults(people.map((person) => ({ ...person, ok: false, message: error.message }))),
      },
    );
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!offer.isPending) onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Offer position</DialogTitle>
          <DialogDescription>
            {results
              ? "Each person's offer was sent separately."
              : `Offer this work to ${names(people)}. Each person gets their own offer to accept or decline before its deadline.`}
          </DialogDescription>
        </DialogHeader>
        {results ? (
          <>
            <ul
              className="grid gap-2 text-sm"
              aria-label="Offer results"
              data-testid="offer-results"
            >
              {results.map((result) => (
                <li
                  key={result.staffId}
                  className={
                    result.ok
                      ? "flex items-start gap-2 text-green-800"
                      : "flex items-start gap-2 text-destructive"
                  }
                >
                  {result.ok ? (
                    <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  ) : (
                    <CircleX className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  )}
                  <span>
                    {result.ok
                      ? `Offered to ${result.fullName}`
                      : `${result.fullName}: ${result.message}`}
                  </span>
                </li>
              ))}
            </ul>
            <DialogFooter>
              <Button type="button" onClick={() => onOpenChange(false)}>
                Done
              </Button>
            </DialogFooter>
          </>
        ) : (
          <Form {...form}>
            <form className="grid gap-4" onSubmit={submit} noValidate>
              <div className="grid gap-4 sm:grid-cols-2">
                <FormDateField control={form.control} name="startDate" label="Start date" />
                <FormDateField
                  control={form.control}
                  name="endDate"
                  label="End date (optional)"
                  placeholder="Open-ended"
                />
              </div>
              <FormTextareaField
                control={form.control}
                name="notes"
                label="Note for the worker (optional)"
                description="Where to report, what to bring. Every person offered reads it."
                rows={3}
              />
              <DialogFooter>
                <Button
                  type="button"
                  variant="outline"
                  disabled={offer.isPending}
                  onClick={() => onOpenChange(false)}
                >
                  Cancel
                </Button>
                <Button type="submit" disabled={offer.isPending || people.length === 0}>
                  {offer.isPending
                    ? "Sending offers..."
                    : people.length === 1
                      ? "Send offer"
                      : `Send ${people.length} offers`}
                </Button>
              </DialogFooter>
            </form>
          </Form>
        )}
      </DialogContent>
    </Dialog>
  );
}

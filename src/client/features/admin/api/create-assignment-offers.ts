/**
 * POST /api/admin/staffing-requests/{id}/assignments, once per chosen person: the agency offers a
 * request's work to one or several staff members (docs/decisions/0017-placements.md). Each
 * offer stands alone: a refusal (an open assignment already, overlapping work…) does not stop
 * the others.
 */
import { useMutation } from "@tanstack/react-query";
import { apiJson, parseApiError } from "@/client/lib/api";
import type { Assignment } from "@/domain/api/assignment";
import { z } from "@/domain/zod";
import type { Candidate } from "./get-candidates";
import { useRefreshPlacements } from "./refresh-placements";

/**
 * The offer dialog's values, with the API's messages (src/domain/assignment.ts): the days as
 * `YYYY-MM-DD` ("" for no end date) and a note the workers read ("" for none).
 */
export const offerTermsSchema = z
  .object({
    startDate: z.string().min(1, "Choose the start date"),
    endDate: z.string(),
    notes: z.string().trim().max(2000, "Notes must be at most 2000 characters"),
  })
  .refine((offer) => offer.endDate === "" || offer.endDate >= offer.startDate, {
    message: "End date cannot be before the start date",
    path: ["endDate"],
  });
export type OfferTerms = z.output<typeof offerTermsSchema>;

/** A person offered the work. */
export type OfferedPerson = Pick<Candidate, "staffId" | "fullName">;

/** The outcome of one offer of a batch: the person, and the assignment or the server's message. */
export type OfferResult =
  | (OfferedPerson & { ok: true; assignment: Assignment })
  | (OfferedPerson & { ok: false; message: string });

/**
 * Offers request `requestId` to every person of `people` at once, one POST each.
 * @returns each person's result, in the order given; never rejects.
 */
export async function offerToEach(
  requestId: number,
  people: readonly OfferedPerson[],
  terms: OfferTerms,
): Promise<OfferResult[]> {
  const notes = terms.notes.trim();
  const settled = await Promise.allSettled(
    people.map((person) =>
      apiJson<Assignment>("POST", `/api/admin/staffing-requests/${requestId}/assignments`, {
        staffId: person.staffId,
        startDate: terms.startDate,
        endDate: terms.endDate || null,
        ...(notes ? { notes } : {}),
      }),
    ),
  );
  return settled.map((outcome, index): OfferResult => {
    const person = people[index] as OfferedPerson;
    return outcome.status === "fulfilled"
      ? { ...person, ok: true, assignment: outcome.value }
      : {
          ...person,
          ok: false,
          message: parseApiError(outcome.reason).message || "The offer could not be sent.",
        };
  });
}

/** The batch offer of a request; refreshes the request, its list and its candidates after it. */
export function useOfferPosition(requestId: number) {
  const refresh = useRefreshPlacements();
  return useMutation<OfferResult[], Error, { people: readonly OfferedPerson[]; terms: OfferTerms }>(
    {
      mutationFn: ({ people, terms }) => offerToEach(requestId, people, terms),
      onSettled: () => refresh(requestId),
    },
  );
}

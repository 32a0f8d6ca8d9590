/**
 * The agency's placement calls (docs/decisions/0017-placements.md): the ranked candidates of a
 * request (GET /api/admin/staffing-requests/{id}/candidates), offers to one or several people
 * (POST …/{id}/assignments, one per person), cancelling (POST /api/admin/assignments/{id}/cancel)
 * and completing (POST …/{id}/complete) an assignment, and the staff account made from a hired
 * application (POST /api/admin/job-applications/{id}/account).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson, getJson, parseApiError } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import type { Assignment, candidateSchema, staffAccountSchema } from "@/domain/api/assignment";
import type { z } from "@/domain/zod";

/** A ranked candidate of a request, best match first. */
export type Candidate = z.input<typeof candidateSchema>;
/** The staff account made from a hired application, with the server's message. */
export type StaffAccount = z.input<typeof staffAccountSchema>;

/** What the agency offers: the days and a note the worker reads ("" for none). */
export interface OfferTerms {
  startDate: string;
  /** "" for open-ended work. */
  endDate: string;
  notes: string;
}

/** The outcome of one offer of a batch: the person, and the assignment or the server's message. */
export type OfferResult =
  | { staffId: number; fullName: string; ok: true; assignment: Assignment }
  | { staffId: number; fullName: string; ok: false; message: string };

/** The request's candidates as the server ranks them (up to 50). */
export function useCandidates(requestId: number, enabled = true) {
  return useQuery({
    queryKey: queryKeys.admin.staffingRequests.candidates(requestId),
    queryFn: ({ signal }) =>
      getJson<Candidate[]>(`/api/admin/staffing-requests/${requestId}/candidates`, { signal }),
    enabled,
  });
}

/** Refreshes whatever a placement change shows: the admin lists and details, the candidates. */
function useRefreshPlacements() {
  const queryClient = useQueryClient();
  return (requestId: number | null) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.staffingRequests.all }),
      requestId === null
        ? Promise.resolve()
        : queryClient.invalidateQueries({
            queryKey: queryKeys.admin.staffingRequests.candidates(requestId),
          }),
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.overview }),
      queryClient.invalidateQueries({ queryKey: queryKeys.assignments.all }),
    ]);
}

/**
 * Offers request `requestId` to every person of `people` at once, one POST each; a refusal of
 * one (already offered, overlapping work…) does not stop the others.
 * @returns each person's result, in the order given.
 */
export async function offerToEach(
  requestId: number,
  people: readonly Pick<Candidate, "staffId" | "fullName">[],
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
    const person = people[index] as Pick<Candidate, "staffId" | "fullName">;
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
  return useMutation<
    OfferResult[],
    Error,
    { people: readonly Pick<Candidate, "staffId" | "fullName">[]; terms: OfferTerms }
  >({
    mutationFn: ({ people, terms }) => offerToEach(requestId, people, terms),
    onSettled: () => refresh(requestId),
  });
}

/**
 * Cancels assignment `id` with `reason` (told to the worker, and to the manager when the person
 * had been confirmed).
 * @throws Error("409: ...") when it is no longer open, Error("<status>: <text>") otherwise.
 */
export function cancelAssignment({ id, reason }: { id: number; reason: string }) {
  return apiJson<Assignment>("POST", `/api/admin/assignments/${id}/cancel`, { reason });
}

/** The cancel mutation of one request's assignments. */
export function useCancelAssignment(
  requestId: number,
  options: { onSuccess?: (assignment: Assignment) => void; onError?: (error: Error) => void } = {},
) {
  const refresh = useRefreshPlacements();
  return useMutation<Assignment, Error, { id: number; reason: string }>({
    mutationFn: cancelAssignment,
    onSuccess: async (assignment) => {
      await refresh(requestId);
      options.onSuccess?.(assignment);
    },
    onError: options.onError,
  });
}

/**
 * Marks confirmed or active assignment `id` completed (its manager may then rate it).
 * @throws Error("409: ...") when it is not confirmed or active, Error("<status>: <text>") otherwise.
 */
export function completeAssignment(id: number) {
  return apiJson<Assignment>("POST", `/api/admin/assignments/${id}/complete`);
}

/** The complete mutation of one request's assignments. */
export function useCompleteAssignment(
  requestId: number,
  options: { onSuccess?: (assignment: Assignment) => void; onError?: (error: Error) => void } = {},
) {
  const refresh = useRefreshPlacements();
  return useMutation<Assignment, Error, number>({
    mutationFn: completeAssignment,
    onSuccess: async (assignment) => {
      await refresh(requestId);
      options.onSuccess?.(assignment);
    },
    onError: options.onError,
  });
}

/**
 * Makes the staff account of hired application `applicationId`; the applicant is e-mailed a link
 * to choose a password.
 * @throws Error("409: ...") when the application is not hired, already has its account, or an
 *   account uses its e-mail; Error("<status>: <text>") otherwise.
 */
export function createStaffAccount(applicationId: number) {
  return apiJson<StaffAccount>("POST", `/api/admin/job-applications/${applicationId}/account`);
}

/** The staff-account mutation; refreshes the admin users list after it. */
export function useCreateStaffAccount(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation<StaffAccount, Error, void>({
    mutationFn: () => createStaffAccount(applicationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.users.all }),
  });
}

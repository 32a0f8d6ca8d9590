/**
 * The assignments feature's public surface (docs/decisions/0017-placements.md): the reads of
 * GET /api/portal/assignments, the worker's answers to offers, the set-password call of a new
 * staff account, and the screens' components.
 */
export { answerOffer, type OfferAnswer, useAnswerOffer } from "./api/answer-offer";
export {
  type AssignmentListFilters,
  assignmentsUrl,
  getAssignmentsPreviewQueryOptions,
  useAssignmentsList,
  useAssignmentsPreview,
} from "./api/get-assignments";
export { type SetPasswordResult, setPassword, useSetPassword } from "./api/set-password";
export { useStaffProfile, useUpdateStaffProfile } from "./api/staff-profile";
export { AssignmentCard, assignmentRole } from "./components/assignment-card";
export { AssignmentList } from "./components/assignment-list";
export { EmergencyCalloutsCard } from "./components/emergency-callouts-card";
export { OfferActions } from "./components/offer-actions";
export { AskForNewLink, PASSWORD_RULES, SetPasswordForm } from "./components/set-password-form";
export { WorkerAssignments } from "./components/worker-assignments";
export {
  assignmentDates,
  byDeadline,
  byLatestChange,
  bySoonest,
} from "./utils/assignment-format";

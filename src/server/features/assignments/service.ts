/**
 * The rules of placements (docs/decisions/0017-placements.md): offering a request's work to staff
 * members, their answers, cancellation, completion, the manager's rating, and the periodic job
 * (offers expire, assignments start and end, emergency reminders). Each change runs in one
 * transaction with its timeline step, in-app notifications and outbox e-mails, so none is stored
 * without the others. Answers are results, never HTTP: the routes turn them into status codes.
 *
 * Status machine: offered → confirmed (worker accepts) | declined (worker declines) | expired
 * (OFFER_EXPIRY_HOURS without an answer); confirmed → active (start day reached) → completed (end
 * day passed, or the agency says so); offered, confirmed or active → cancelled (agency, with a
 * reason). Nothing leaves declined, expired, completed or cancelled.
 */
import { setImmediate } from "node:timers/promises";
import type { AssignmentOffer } from "../../../domain/assignment";
import {
  humanize,
  openAssignmentStatuses,
  type Role,
  type StaffAssignmentStatus,
  staffTypeLabels,
} from "../../../domain/enums";
import { paths } from "../../../domain/paths";
import type { Database, Transaction } from "../../db/client";
import { outboxRepository } from "../../mail/outbox";
import { type PlacementNoticeKind, placementNotice } from "../../mail/templates";
import type { DomainEvents } from "../events";
import { notificationsRepository } from "../notifications/repository";
import { staffingRequestsRepository } from "../staffing-requests/repository";
import {
  type AssignmentJoined,
  type AssignmentScope,
  assignmentsRepository,
  type PresentedAssignment,
  presentAssignment,
} from "./repository";

/** A refusal the routes answer as it is: its HTTP status, message and the field it is about. */
export interface Refusal {
  refused: 400 | 403 | 404 | 409;
  message: string;
  field?: string;
}

/** The outcome of a change: the assignment as the API shows it, or a refusal. */
export type AssignmentResult = { ok: true; assignment: PresentedAssignment } | Refusal;

/** Who acts: the signed-in user. */
interface Actor {
  id: number;
  role: Role;
}

/** What the placement rules need from the configuration. */
export interface PlacementSettings {
  publicUrl: string;
  /** The agency inbox (`AGENCY_NOTIFY_EMAIL`): told about answers and expiries. */
  agencyNotifyEmail: string;
  /** How long a worker has to answer an offer (OFFER_EXPIRY_HOURS), ms. */
  offerExpiryMs: number;
}

/**
 * Placements the periodic job moves per transaction (expiries, starts, completions), each with
 * its timeline entry, notification and mail. Smaller batches keep each transaction short, so
 * requests waiting for the database (on PGlite, its only connection) run between them: during a
 * catch-up of 10,000 placements, admin list reads took 44 ms (median), 375 ms at most
 * (docs/decisions/0017-placements.md).
 */
export const PLACEMENT_JOB_BATCH = 100;

const NOT_FOUND = "Assignment not found";
const REQUEST_NOT_FOUND = "Staffing request not found";
const openRequestStatuses = ["pending", "approved", "in_progress"] as const;

/** "from 2030-03-01 to 2030-03-31" / "from 2030-03-01 (no end date)". */
function daysText(start: string | null, end: string | null): string {
  return `from ${start ?? "an open start"}${end ? ` to ${end}` : " (no end date)"}`;
}

/**
 * Today's calendar day where the agency works (Florida, America/New_York) at `now`: an
 * assignment starts on and ends after the properties' own days, not UTC's.
 */
export function agencyDay(now: Date): string {
  return now.toLocaleDateString("en-CA", { timeZone: "America/New_York" });
}

/**
 * The placement rules on `db` (see the module comment).
 * @param settings the public URL (links in mail), the agency inbox and the offer expiry
 * @param events the domain events (emergency reminders to admins); omitted, reminders are
 *   claimed but nobody is told (scripts)
 */
export function assignmentsService(
  db: Database,
  settings: PlacementSettings,
  events?: DomainEvents,
) {
  const repo = assignmentsRepository(db);
  const requests = staffingRequestsRepository(db);
  const notifications = notificationsRepository(db);
  const outbox = outboxRepository(db);
  // The worker's and manager's screen of assignments (spec section 2 names /assignments).
  const link = paths.assignments.href();

  /** Tells `userId` in the app and at `email` (generic text, see templates) about `kind`. */
  async function tellUser(
    tx: Transaction,
    who: { userId: number; email: string | null },
    kind: PlacementNoticeKind,
    a: Pick<AssignmentJoined, "id" | "staffType">,
    message: string,
    type: "info" | "success" | "warning" = "info",
  ) {
    await notifications.add(tx, {
      userId: who.userId,
      title: `Assignment ${humanize(kind).toLowerCase()}`,
      message,
      type,
      link,
      relatedId: a.id,
      relatedType: "staff_assignment",
    });
    if (who.email) {
      await outbox.enqueue(tx, [
        {
          ...placementNotice(kind, a, settings.publicUrl),
          to: who.email,
          eventKey: `assignment.${kind}:${a.id}:user:${who.userId}`,
          preference: { userId: who.userId, kind: "placements" },
        },
      ]);
    }
  }

  /** Tells every admin in the app, and the agency inbox by e-mail, about `kind`. */
  async function tellAgency(
    tx: Transaction,
    kind: PlacementNoticeKind,
    a: Pick<AssignmentJoined, "id" | "staffType" | "requestId">,
    message: string,
  ) {
    await notifications.addForAdmins(tx, {
      title: `Offer ${kind}`,
      message,
      type: kind === "accepted" ? "success" : "warning",
      link: a.requestId ? paths.admin.staffingRequest.href(a.requestId) : null,
      relatedId: a.id,
      relatedType: "staff_assignment",
    });
    await outbox.enqueue(tx, [
      {
        ...placementNotice(kind, a, settings.publicUrl),
        to: settings.agencyNotifyEmail,
        eventKey: `assignment.${kind}:${a.id}:agency`,
      },
    ]);
  }

  /** E-mail address of user `id` (null when the account is gone). */
  const emailOf = (tx: Transaction, id: number | null) => repo.emailOfUser(tx, id);

  /** The joined assignment `id` read again in `tx`, presented. */
  async function reread(tx: Transaction, id: number, withNote = false) {
    const row = await repo.findById(id, tx);
    if (!row) throw new Error("assignment vanished inside its own transaction");
    return presentAssignment(row, withNote);
  }

  /** The overlap refusal of `staffName`'s confirmed/active assignment `clash`. */
  const overlapRefusal = (
    staffName: string,
    clash: { startDate: string | null; endDate: string | null; propertyName: string },
  ): Refusal => ({
    refused: 409,
    message: `${staffName} already works at ${clash.propertyName} ${daysText(clash.startDate, clash.endDate)}: the dates overlap.`,
  });

  /**
   * A worker's answer: only the offered worker sees the offer (anyone else: 404); only an open
   * offer before its deadline can be answered (409). Accepting re-checks the overlap rule.
   */
  async function answer(
    actor: Actor,
    id: number,
    accept: boolean,
    now: Date,
  ): Promise<AssignmentResult> {
    const found = await repo.findById(id);
    if (!found || found.staffId !== actor.id) return { refused: 404, message: NOT_FOUND };
    if (found.status !== "offered") {
      return {
        refused: 409,
        message: `This offer is no longer open: it is ${humanize(found.status).toLowerCase()}.`,
      };
    }
    if (found.expiresAt && found.expiresAt <= now) {
      return { refused: 409, message: "This offer has expired. Ask the agency for a new one." };
    }
    return repo.transaction(async (tx) => {
      await repo.lockStaffUser(tx, actor.id);
      if (accept) {
        const clash = await repo.overlapping(tx, actor.id, found.startDate, found.endDate, id);
        if (clash) return overlapRefusal("You", clash) as Refusal;
      }
      const to: StaffAssignmentStatus = accept ? "confirmed" : "declined";
      const row = await repo.transition(tx, id, ["offered"], to, { expiresAt: null });
      if (!row) return { refused: 409, message: "This offer was just answered or withdrawn." };
      await repo.addEvent(tx, {
        assignmentId: id,
        requestId: found.requestId,
        actorId: actor.id,
        fromStatus: "offered",
        toStatus: to,
        note: null,
      });
      const role = found.staffType ? staffTypeLabels[found.staffType] : "staff";
      await tellAgency(
        tx,
        accept ? "accepted" : "declined",
        found,
        `${found.staffName} ${accept ? "accepted" : "declined"} the offer (${role}) at ${found.propertyName} ${daysText(found.startDate, found.endDate)}.`,
      );
      if (accept && found.propertyOwnerId !== null) {
        await tellUser(
          tx,
          { userId: found.propertyOwnerId, email: await emailOf(tx, found.propertyOwnerId) },
          "confirmed",
          found,
          `${found.staffName} (${role}) is confirmed at ${found.propertyName} ${daysText(found.startDate, found.endDate)}.`,
          "success",
        );
      }
      return { ok: true as const, assignment: await reread(tx, id) };
    });
  }

  return {
    /**
     * Offers request `requestId`'s work to staff member `offer.staffId` (POST
     * /api/admin/staffing-requests/{id}/assignments). Refusals: 404 no such request; 409 a
     * finished request, or one without a property (public-form requests: link a property
     * first); 400 not a staff account; 409 that person already has an open assignment on this
     * request, or a confirmed/active one elsewhere whose days meet these. The offer expires after
     * OFFER_EXPIRY_HOURS; it counts as the agency's response to an emergency. The worker is told
     * in the app and by e-mail.
     */
    async offer(
      actor: Actor,
      requestId: number,
      offer: AssignmentOffer,
      now = new Date(),
    ): Promise<AssignmentResult> {
      const request = await requests.findById(requestId);
      if (!request) return { refused: 404, message: REQUEST_NOT_FOUND };
      if (!(openRequestStatuses as readonly string[]).includes(request.status)) {
        return {
          refused: 409,
          message: `This request is ${humanize(request.status).toLowerCase()}: it can no longer be filled.`,
        };
      }
      const propertyId = request.propertyId;
      if (propertyId === null) {
        return {
          refused: 409,
          message:
            "This request has no property (it came from the public form). Staff can only be placed at a property of a portal account.",
        };
      }
      return repo.transaction(async (tx): Promise<AssignmentResult> => {
        const staff = await repo.lockStaffUser(tx, offer.staffId);
        if (!staff) {
          return {
            refused: 400,
            message: "Choose a staff account: this user is not a staff member",
            field: "staffId",
          };
        }
        const open = await repo.openOnRequest(tx, staff.id, requestId);
        if (open) {
          return {
            refused: 409,
            message: `${staff.fullName} already has an open assignment on this request (${humanize(open.status).toLowerCase()}). Cancel it first to replace it.`,
          };
        }
        const clash = await repo.overlapping(tx, staff.id, offer.startDate, offer.endDate);
        if (clash) return overlapRefusal(staff.fullName, clash);
        const row = await repo.insert(tx, {
          staffId: staff.id,
          propertyId,
          managerId: request.userId,
          requestId,
          startDate: offer.startDate,
          endDate: offer.endDate,
          notes: offer.notes,
          status: "offered",
          expiresAt: new Date(now.getTime() + settings.offerExpiryMs),
        });
        await repo.addEvent(tx, {
          assignmentId: row.id,
          requestId,
          actorId: actor.id,
          fromStatus: null,
          toStatus: "offered",
          note: `Offered to ${staff.fullName} ${daysText(offer.startDate, offer.endDate)}`,
        });
        await requests.markResponded(tx, requestId);
        await tellUser(
          tx,
          { userId: staff.id, email: staff.email },
          "offered",
          { id: row.id, staffType: request.staffType },
          `New offer: ${staffTypeLabels[request.staffType]} at ${request.propertyName ?? request.companyName} ${daysText(offer.startDate, offer.endDate)}. Answer before ${row.expiresAt?.toISOString()}.`,
        );
        return { ok: true, assignment: await reread(tx, row.id, true) };
      });
    },

    /** The offered worker accepts (→ confirmed); see {@link answer}. The manager is told. */
    accept(actor: Actor, id: number, now = new Date()) {
      return answer(actor, id, true, now);
    },

    /** The offered worker declines (→ declined); see {@link answer}. */
    decline(actor: Actor, id: number, now = new Date()) {
      return answer(actor, id, false, now);
    },

    /**
     * The agency cancels an open assignment (offered, confirmed, active) with `reason`; the
     * worker is told, and the manager when the person had been confirmed. 404 unknown; 409 not
     * open any more.
     */
    async cancel(actor: Actor, id: number, reason: string): Promise<AssignmentResult> {
      const found = await repo.findById(id);
      if (!found) return { refused: 404, message: NOT_FOUND };
      if (!(openAssignmentStatuses as readonly string[]).includes(found.status)) {
        return {
          refused: 409,
          message: `This assignment is ${humanize(found.status).toLowerCase()}: only an open one can be cancelled.`,
        };
      }
      return repo.transaction(async (tx): Promise<AssignmentResult> => {
        const row = await repo.transition(tx, id, [found.status], "cancelled", {
          cancelReason: reason,
          expiresAt: null,
        });
        if (!row) return { refused: 409, message: "This assignment was just changed. Reload it." };
        await repo.addEvent(tx, {
          assignmentId: id,
          requestId: found.requestId,
          actorId: actor.id,
          fromStatus: found.status,
          toStatus: "cancelled",
          note: reason,
        });
        const message = `The assignment at ${found.propertyName} ${daysText(found.startDate, found.endDate)} was cancelled: ${reason}`;
        await tellUser(
          tx,
          { userId: found.staffId, email: await emailOf(tx, found.staffId) },
          "cancelled",
          found,
          message,
          "warning",
        );
        if (found.status !== "offered" && found.propertyOwnerId !== null) {
          await tellUser(
            tx,
            { userId: found.propertyOwnerId, email: await emailOf(tx, found.propertyOwnerId) },
            "cancelled",
            found,
            `${found.staffName}: ${message}`,
            "warning",
          );
        }
        return { ok: true, assignment: await reread(tx, id, true) };
      });
    },

    /**
     * The agency marks confirmed or active work completed (before its end date, or without
     * one); the manager is told they can rate it. 404 unknown; 409 from any other status.
     */
    async complete(actor: Actor, id: number): Promise<AssignmentResult> {
      const found = await repo.findById(id);
      if (!found) return { refused: 404, message: NOT_FOUND };
      if (found.status !== "confirmed" && found.status !== "active") {
        return {
          refused: 409,
          message: `This assignment is ${humanize(found.status).toLowerCase()}: only confirmed or active work can be completed.`,
        };
      }
      return repo.transaction(async (tx): Promise<AssignmentResult> => {
        const row = await repo.transition(tx, id, [found.status], "completed");
        if (!row) return { refused: 409, message: "This assignment was just changed. Reload it." };
        await repo.addEvent(tx, {
          assignmentId: id,
          requestId: found.requestId,
          actorId: actor.id,
          fromStatus: found.status,
          toStatus: "completed",
          note: null,
        });
        await tellManagerCompleted(tx, found);
        return { ok: true, assignment: await reread(tx, id, true) };
      });
    },

    /**
     * The property's manager rates completed work once (POST /api/portal/assignments/{id}/rating):
     * 404 for anyone but the manager of the assignment's property; 409 before it is completed or
     * when it was already rated. The note is the agency's only.
     */
    async rate(
      actor: Actor,
      id: number,
      rating: { rating: number; note: string | null; requestAgain: boolean },
    ): Promise<AssignmentResult> {
      const found = await repo.findById(id);
      if (!found || actor.role !== "property_manager" || found.propertyOwnerId !== actor.id) {
        return { refused: 404, message: NOT_FOUND };
      }
      if (found.status !== "completed") {
        return { refused: 409, message: "Only completed work can be rated." };
      }
      if (found.ratedAt) return { refused: 409, message: "You already rated this assignment." };
      return repo.transaction(async (tx): Promise<AssignmentResult> => {
        const row = await repo.rate(tx, id, rating);
        if (!row) return { refused: 409, message: "You already rated this assignment." };
        await repo.addEvent(tx, {
          assignmentId: id,
          requestId: found.requestId,
          actorId: actor.id,
          fromStatus: "completed",
          toStatus: "completed",
          note: `Rated ${rating.rating}/5${rating.requestAgain ? ", request again" : ""}${rating.note ? `: ${rating.note}` : ""}`,
        });
        return { ok: true, assignment: await reread(tx, id) };
      });
    },

    /** Whose assignments `actor` may list: staff their own, managers their properties', admins all. */
    scopeOf(actor: Actor): AssignmentScope {
      if (actor.role === "admin") return { kind: "all" };
      if (actor.role === "property_manager") return { kind: "manager", userId: actor.id };
      return { kind: "staff", userId: actor.id };
    },

    /**
     * The periodic job, once, at `now` (docs/decisions/0017-placements.md): expires unanswered
     * offers (the agency is told), starts confirmed work whose day has come, completes work whose
     * end day has passed (the manager is told they can rate it), and sends each emergency's
     * half-time reminder. Every step is one UPDATE … WHERE <not yet done> … RETURNING with its
     * notifications in the same transaction, so several instances running it at once never do a
     * step (or send its mail) twice. The placement steps claim `batchSize` rows per transaction
     * and go on until fewer are due: after a long outage the backlog is caught up in short
     * transactions, with the event loop free between them, so the server keeps answering (on
     * PGlite, one transaction holds the only connection).
     * @param batchSize rows per transaction (default {@link PLACEMENT_JOB_BATCH})
     * @returns how many of each it did
     */
    async runJobs(now = new Date(), batchSize = PLACEMENT_JOB_BATCH) {
      const today = agencyDay(now);
      const jobStep = batchedJobStep(batchSize);
      const expired = await jobStep(
        (tx, limit) => repo.expireOffers(tx, now, limit),
        { fromStatus: "offered", toStatus: "expired", note: null },
        (tx, joined) =>
          tellAgency(
            tx,
            "expired",
            joined,
            `The offer to ${joined.staffName} at ${joined.propertyName} expired without an answer.`,
          ),
      );
      const started = await jobStep((tx, limit) => repo.startDue(tx, today, limit), {
        fromStatus: "confirmed",
        toStatus: "active",
        note: null,
      });
      const completed = await jobStep(
        (tx, limit) => repo.completeDue(tx, today, limit),
        { fromStatus: null, toStatus: "completed", note: "End date passed" },
        tellManagerCompleted,
      );
      const reminded = await requests.transaction(async (tx) => {
        const rows = await requests.claimEmergencyReminders(tx, now);
        for (const row of rows) {
          if (row.emergency)
            await events?.emergencyReminder(tx, {
              ...row,
              hasOwner: row.userId !== null,
              emergency: row.emergency,
            });
        }
        return rows.length;
      });
      return { expired, started, completed, reminded };
    },
  };

  /**
   * One step of the periodic job, `batchSize` rows per transaction until fewer are due: `claim`
   * moves up to `limit` due rows (one UPDATE … RETURNING), each gets its timeline `step` (by
   * nobody: the job) and `after` (who is told) in the same transaction. Between batches the
   * event loop runs what is waiting, so requests queued for the database are not held up.
   * @returns a step function that returns how many rows it moved
   */
  function batchedJobStep(batchSize: number) {
    return async (
      claim: (
        tx: Transaction,
        limit: number,
      ) => Promise<Array<{ id: number; requestId: number | null }>>,
      step: {
        fromStatus: StaffAssignmentStatus | null;
        toStatus: StaffAssignmentStatus;
        note: string | null;
      },
      after?: (tx: Transaction, joined: AssignmentJoined) => Promise<void>,
    ): Promise<number> => {
      let moved = 0;
      for (;;) {
        const claimed = await repo.transaction(async (tx) => {
          const rows = await claim(tx, batchSize);
          for (const row of rows) {
            await repo.addEvent(tx, {
              assignmentId: row.id,
              requestId: row.requestId,
              actorId: null,
              ...step,
            });
            const joined = after ? await repo.findById(row.id, tx) : undefined;
            if (after && joined) await after(tx, joined);
          }
          return rows.length;
        });
        moved += claimed;
        if (claimed < batchSize) return moved;
        await setImmediate();
      }
    };
  }

  /** Tells the property's manager that work is complete and can be rated. */
  async function tellManagerCompleted(tx: Transaction, found: AssignmentJoined) {
    if (found.propertyOwnerId === null) return;
    await tellUser(
      tx,
      { userId: found.propertyOwnerId, email: await emailOf(tx, found.propertyOwnerId) },
      "completed",
      found,
      `${found.staffName}'s work at ${found.propertyName} is complete. You can rate it.`,
      "success",
    );
  }
}

/**
 * The rules of timesheets (docs/decisions/0019-timesheets.md). A worker logs a week of hours per
 * assignment (Monday to Sunday, America/New_York), saves it as a draft and submits it; the
 * property's manager (or an admin) approves it, in the portal or with the single-use link mailed
 * at submission, or disputes it with a note, which returns it to the worker; the agency locks
 * approved weeks. Each change runs in one transaction with its history step, in-app notices and
 * outbox e-mails. Answers are results, never HTTP: the routes turn them into status codes.
 *
 * Status machine: draft → submitted (worker) → approved | disputed (manager or admin);
 * disputed → submitted (worker, after correcting); approved → disputed (admin only, a correction
 * before payroll); approved → locked (admin; `locked_at`, nothing changes after it).
 */
import { createHash, randomBytes } from "node:crypto";
import type { AssignmentRates } from "../../../domain/api/timesheet";
import type { Role } from "../../../domain/enums";
import { paths } from "../../../domain/paths";
import {
  checkTimesheetDays,
  minutesToHours,
  overtimeByDay,
  shiftMinutes,
  type TimesheetDaysInput,
  type TimesheetStatus,
  weekDays,
  weekStartOf,
} from "../../../domain/timesheet";
import type { Database, Transaction } from "../../db/client";
import { outboxRepository } from "../../mail/outbox";
import {
  agencyTimesheetDisputed,
  timesheetAnswered,
  timesheetReference,
  timesheetSubmitted,
} from "../../mail/templates";
import { agencyDay } from "../assignments/service";
import { notificationsRepository } from "../notifications/repository";
import {
  type StoredDay,
  type TimesheetJoined,
  type TimesheetScope,
  timesheetsRepository,
} from "./repository";

/** A refusal the routes answer as it is: its HTTP status, message and field errors. */
export interface TimesheetRefusal {
  refused: 400 | 403 | 404 | 409;
  message: string;
  fields?: Record<string, string>;
}

/** Who acts: the signed-in user (or, for the mailed link, the manager it was sent to). */
export interface Actor {
  id: number;
  role: Role;
}

/** What the timesheet rules need from the configuration. */
export interface TimesheetSettings {
  publicUrl: string;
  /** The agency inbox (`AGENCY_NOTIFY_EMAIL`): told about disputes. */
  agencyNotifyEmail: string;
}

/** How long a mailed approval link works. */
export const APPROVAL_LINK_MS = 7 * 24 * 60 * 60 * 1000;

const NOT_FOUND = "Timesheet not found";
const LOCKED = "This week is locked by the agency: its hours can no longer change";

/** SHA-256 (hex) of an approval link's token: only this is stored. */
export function approvalTokenHash(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** Dollars per hour from cents (null stays null). */
const dollars = (cents: number | null) => (cents === null ? null : cents / 100);
/** Cents from dollars per hour, rounded to the cent (null stays null). */
const cents = (value: number | null) => (value === null ? null : Math.round(value * 100));

/**
 * A timesheet as the API answers it: the seven days of its week (start/end null when not worked),
 * hours and overtime, rates by role (`billRate` to the property's manager and admins, `payRate` to
 * admins; staff see neither).
 */
export function presentTimesheet(
  row: TimesheetJoined,
  days: StoredDay[],
  overtime: Map<string, number>,
  viewer: Role,
) {
  const own = new Map(days.filter((d) => d.timesheetId === row.id).map((d) => [d.date, d]));
  let total = 0;
  let overtimeTotal = 0;
  const week = weekDays(row.weekStart).map((date) => {
    const day = own.get(date);
    const minutes = day?.minutes ?? 0;
    const extra = day ? (overtime.get(`${row.id}:${date}`) ?? 0) : 0;
    total += minutes;
    overtimeTotal += extra;
    return {
      date,
      start: day?.startTime ?? null,
      end: day?.endTime ?? null,
      breakMinutes: day?.breakMinutes ?? 0,
      hours: minutesToHours(minutes),
      overtimeHours: minutesToHours(extra),
    };
  });
  return {
    id: row.id,
    assignmentId: row.assignmentId,
    weekStart: row.weekStart,
    status: row.status,
    days: week,
    totalHours: minutesToHours(total),
    regularHours: minutesToHours(total - overtimeTotal),
    overtimeHours: minutesToHours(overtimeTotal),
    staff: { id: row.staffId, fullName: row.staffName },
    property: { id: row.propertyId, name: row.propertyName, city: row.propertyCity },
    staffType: row.staffType,
    assignmentStart: row.assignmentStart,
    assignmentEnd: row.assignmentEnd,
    submittedAt: row.submittedAt,
    approvedAt: row.approvedAt,
    approvedBy: row.approverName ? { fullName: row.approverName } : null,
    approvedVia: row.approvedVia,
    disputeNote: row.disputeNote,
    lockedAt: row.lockedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    ...(viewer === "staff" ? {} : { billRate: dollars(row.billRateCents) }),
    ...(viewer === "admin" ? { payRate: dollars(row.payRateCents) } : {}),
  };
}
export type PresentedTimesheet = ReturnType<typeof presentTimesheet>;

/** The outcome of a change: the timesheet as the API shows it, or a refusal. */
export type TimesheetResult = { ok: true; timesheet: PresentedTimesheet } | TimesheetRefusal;

/**
 * The timesheet rules on `db` (see the module comment).
 * @param settings the public URL (links in mail) and the agency inbox
 * @param now the clock (tests move it)
 */
export function timesheetsService(
  db: Database,
  settings: TimesheetSettings,
  now: () => Date = () => new Date(),
) {
  const repo = timesheetsRepository(db);
  const notifications = notificationsRepository(db);
  const outbox = outboxRepository(db);

  /** Whether `actor` may see timesheet `row` (the scope of the list, for one row). */
  function maySee(actor: Actor, row: TimesheetJoined): boolean {
    if (actor.role === "admin") return true;
    if (actor.role === "staff") return row.staffId === actor.id;
    return row.propertyOwnerId === actor.id && row.status !== "draft";
  }

  /** Whether `actor` may approve or dispute `row`: its property's manager, or an admin. */
  function mayAnswer(actor: Actor, row: TimesheetJoined): boolean {
    return (
      actor.role === "admin" ||
      (actor.role === "property_manager" && row.propertyOwnerId === actor.id)
    );
  }

  /** The presented timesheets of `rows`, with their days and the workers' week overtime. */
  async function present(rows: TimesheetJoined[], viewer: Role, tx?: Transaction) {
    const [days, weekDaysOfWorkers] = await Promise.all([
      repo.daysOf(
        rows.map((row) => row.id),
        tx,
      ),
      repo.workerWeekDays(
        rows.map((row) => ({ staffId: row.staffId, weekStart: row.weekStart })),
        tx,
      ),
    ]);
    const overtime = overtimeByDay(weekDaysOfWorkers);
    return rows.map((row) => presentTimesheet(row, days, overtime, viewer));
  }

  /** Timesheet `id` read again in `tx` and presented for `viewer`. */
  async function reread(tx: Transaction, id: number, viewer: Role): Promise<TimesheetResult> {
    const row = await repo.findById(id, tx);
    if (!row) throw new Error("timesheet vanished inside its own transaction");
    const [timesheet] = await present([row], viewer, tx);
    if (!timesheet) throw new Error("timesheet could not be presented");
    return { ok: true, timesheet };
  }

  /** Tells `userId` in the app and by e-mail (fixed text) that their week was answered. */
  async function tellWorker(tx: Transaction, row: TimesheetJoined, kind: "approved" | "disputed") {
    await notifications.add(tx, {
      userId: row.staffId,
      title: kind === "approved" ? "Timesheet approved" : "Timesheet disputed",
      message:
        kind === "approved"
          ? `Your hours at ${row.propertyName} for the week of ${row.weekStart} were approved.`
          : `Your hours at ${row.propertyName} for the week of ${row.weekStart} were disputed. Read the note, correct the week and submit it again.`,
      type: kind === "approved" ? "success" : "warning",
      link: paths.timesheet.href({ week: row.weekStart }),
      relatedId: row.id,
      relatedType: "timesheet",
    });
    const contact = await repo.contactOf(tx, row.staffId);
    if (contact?.email) {
      await outbox.enqueue(tx, [
        {
          ...timesheetAnswered(kind, row.id, row.weekStart, settings.publicUrl),
          to: contact.email,
          eventKey: `timesheet.${kind}:${row.id}:${now().getTime()}`,
          preference: { userId: row.staffId, kind: "timesheets" },
        },
      ]);
    }
  }

  return {
    /** Whose timesheets `actor` lists. */
    scopeOf(actor: Actor): TimesheetScope {
      if (actor.role === "staff") return { kind: "staff", userId: actor.id };
      if (actor.role === "property_manager") return { kind: "manager", userId: actor.id };
      return { kind: "all" };
    },

    /** Today where the agency works, `YYYY-MM-DD`. */
    today(): string {
      return agencyDay(now());
    },

    /**
     * Before a worker's list of a week: makes the drafts of that week (the current week when
     * `week` is absent) for their assignments that meet it.
     * @returns the week's Monday
     */
    async prepareWorkerWeek(actor: Actor, week: string | undefined): Promise<string> {
      const weekStart = weekStartOf(week ?? agencyDay(now()));
      await repo.ensureDrafts(actor.id, weekStart);
      return weekStart;
    },

    present,

    /** Timesheet `id` if `actor` may see it, else a 404 refusal. */
    async view(actor: Actor, id: number): Promise<TimesheetResult> {
      const row = await repo.findById(id);
      if (!row || !maySee(actor, row)) return { refused: 404, message: NOT_FOUND };
      const [timesheet] = await present([row], actor.role);
      return timesheet ? { ok: true, timesheet } : { refused: 404, message: NOT_FOUND };
    },

    /** The history of timesheet `id` if `actor` may see it. */
    async history(actor: Actor, id: number) {
      const row = await repo.findById(id);
      if (!row || !maySee(actor, row)) return { refused: 404 as const, message: NOT_FOUND };
      const events = await repo.history(id);
      return {
        ok: true as const,
        events: events.map(({ actorName, ...event }) => ({
          ...event,
          changes: (event.changes ?? null) as Array<{
            date: string;
            before: { start: string; end: string; breakMinutes: number } | null;
            after: { start: string; end: string; breakMinutes: number } | null;
          }> | null,
          actor: actorName ? { fullName: actorName } : null,
        })),
      };
    },

    /**
     * Saves the days of timesheet `id` (the worker's own, or an admin on the worker's behalf)
     * while it is a draft or disputed and not locked. Days not sent have no hours. Hours may not
     * be logged for a future day or outside the assignment's days (400 with the field's message).
     */
    async save(actor: Actor, id: number, input: TimesheetDaysInput): Promise<TimesheetResult> {
      const found = await repo.findById(id);
      const mayEdit =
        found && (actor.role === "admin" || (actor.role === "staff" && found.staffId === actor.id));
      if (!found || !mayEdit) return { refused: 404, message: NOT_FOUND };
      if (found.lockedAt) return { refused: 409, message: LOCKED };
      if (found.status !== "draft" && found.status !== "disputed") {
        return {
          refused: 409,
          message: "This week was submitted: it can change only if it is returned to you",
        };
      }
      const fields = checkTimesheetDays(input, {
        weekStart: found.weekStart,
        today: agencyDay(now()),
        assignmentStart: found.assignmentStart,
        assignmentEnd: found.assignmentEnd,
      });
      const [firstField] = Object.values(fields);
      if (firstField) return { refused: 400, message: firstField, fields };

      const worked = input.days
        .filter((day) => day.start !== null && day.end !== null)
        .map((day) => ({
          date: day.date,
          startTime: day.start as string,
          endTime: day.end as string,
          breakMinutes: day.breakMinutes,
          minutes: shiftMinutes(day.date, day.start as string, day.end as string, day.breakMinutes),
        }));
      return repo.transaction(async (tx) => {
        const before = new Map((await repo.daysOf([id], tx)).map((d) => [d.date, d]));
        const after = new Map(worked.map((d) => [d.date, d]));
        const values = (
          d: { startTime: string; endTime: string; breakMinutes: number } | undefined,
        ) => (d ? { start: d.startTime, end: d.endTime, breakMinutes: d.breakMinutes } : null);
        const changes = weekDays(found.weekStart)
          .map((date) => ({
            date,
            before: values(before.get(date)),
            after: values(after.get(date)),
          }))
          .filter((c) => JSON.stringify(c.before) !== JSON.stringify(c.after));
        // The status is checked again under the write: a submit racing this save wins or loses whole.
        const still = await repo.transition(tx, id, ["draft", "disputed"], {});
        if (!still)
          return { refused: 409, message: "This week changed meanwhile. Reload it and try again." };
        await repo.replaceDays(tx, id, worked);
        if (changes.length > 0) {
          await repo.addEvent(tx, { timesheetId: id, actorId: actor.id, action: "saved", changes });
        }
        return reread(tx, id, actor.role);
      });
    },

    /**
     * The worker submits their week (draft or disputed → submitted): the property's manager is
     * told in the app and mailed a single-use approval link valid 7 days.
     */
    async submit(actor: Actor, id: number): Promise<TimesheetResult> {
      const found = await repo.findById(id);
      if (!found || actor.role !== "staff" || found.staffId !== actor.id) {
        return { refused: 404, message: NOT_FOUND };
      }
      if (found.lockedAt) return { refused: 409, message: LOCKED };
      if (found.status !== "draft" && found.status !== "disputed") {
        return { refused: 409, message: "This week is already submitted" };
      }
      const at = now();
      return repo.transaction(async (tx) => {
        const changed = await repo.transition(tx, id, ["draft", "disputed"], {
          status: "submitted",
          submittedAt: at,
        });
        if (!changed) return { refused: 409, message: "This week is already submitted" };
        await repo.addEvent(tx, {
          timesheetId: id,
          actorId: actor.id,
          action: "submitted",
          fromStatus: found.status,
          toStatus: "submitted",
        });
        const manager = await repo.contactOf(tx, found.propertyOwnerId);
        if (found.propertyOwnerId !== null && manager) {
          await notifications.add(tx, {
            userId: found.propertyOwnerId,
            title: "Hours to approve",
            message: `${found.staffName} submitted their hours at ${found.propertyName} for the week of ${found.weekStart}.`,
            type: "info",
            link: paths.timesheets.href({ week: found.weekStart }),
            relatedId: id,
            relatedType: "timesheet",
          });
          const token = randomBytes(32).toString("base64url");
          await repo.addApprovalToken(tx, {
            tokenHash: approvalTokenHash(token),
            timesheetId: id,
            managerId: found.propertyOwnerId,
            expiresAt: new Date(at.getTime() + APPROVAL_LINK_MS),
            createdAt: at,
          });
          if (manager.email) {
            await outbox.enqueue(tx, [
              {
                ...timesheetSubmitted(
                  id,
                  found.weekStart,
                  `${settings.publicUrl}/timesheet-approval?token=${token}`,
                ),
                to: manager.email,
                eventKey: `timesheet.submitted:${id}:${at.getTime()}`,
                preference: { userId: found.propertyOwnerId, kind: "timesheets" },
              },
            ]);
          }
        }
        return reread(tx, id, actor.role);
      });
    },

    /**
     * Approves a submitted week: its property's manager or an admin (`via` "portal"), or the
     * manager the mailed link was sent to (`via` "email"). The worker is told.
     */
    async approve(actor: Actor, id: number, via: "portal" | "email" = "portal", tx?: Transaction) {
      const run = async (t: Transaction): Promise<TimesheetResult> => {
        const found = await repo.findById(id, t);
        if (!found || !mayAnswer(actor, found) || !maySee(actor, found)) {
          return { refused: 404, message: NOT_FOUND };
        }
        if (found.lockedAt) return { refused: 409, message: LOCKED };
        if (found.status !== "submitted") {
          return {
            refused: 409,
            message: `This week is ${found.status}: only a submitted week can be approved`,
          };
        }
        const changed = await repo.transition(t, id, ["submitted"], {
          status: "approved",
          approvedAt: now(),
          approvedById: actor.id,
          approvedVia: via,
          disputeNote: null,
        });
        if (!changed)
          return { refused: 409, message: "This week changed meanwhile. Reload it and try again." };
        await repo.addEvent(t, {
          timesheetId: id,
          actorId: actor.id,
          action: "approved",
          fromStatus: "submitted",
          toStatus: "approved",
          note: via === "email" ? "Approved from the e-mailed link" : null,
        });
        await tellWorker(t, found, "approved");
        return reread(t, id, actor.role);
      };
      return tx ? run(tx) : repo.transaction(run);
    },

    /**
     * Disputes a week with a note (submitted → disputed; an admin may also return an approved,
     * unlocked week): it goes back to the worker, and the agency is told.
     */
    async dispute(actor: Actor, id: number, note: string): Promise<TimesheetResult> {
      const found = await repo.findById(id);
      if (!found || !mayAnswer(actor, found) || !maySee(actor, found)) {
        return { refused: 404, message: NOT_FOUND };
      }
      if (found.lockedAt) return { refused: 409, message: LOCKED };
      const from: TimesheetStatus[] =
        actor.role === "admin" ? ["submitted", "approved"] : ["submitted"];
      if (!from.includes(found.status)) {
        return {
          refused: 409,
          message: `This week is ${found.status}: only a submitted week can be disputed`,
        };
      }
      return repo.transaction(async (tx) => {
        const changed = await repo.transition(tx, id, from, {
          status: "disputed",
          disputeNote: note,
          approvedAt: null,
          approvedById: null,
          approvedVia: null,
        });
        if (!changed)
          return { refused: 409, message: "This week changed meanwhile. Reload it and try again." };
        await repo.addEvent(tx, {
          timesheetId: id,
          actorId: actor.id,
          action: "disputed",
          fromStatus: found.status,
          toStatus: "disputed",
          note,
        });
        await tellWorker(tx, found, "disputed");
        const by = (await repo.contactOf(tx, actor.id))?.fullName ?? "Someone";
        await notifications.addForAdmins(tx, {
          title: "Timesheet disputed",
          message: `${by} disputed the hours of ${found.staffName} at ${found.propertyName} (week of ${found.weekStart}).`,
          type: "warning",
          link: paths.admin.timesheets.href({ week: found.weekStart }),
          relatedId: id,
          relatedType: "timesheet",
        });
        await outbox.enqueue(tx, [
          {
            ...agencyTimesheetDisputed(
              {
                id,
                weekStart: found.weekStart,
                staffName: found.staffName,
                propertyName: found.propertyName,
                note,
                by,
              },
              settings.publicUrl,
            ),
            to: settings.agencyNotifyEmail,
            eventKey: `timesheet.disputed:${id}:agency:${now().getTime()}`,
          },
        ]);
        return reread(tx, id, actor.role);
      });
    },

    /** The agency locks an approved week: nothing about it changes afterwards (payroll ran). */
    async lock(actor: Actor, id: number): Promise<TimesheetResult> {
      const found = await repo.findById(id);
      if (!found || actor.role !== "admin") return { refused: 404, message: NOT_FOUND };
      if (found.lockedAt) return { refused: 409, message: "This week is already locked" };
      if (found.status !== "approved") {
        return { refused: 409, message: "Only an approved week can be locked" };
      }
      return repo.transaction(async (tx) => {
        const changed = await repo.transition(tx, id, ["approved"], {
          lockedAt: now(),
          lockedById: actor.id,
        });
        if (!changed)
          return { refused: 409, message: "This week changed meanwhile. Reload it and try again." };
        await repo.addEvent(tx, {
          timesheetId: id,
          actorId: actor.id,
          action: "locked",
          fromStatus: "approved",
          toStatus: "approved",
        });
        return reread(tx, id, actor.role);
      });
    },

    /**
     * What the mailed link shows (GET: never changes anything): the week, and whether it can
     * still be approved with it.
     * @returns `invalid` for an unknown token; otherwise the timesheet, as its manager sees it,
     *   and the link's state: `open` (Approve allowed), `used`, `expired`, or `superseded` (the
     *   week was submitted again after this link was sent, so a newer link exists)
     */
    async approvalLink(token: string) {
      const found = await repo.findApprovalToken(approvalTokenHash(token));
      if (!found) return { state: "invalid" as const };
      const row = await repo.findById(found.timesheetId);
      if (!row) return { state: "invalid" as const };
      const [timesheet] = await present([row], "property_manager");
      if (!timesheet) return { state: "invalid" as const };
      const state =
        found.usedAt !== null
          ? ("used" as const)
          : found.expiresAt.getTime() <= now().getTime()
            ? ("expired" as const)
            : row.submittedAt && found.createdAt.getTime() < row.submittedAt.getTime()
              ? ("superseded" as const)
              : ("open" as const);
      return { state, timesheet, reference: timesheetReference(row.id) };
    },

    /**
     * Approves with the mailed link (the POST): uses the token once (a second post, a used or
     * expired link approves nothing) and approves as the manager it was sent to, in one
     * transaction, so a refused approval leaves the link unused.
     */
    async approveWithLink(token: string): Promise<TimesheetResult> {
      const hash = approvalTokenHash(token);
      const found = await repo.findApprovalToken(hash);
      if (!found) return { refused: 404, message: "This approval link is not valid" };
      const row = await repo.findById(found.timesheetId);
      if (row?.submittedAt && found.createdAt.getTime() < row.submittedAt.getTime()) {
        return {
          refused: 409,
          message: "This week was submitted again: use the newest e-mail's link",
        };
      }
      try {
        return await repo.transaction(async (tx) => {
          const used = await repo.useApprovalToken(tx, hash, now());
          if (!used) {
            return { refused: 409, message: "This link was already used or has expired" };
          }
          const result = await this.approve(
            { id: found.managerId, role: "property_manager" },
            found.timesheetId,
            "email",
            tx,
          );
          // A refused approval (already approved in the portal, disputed, locked) must not use up
          // the link: roll back.
          if (!("ok" in result)) throw new RefusedInTransaction(result);
          return result;
        });
      } catch (error) {
        if (error instanceof RefusedInTransaction) return error.refusal;
        throw error;
      }
    },

    /**
     * Sets the bill and pay rates of assignment `id` (admins).
     * @returns false when there is no such assignment
     */
    setRates(id: number, rates: AssignmentRates): Promise<boolean> {
      return repo.setRates(id, {
        billRateCents: cents(rates.billRate),
        payRateCents: cents(rates.payRate),
      });
    },
  };
}

/** Carries a refusal out of a transaction so that it rolls back. */
class RefusedInTransaction extends Error {
  constructor(readonly refusal: TimesheetRefusal) {
    super(refusal.message);
  }
}

/**
 * The rules of staffing requests that span tables (spec sections 5 and 7, docs/decisions/0002):
 * creating a request (from the portal or the public form) and changing its status. Each write
 * runs in one transaction with the timeline entry, the owner's in-app notification and the
 * domain events (admin notifications, outbox e-mails), so none is stored without the others. Answers are results, never HTTP: the routes
 * (portal and admin) turn them into status codes and messages.
 */
import {
  humanize,
  type Role,
  type StaffingRequestStatus,
  staffTypeLabels,
} from "../../../domain/enums";
import { paths } from "../../../domain/paths";
import { statusChangeRefusal } from "../../../domain/staffing-request";
import type { Database } from "../../db/client";
import type { DomainEvents } from "../events";
import { notificationsRepository } from "../notifications/repository";
import { propertiesRepository } from "../properties/repository";
import {
  type NewStaffingRequest,
  type StaffingRequestWithProperty,
  staffingRequestsRepository,
} from "./repository";

/** The link of a request in the portal; notifications point to it. */
const requestLink = (id: number) => paths.staffingRequests.detail.href(id);

/** The facts of a request that notifications and e-mails need. */
function factsOf(row: StaffingRequestWithProperty) {
  return {
    id: row.id,
    companyName: row.companyName,
    contactName: row.contactName,
    email: row.email,
    staffType: row.staffType,
    details: row.details,
    startDate: row.startDate,
    endDate: row.endDate,
    propertyName: row.propertyName,
    hasOwner: row.userId !== null,
    ownerId: row.userId,
    headcount: row.headcount,
    emergency: row.emergency,
  };
}

/** Who sends a request from the portal or, signed in, from the public form. */
interface RequestAuthor {
  id: number;
  companyName: string | null;
}

/**
 * A request as a form sends it: `companyName` may be null when a property is chosen (portal
 * form), `propertyId` is the author's choice, not yet checked.
 */
type RequestSubmission = Omit<
  NewStaffingRequest,
  "userId" | "propertyId" | "companyName" | "emergencyReason" | "respondBy"
> & {
  propertyId?: number | null | undefined;
  companyName: string | null;
  emergency: { reason: NonNullable<NewStaffingRequest["emergencyReason"]> } | null;
};

/** Settings of the request rules. */
interface RequestSettings {
  /** How long the agency promises to take to respond to an emergency (EMERGENCY_RESPONSE_MINUTES), ms. */
  emergencyResponseMs: number;
}

/** The outcome of a create: the stored request, or a property that is not the author's. */
export type CreateResult =
  | { ok: true; request: StaffingRequestWithProperty }
  | { error: "not_own_property" };

/** Who asks for a status change: the signed-in user. */
interface StatusChangeActor {
  id: number;
  role: Role;
}

/**
 * The outcome of `changeStatus` ({@link staffingRequestsService}):
 * - `ok`: the request as stored (with its internal `notes` and property name);
 * - `not_found`: no such request, or the actor may not see it (neither owner nor admin);
 * - `unchanged`: `to` is the current status and there is no note to record; `message` says so;
 * - `forbidden`: the actor sees the request but may not set `to`; `message` says why
 *   (statusChangeRefusal in src/domain);
 * - `stale`: the status changed between reading and writing (another user); nothing was written.
 */
export type StatusChangeResult =
  | { ok: true; request: StaffingRequestWithProperty }
  | { error: "not_found" | "stale" }
  | { error: "unchanged" | "forbidden"; message: string };

/**
 * @param events side effects run in each write's transaction (admin notifications and outbox
 *   e-mails); omitted (the seed script), only the owner's in-app notification is written.
 */
export function staffingRequestsService(
  db: Database,
  events?: DomainEvents,
  settings: RequestSettings = { emergencyResponseMs: 120 * 60_000 },
) {
  const requests = staffingRequestsRepository(db);
  const notifications = notificationsRepository(db);
  const properties = propertiesRepository(db);

  return {
    /**
     * Stores a request by `author` (the signed-in user, or null for a visitor) with its first
     * timeline entry, the author's "Request received" notification, and the
     * `staffingRequestCreated` event, in one transaction. Rules: a `propertyId` must be one of
     * the author's own properties (a visitor's is ignored); with a property and no company name
     * (the portal form), the request is made in the name of the author's company, or of the
     * property when the account has none (docs/decisions/0002).
     * @returns the stored request with its property's name, or `not_own_property`
     */
    async create(author: RequestAuthor | null, input: RequestSubmission): Promise<CreateResult> {
      const { propertyId: chosen, companyName: given, emergency, ...fields } = input;
      let propertyId: number | null = null;
      let companyName = given;
      if (author && chosen != null) {
        const property = await properties.findByIdForUser(chosen, author.id);
        if (!property) return { error: "not_own_property" };
        propertyId = property.id;
        companyName ??= author.companyName ?? property.name;
      }
      // The portal form requires a company name or a property; the public form a company name.
      if (companyName === null) throw new Error("a request needs a company name or a property");
      const request = await requests.transaction(async (tx) => {
        const created = await requests.insert(tx, {
          ...fields,
          userId: author?.id ?? null,
          propertyId,
          companyName,
          emergencyReason: emergency?.reason ?? null,
          respondBy: emergency ? new Date(Date.now() + settings.emergencyResponseMs) : null,
        });
        await requests.addEvent(tx, {
          requestId: created.id,
          actorId: created.userId,
          fromStatus: null,
          toStatus: created.status,
          note: null,
        });
        if (created.userId !== null) {
          await notifications.add(tx, {
            userId: created.userId,
            title: "Request received",
            message: `We received your request for ${staffTypeLabels[created.staffType]} at ${created.companyName}. Our team will review it and contact you within one business day.`,
            type: "success",
            link: requestLink(created.id),
            relatedId: created.id,
            relatedType: "staffing_request",
          });
        }
        await events?.staffingRequestCreated(tx, factsOf(created));
        return created;
      });
      return { ok: true, request };
    },

    /**
     * Moves request `id` to status `to` for `actor`, with an optional internal `note` (admins).
     * Rules: only the owner and admins see the request; statusChangeRefusal decides who may set
     * what; an admin's note with the current status is recorded in the timeline (and as the
     * latest note) without notifying or mailing anyone. A real change is recorded in the
     * timeline, tells the owner (if any) in words, and raises `staffingRequestStatusChanged`
     * (the requester's e-mail), in one transaction, only from the status the actor saw.
     */
    async changeStatus(change: {
      actor: StatusChangeActor;
      id: number;
      to: StaffingRequestStatus;
      note?: string | null;
    }): Promise<StatusChangeResult> {
      const { actor, id, to } = change;
      const note = change.note || null;
      const existing = await requests.findById(id);
      const isOwner = existing !== undefined && existing.userId === actor.id;
      if (!existing || (!isOwner && actor.role !== "admin")) return { error: "not_found" };
      const noteOnly = to === existing.status && actor.role === "admin" && note !== null;
      if (!noteOnly) {
        const refusal = statusChangeRefusal({ role: actor.role, isOwner }, existing.status, to);
        if (refusal) {
          return { error: to === existing.status ? "unchanged" : "forbidden", message: refusal };
        }
      }
      const updated = await requests.transaction(async (tx) => {
        const row = await requests.setStatus(tx, {
          id,
          from: existing.status,
          to,
          note,
          byAgency: actor.role === "admin",
        });
        if (!row) return undefined;
        const eventId = await requests.addEvent(tx, {
          requestId: id,
          actorId: actor.id,
          fromStatus: existing.status,
          toStatus: to,
          note,
        });
        if (noteOnly) return row;
        if (row.userId !== null) {
          await notifications.add(tx, {
            userId: row.userId,
            title: "Request status updated",
            message: `Your request for ${staffTypeLabels[row.staffType]} at ${row.companyName} is now ${humanize(to)}.`,
            type: to === "cancelled" ? "warning" : to === "completed" ? "success" : "info",
            link: requestLink(id),
            relatedId: id,
            relatedType: "staffing_request",
          });
        }
        await events?.staffingRequestStatusChanged(tx, factsOf(row), to, eventId);
        return row;
      });
      if (updated) return { ok: true, request: updated };
      return (await requests.findById(id)) ? { error: "stale" } : { error: "not_found" };
    },
  };
}

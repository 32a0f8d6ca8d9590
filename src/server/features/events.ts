/**
 * What happens after a domain event, inside the event's own transaction: in-app
 * notifications for the agency's admins and e-mails through the outbox. Written in the same
 * transaction as the event, so a request or application is never stored without them, and they
 * are never sent for one that was rolled back.
 */
import {
  emergencyReasonLabels,
  humanize,
  type JobApplicationStatus,
  staffTypeLabels,
} from "../../domain/enums";
import { paths } from "../../domain/paths";
import type { Database, Transaction } from "../db/client";
import { outboxRepository } from "../mail/outbox";
import {
  type ApplicationFacts,
  agencyNewApplication,
  agencyNewRequest,
  applicantReceipt,
  emergencyAlert,
  type RequestFacts,
  requesterReceipt,
  requestStatusChanged,
} from "../mail/templates";
import { notificationsRepository } from "./notifications/repository";

/** What the side effects need from the configuration. */
interface EventsConfig {
  publicUrl: string;
  /** The agency inbox (`AGENCY_NOTIFY_EMAIL`). */
  agencyEmail: string;
}

/** The side effects of each event; every method runs inside the caller's transaction. */
export interface DomainEvents {
  staffingRequestCreated(tx: Transaction, request: RequestFacts): Promise<void>;
  /**
   * Half of an emergency's response time is gone with no response: every admin is told in the
   * app and by e-mail (the periodic placement job calls it once per request).
   */
  emergencyReminder(
    tx: Transaction,
    request: RequestFacts & { emergency: NonNullable<RequestFacts["emergency"]> },
  ): Promise<void>;
  staffingRequestStatusChanged(
    tx: Transaction,
    request: RequestFacts,
    to: Parameters<typeof requestStatusChanged>[1],
    eventId: number,
  ): Promise<void>;
  jobApplicationCreated(tx: Transaction, application: ApplicationFacts): Promise<void>;
  jobApplicationStatusChanged(
    tx: Transaction,
    application: { id: number; userId: number | null; position: ApplicationFacts["position"] },
    to: JobApplicationStatus,
  ): Promise<void>;
}

/** The request owner's e-mail preference for request mail (none for a visitor's request). */
function ownerPreference(request: RequestFacts) {
  return request.ownerId ? { userId: request.ownerId, kind: "requests" as const } : undefined;
}

/** Builds the side effects for one app instance. */
export function createDomainEvents(db: Database, config: EventsConfig): DomainEvents {
  const outbox = outboxRepository(db);
  const notifications = notificationsRepository(db);

  /**
   * An emergency's alert (on arrival) or reminder (half-time): an in-app warning and an e-mail to
   * every admin's own address, in `tx` (docs/decisions/0017-placements.md).
   */
  async function alertAdmins(
    tx: Transaction,
    request: RequestFacts & { emergency: NonNullable<RequestFacts["emergency"]> },
    reminder: boolean,
  ) {
    const label = emergencyReasonLabels[request.emergency.reason];
    await notifications.addForAdmins(tx, {
      title: reminder ? "Emergency request still waiting" : "Emergency staffing request",
      message: reminder
        ? `Half the response time is gone for emergency request #${request.id} (${label}); respond by ${request.emergency.respondBy.toISOString()}.`
        : `${request.companyName} needs ${staffTypeLabels[request.staffType]} urgently (${label}, request #${request.id}); respond by ${request.emergency.respondBy.toISOString()}.`,
      type: "warning",
      link: paths.admin.staffingRequest.href(request.id),
      relatedId: request.id,
      relatedType: "staffing_request",
    });
    const admins = await notifications.listAdmins(tx);
    const mail = emergencyAlert(request, config.publicUrl, reminder);
    await outbox.enqueue(
      tx,
      admins.map((admin) => ({
        ...mail,
        to: admin.email,
        eventKey: `staffing_request.emergency${reminder ? "_reminder" : ""}:${request.id}:admin:${admin.id}`,
        preference: { userId: admin.id, kind: "requests" },
      })),
    );
  }

  return {
    async staffingRequestCreated(tx, request) {
      // An emergency's own warning (alertAdmins, below) replaces the usual in-app notice.
      if (!request.emergency) {
        await notifications.addForAdmins(tx, {
          title: "New staffing request",
          message: `${request.companyName} asked for ${staffTypeLabels[request.staffType]} (request #${request.id}).`,
          type: "info",
          link: paths.admin.staffingRequest.href(request.id),
          relatedId: request.id,
          relatedType: "staffing_request",
        });
      }
      await outbox.enqueue(tx, [
        {
          ...agencyNewRequest(request, config.publicUrl),
          to: config.agencyEmail,
          eventKey: `staffing_request.created:${request.id}:agency`,
        },
        {
          ...requesterReceipt(request, config.publicUrl),
          to: request.email,
          eventKey: `staffing_request.created:${request.id}:requester`,
          preference: ownerPreference(request),
        },
      ]);
      if (request.emergency) {
        await alertAdmins(tx, { ...request, emergency: request.emergency }, false);
      }
    },

    async emergencyReminder(tx, request) {
      await alertAdmins(tx, request, true);
    },

    async staffingRequestStatusChanged(tx, request, to, eventId) {
      await outbox.enqueue(tx, [
        {
          ...requestStatusChanged(request, to, config.publicUrl),
          to: request.email,
          eventKey: `staffing_request.status:${request.id}:${eventId}`,
          preference: ownerPreference(request),
        },
      ]);
    },

    async jobApplicationCreated(tx, application) {
      await notifications.addForAdmins(tx, {
        title: "New job application",
        message: `${application.fullName} applied for ${staffTypeLabels[application.position]} (application #${application.id}).`,
        type: "info",
        link: paths.admin.jobApplication.href(application.id),
        relatedId: application.id,
        relatedType: "job_application",
      });
      await outbox.enqueue(tx, [
        {
          ...agencyNewApplication(application, config.publicUrl),
          to: config.agencyEmail,
          eventKey: `job_application.created:${application.id}:agency`,
        },
        {
          ...applicantReceipt(application, config.publicUrl),
          to: application.email,
          eventKey: `job_application.created:${application.id}:applicant`,
        },
      ]);
    },

    async jobApplicationStatusChanged(tx, application, to) {
      if (application.userId === null) return;
      await notifications.add(tx, {
        userId: application.userId,
        title: "Application status updated",
        message: `Your application for ${staffTypeLabels[application.position]} is now ${humanize(to)}.`,
        type: to === "rejected" ? "warning" : to === "hired" ? "success" : "info",
        link: paths.dashboard.href(),
        relatedId: application.id,
        relatedType: "job_application",
      });
    },
  };
}

/**
 * The rules of worker documents (docs/decisions/0021-documents.md). A staff member uploads a
 * certificate, licence or ID (checked by content, stored under `DATA_DIR/uploads/documents`); the
 * agency verifies or rejects it with a reason and the worker is told in the app and by e-mail; a
 * verified document earns a badge that property managers see on the people placed with them until
 * it expires; the worker and the agency are e-mailed 30 and 7 days before it does. Days are
 * America/New_York calendar days. Answers are results, never HTTP: the routes turn them into
 * status codes.
 */
import type { DocumentListQuery, DocumentUploadFields } from "../../../domain/api/document";
import { DOCUMENT_EXPIRED_MESSAGE } from "../../../domain/api/document";
import {
  type BadgeKind,
  badgeKinds,
  daysBetween,
  documentKindLabels,
  documentStatusOn,
  EXPIRY_REMINDER_DAYS,
} from "../../../domain/document";
import { paths } from "../../../domain/paths";
import type { Database, Transaction } from "../../db/client";
import type { Cursor } from "../../db/keyset";
import { outboxRepository } from "../../mail/outbox";
import { agencyDocumentExpiring, documentExpiring, documentReviewed } from "../../mail/templates";
import { agencyDay } from "../assignments/service";
import type { UploadedFile } from "../job-applications/resume";
import { notificationsRepository } from "../notifications/repository";
import {
  checkDocument,
  documentContentTypes,
  documentFilePath,
  removeDocumentFiles,
  storeDocument,
} from "./files";
import { type DocumentJoined, type DocumentScope, documentsRepository } from "./repository";

/** Most documents one worker may keep stored (delete old ones to upload more). */
export const DOCUMENTS_PER_WORKER_MAX = 30;

/** A refusal the routes answer as it is: its HTTP status, message and field errors. */
export interface DocumentRefusal {
  refused: 400 | 404 | 409;
  message: string;
  fields?: Record<string, string>;
}

/** What the document rules need from the configuration. */
export interface DocumentSettings {
  dataDir: string;
  publicUrl: string;
  /** The agency inbox (`AGENCY_NOTIFY_EMAIL`): told about expiring documents. */
  agencyNotifyEmail: string;
}

const NOT_FOUND = "Document not found";

/**
 * A document as the API answers it on calendar day `today` (status derived: expired once the
 * expiry date has passed); `withStaff` adds the worker (admins).
 */
export function presentDocument(row: DocumentJoined, today: string, withStaff: boolean) {
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    expiresOn: row.expiresOn,
    expiresInDays: row.expiresOn === null ? null : daysBetween(today, row.expiresOn),
    originalName: row.originalName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    status: documentStatusOn(row.status, row.expiresOn, today),
    reason: row.reason,
    reviewedAt: row.reviewedAt,
    createdAt: row.createdAt,
    ...(withStaff
      ? { staff: { id: row.userId, fullName: row.staffName, email: row.staffEmail } }
      : {}),
  };
}

/**
 * The name a downloaded document is saved as: the uploaded name's base (letters, digits, spaces,
 * dots, dashes and underscores only, at most 80 characters) with the extension of its content.
 */
export function downloadName(row: Pick<DocumentJoined, "originalName" | "storedName">): string {
  const extension = row.storedName.slice(row.storedName.lastIndexOf(".") + 1);
  const base = row.originalName
    .replace(/\.[^.]*$/, "")
    .replace(/[^\w .-]+/g, "_")
    .trim()
    .slice(0, 80);
  return `${base || "document"}.${extension}`;
}

/**
 * The badges of each of `userIds` on `now`: the kinds of their verified documents unexpired that
 * America/New_York day, in display order (what property managers and the Fill panel show).
 * @returns a map from user id to badges; users without any are absent (read as no badges)
 */
export async function badgesOf(
  db: Database,
  userIds: number[],
  now: Date = new Date(),
): Promise<Map<number, BadgeKind[]>> {
  const kinds = await documentsRepository(db).verifiedKinds(userIds, agencyDay(now));
  return new Map(
    [...kinds].map(([userId, held]) => [userId, badgeKinds.filter((kind) => held.includes(kind))]),
  );
}

/**
 * The document rules on `db` (see the module comment).
 * @param settings the data folder, the public URL (links in mail) and the agency inbox
 * @param now the clock (tests move it)
 */
export function documentsService(
  db: Database,
  settings: DocumentSettings,
  now: () => Date = () => new Date(),
) {
  const repo = documentsRepository(db);
  const notifications = notificationsRepository(db);
  const outbox = outboxRepository(db);
  const today = () => agencyDay(now());

  /** Tells the worker in the app and by e-mail that their document was reviewed. */
  async function tellWorker(
    tx: Transaction,
    row: DocumentJoined,
    outcome: "verified" | "rejected",
  ) {
    const label = documentKindLabels[row.kind];
    await notifications.add(tx, {
      userId: row.userId,
      title: outcome === "verified" ? "Document verified" : "Document not accepted",
      message:
        outcome === "verified"
          ? `Your ${label} document (${row.originalName}) was verified.`
          : `Your ${label} document (${row.originalName}) was not accepted: ${row.reason}`,
      type: outcome === "verified" ? "success" : "warning",
      link: paths.documents.href(),
      relatedId: row.id,
      relatedType: "worker_document",
    });
    await outbox.enqueue(tx, [
      {
        ...documentReviewed(row, outcome, settings.publicUrl),
        to: row.staffEmail,
        eventKey: `worker_document.${outcome}:${row.id}:${now().getTime()}`,
        preference: { userId: row.userId, kind: "documents" },
      },
    ]);
  }

  return {
    /** Calendar day of the agency now (America/New_York). */
    today,

    /** Whose documents `actor` lists: a worker's own, everyone's for an admin. */
    scopeOf(actor: { id: number; role: string }): DocumentScope {
      return actor.role === "staff" ? { kind: "staff", userId: actor.id } : { kind: "all" };
    },

    /** One page of a list and the number of matching documents, presented for the viewer. */
    async list(scope: DocumentScope, query: DocumentListQuery, cursor: Cursor | undefined) {
      const day = today();
      const [page, total] = await Promise.all([
        repo.page(scope, query, cursor, day),
        repo.count(scope, query, day),
      ]);
      return {
        page: {
          items: page.items.map((row) => presentDocument(row, day, scope.kind === "all")),
          next: page.next,
        },
        total,
      };
    },

    /**
     * Stores a worker's upload: checks the file ({@link checkDocument}: 413, 415), refuses an
     * expiry date already past and a worker at {@link DOCUMENTS_PER_WORKER_MAX}, writes the file,
     * then the row and a notice to the admins in one transaction (the file is removed again when
     * the row cannot be stored).
     */
    async upload(
      worker: { id: number },
      fields: DocumentUploadFields,
      file: UploadedFile,
    ): Promise<{ ok: true; document: ReturnType<typeof presentDocument> } | DocumentRefusal> {
      const kind = checkDocument(file);
      const day = today();
      if (fields.expiresOn !== null && fields.expiresOn < day) {
        return {
          refused: 400,
          message: DOCUMENT_EXPIRED_MESSAGE,
          fields: { expiresOn: DOCUMENT_EXPIRED_MESSAGE },
        };
      }
      if ((await repo.countOf(worker.id)) >= DOCUMENTS_PER_WORKER_MAX) {
        const message = `You can keep at most ${DOCUMENTS_PER_WORKER_MAX} documents; delete ones you no longer need, then upload this one`;
        return { refused: 409, message };
      }
      const stored = await storeDocument(settings.dataDir, file.data, kind);
      try {
        const id = await db.transaction(async (tx) => {
          const id = await repo.insert(tx, {
            userId: worker.id,
            kind: fields.kind,
            number: fields.number,
            expiresOn: fields.expiresOn,
            storedName: stored.storedName,
            originalName: file.fileName.slice(0, 200) || `document.${kind}`,
            contentType: documentContentTypes[kind],
            sizeBytes: file.data.length,
            sha256: stored.sha256,
          });
          await notifications.addForAdmins(tx, {
            title: "Document to review",
            message: `A worker uploaded a ${documentKindLabels[fields.kind]} document to review.`,
            type: "info",
            link: paths.admin.documents.href({ status: "pending" }),
            relatedId: id,
            relatedType: "worker_document",
          });
          return id;
        });
        const row = await repo.findById(id);
        if (!row) throw new Error("document vanished after its insert");
        return { ok: true, document: presentDocument(row, day, false) };
      } catch (error) {
        await stored.remove();
        throw error;
      }
    },

    /**
     * Deletes a worker's own document and its file.
     * @returns false when there is no such document of theirs (answered 404)
     */
    async remove(worker: { id: number }, id: number): Promise<boolean> {
      const storedName = await repo.deleteOwn(id, worker.id);
      if (storedName === undefined) return false;
      await removeDocumentFiles(settings.dataDir, [storedName]);
      return true;
    },

    /**
     * Document `id` and the path of its file, for an admin's download.
     * @returns undefined when there is no such document
     */
    async file(id: number) {
      const row = await repo.findById(id);
      if (!row) return undefined;
      return {
        path: documentFilePath(settings.dataDir, row.storedName),
        name: downloadName(row),
        contentType: row.contentType,
        sizeBytes: row.sizeBytes,
      };
    },

    /**
     * Verifies (from pending or rejected) or rejects with a reason (from pending or verified) a
     * document not expired today; the worker is told in the app and by e-mail in the same
     * transaction.
     * @returns the document as admins see it, or 404 (no such document) or 409 (already in that
     *   state, or expired)
     */
    async review(
      admin: { id: number },
      id: number,
      outcome: "verified" | "rejected",
      reason: string | null,
    ): Promise<{ ok: true; document: ReturnType<typeof presentDocument> } | DocumentRefusal> {
      const day = today();
      return db.transaction(async (tx) => {
        const moved = await repo.review(tx, id, {
          from: outcome === "verified" ? ["pending", "rejected"] : ["pending", "verified"],
          to: outcome,
          reviewerId: admin.id,
          reason: outcome === "rejected" ? reason : null,
          today: day,
        });
        const row = await repo.findById(id, tx);
        if (!row) return { refused: 404, message: NOT_FOUND };
        if (!moved) {
          const status = documentStatusOn(row.status, row.expiresOn, day);
          return {
            refused: 409,
            message:
              status === "expired"
                ? `This document expired on ${row.expiresOn}; ask the worker to upload the current one`
                : `This document is already ${status}`,
          };
        }
        await tellWorker(tx, row, outcome);
        return { ok: true, document: presentDocument(row, day, true) };
      });
    },

    /**
     * The periodic job, once: the 7-day then the 30-day expiry reminders due today, each
     * document's each claimed once (one UPDATE … WHERE not yet sent, so two instances never both
     * send), the worker and the agency e-mailed in the claim's transaction.
     * @returns how many documents were reminded of each
     */
    async runReminders(): Promise<Record<string, number>> {
      const day = today();
      const counts: Record<string, number> = {};
      for (const days of [...EXPIRY_REMINDER_DAYS].reverse()) {
        counts[`reminded${days}`] = await db.transaction(async (tx) => {
          const due = await repo.claimReminders(tx, days, day);
          for (const row of due) {
            const expiresOn = row.expiresOn as string;
            const left = daysBetween(day, expiresOn);
            const facts = { id: row.id, kind: row.kind, expiresOn, staffName: row.staffName };
            await notifications.add(tx, {
              userId: row.userId,
              title: "Document expiring soon",
              message: `Your ${documentKindLabels[row.kind]} document expires on ${expiresOn}. Upload the renewed copy so it stays verified.`,
              type: "warning",
              link: paths.documents.href(),
              relatedId: row.id,
              relatedType: "worker_document",
            });
            await outbox.enqueue(tx, [
              {
                ...documentExpiring(facts, left, settings.publicUrl),
                to: row.staffEmail,
                eventKey: `worker_document.expiring${days}:${row.id}:worker`,
                preference: { userId: row.userId, kind: "documents" },
              },
              {
                ...agencyDocumentExpiring(facts, left, settings.publicUrl),
                to: settings.agencyNotifyEmail,
                eventKey: `worker_document.expiring${days}:${row.id}:agency`,
              },
            ]);
          }
          return due.length;
        });
      }
      return counts;
    },
  };
}

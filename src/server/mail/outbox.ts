/**
 * The e-mail outbox: the only code that queries `email_outbox`. Messages are enqueued inside the
 * transaction of the event that causes them; the worker (worker.ts) claims due messages, sends
 * them and records the outcome.
 */
import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { EmailKind } from "../../domain/profile";
import type { Database } from "../db/client";
import { type EmailOutboxRow, emailOutbox, users } from "../db/schema";

/** A transaction or the database: anything that can insert. */
type Executor = Pick<Database, "insert" | "select" | "update" | "execute">;

/** One message to send. `eventKey` makes enqueueing idempotent: the same key mails once. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  eventKey: string;
  /**
   * The account it is mailed to and the kind of event: the message is left out when that account
   * switched this kind of e-mail off (its profile's notification preferences). Without it (the
   * agency inbox, a typed address, security mail) the message always goes.
   */
  preference?: { userId: number; kind: EmailKind };
}

/** Backoff after the n-th failed attempt: 10 s, 20 s, 40 s, ... capped at 15 minutes. */
function retryDelayMs(attempts: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 15 * 60_000);
}

/** How long a claimed message stays reserved for the worker that claimed it. */
const CLAIM_MS = 60_000;

/** The messages of `messages` whose recipient account switched their kind of e-mail off. */
async function optedOutOf(tx: Executor, messages: OutgoingEmail[]): Promise<Set<OutgoingEmail>> {
  const ids = [...new Set(messages.flatMap((m) => (m.preference ? [m.preference.userId] : [])))];
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: users.id, optOuts: users.emailOptOuts })
    .from(users)
    .where(inArray(users.id, ids));
  const optOuts = new Map(rows.map((row) => [row.id, row.optOuts]));
  return new Set(
    messages.filter(
      (m) => m.preference && optOuts.get(m.preference.userId)?.includes(m.preference.kind),
    ),
  );
}

export function outboxRepository(db: Database) {
  return {
    /**
     * Adds messages in the caller's transaction; a message whose eventKey exists is skipped, and
     * so is one whose recipient account switched its kind off (`preference`).
     */
    async enqueue(tx: Executor, all: OutgoingEmail[]): Promise<void> {
      const optedOut = await optedOutOf(tx, all);
      const messages = all.filter((m) => !optedOut.has(m));
      if (messages.length === 0) return;
      await tx
        .insert(emailOutbox)
        .values(
          messages.map((m) => ({
            toAddress: m.to,
            subject: m.subject,
            textBody: m.text,
            htmlBody: m.html,
            eventKey: m.eventKey,
          })),
        )
        .onConflictDoNothing({ target: emailOutbox.eventKey });
    },

    /**
     * Reserves up to `limit` unsent messages that are due and not reserved by another worker,
     * oldest first. A reservation expires after a minute (a worker that died mid-send).
     */
    claimDue(limit: number): Promise<EmailOutboxRow[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: emailOutbox.id })
          .from(emailOutbox)
          .where(
            and(
              isNull(emailOutbox.sentAt),
              lte(emailOutbox.nextAttemptAt, sql`now()`),
              or(isNull(emailOutbox.lockedUntil), lte(emailOutbox.lockedUntil, sql`now()`)),
            ),
          )
          .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
          .limit(limit)
          .for("update", { skipLocked: true });
        if (due.length === 0) return [];
        // One UPDATE for the whole batch (not one per message), back in the order they are due.
        const ids = due.map((row) => row.id);
        const claimed = await tx
          .update(emailOutbox)
          .set({ lockedUntil: new Date(Date.now() + CLAIM_MS) })
          .where(inArray(emailOutbox.id, ids))
          .returning();
        const position = new Map(ids.map((id, i) => [id, i]));
        return claimed.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
      });
    },

    /**
     * How many messages are not sent yet (due, waiting for a retry, or being sent), and how long
     * ago the oldest of them was enqueued, for the outbox gauges of /metrics.
     * @returns `oldestAgeSeconds` 0 when every message is sent
     */
    async backlog(): Promise<{ unsent: number; oldestAgeSeconds: number }> {
      const [row] = await db
        .select({
          unsent: sql<number>`count(*)::int`,
          oldestAgeSeconds: sql<number>`coalesce(extract(epoch from now() - min(${emailOutbox.createdAt})), 0)::float8`,
        })
        .from(emailOutbox)
        .where(isNull(emailOutbox.sentAt));
      return {
        unsent: row?.unsent ?? 0,
        oldestAgeSeconds: Math.max(0, row?.oldestAgeSeconds ?? 0),
      };
    },

    /** Records a successful send. */
    async markSent(id: number): Promise<void> {
      await db
        .update(emailOutbox)
        .set({ sentAt: sql`now()`, lockedUntil: null, lastError: null })
        .where(eq(emailOutbox.id, id));
    },

    /** Records a failed attempt and schedules the next one with exponential backoff. */
    async markFailed(id: number, attempts: number, error: string): Promise<void> {
      await db
        .update(emailOutbox)
        .set({
          attempts,
          lastError: error.slice(0, 1000),
          lockedUntil: null,
          nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
        })
        .where(eq(emailOutbox.id, id));
    },
  };
}

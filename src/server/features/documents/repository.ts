/**
 * Worker documents (docs/decisions/0021-documents.md): the only code that queries
 * `worker_documents`. It reads and writes; the rules are in service.ts. "Expired" is not stored:
 * the status filters and badges compare `expires_on` with the caller's calendar day.
 */
import {
  type AnyColumn,
  and,
  count,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { DocumentListQuery } from "../../../domain/api/document";
import {
  badgeKinds,
  type DocumentReviewStatus,
  type ExpiryReminder,
} from "../../../domain/document";
import type { Database, Transaction } from "../../db/client";
import { jsonArray } from "../../db/json";
import {
  type Cursor,
  cursorKey,
  keysetAfter,
  keysetOrder,
  literalLimit,
  pageOf,
} from "../../db/keyset";
import { users, workerDocuments } from "../../db/schema";

/** The badges (`badgeKinds`, in that order) as SQL's text array, for `array_position`. */
const badgeOrder = sql.raw(`array[${badgeKinds.map((kind) => `'${kind}'`).join(",")}]::text[]`);

/**
 * The badges of the worker `staffId` (a column or expression of the caller's row) as a JSON
 * array (a `json` value): the kinds of their verified documents unexpired on the placeholder
 * `today` (`YYYY-MM-DD`, the agency's calendar day), in display order: what
 * documents/service.ts `badgesOf` gives, written by the database for the request detail's JSON
 * (docs/decisions/0030-request-detail-one-statement.md).
 */
export const badgesJson = (staffId: AnyColumn | SQL): SQL =>
  jsonArray(
    sql`to_json(held.kind)`,
    sql`from (select distinct ${workerDocuments.kind} as kind from ${workerDocuments}
          where ${workerDocuments.userId} = ${staffId}
            and ${workerDocuments.status} = 'verified'
            and ${workerDocuments.kind} = any(${badgeOrder})
            and (${workerDocuments.expiresOn} is null
              or ${workerDocuments.expiresOn} >= ${sql.placeholder("today")}::date)) held`,
    sql`array_position(${badgeOrder}, held.kind)`,
  );

/** Whose documents a list shows: a worker's own, or everyone's (admins). */
export type DocumentScope = { kind: "staff"; userId: number } | { kind: "all" };

/** The fields of a document with its worker's name and address. */
const documentFields = {
  id: workerDocuments.id,
  userId: workerDocuments.userId,
  kind: workerDocuments.kind,
  number: workerDocuments.number,
  expiresOn: workerDocuments.expiresOn,
  storedName: workerDocuments.storedName,
  originalName: workerDocuments.originalName,
  contentType: workerDocuments.contentType,
  sizeBytes: workerDocuments.sizeBytes,
  sha256: workerDocuments.sha256,
  status: workerDocuments.status,
  reason: workerDocuments.reason,
  reviewedAt: workerDocuments.reviewedAt,
  createdAt: workerDocuments.createdAt,
  staffName: users.fullName,
  staffEmail: users.email,
};

/** The documents with their workers, as every read selects them. */
const joinedQuery = (executor: Database | Transaction) =>
  executor
    .select(documentFields)
    .from(workerDocuments)
    .innerJoin(users, eq(users.id, workerDocuments.userId));

/** A document as read, with its worker. */
export type DocumentJoined = Awaited<ReturnType<typeof joinedQuery>>[number];

/** A document to store (what the service checked and wrote to disk). */
export type NewDocument = typeof workerDocuments.$inferInsert;

/** Not expired on `today`: no expiry date, or one on or after it. */
const unexpired = (today: string) =>
  or(isNull(workerDocuments.expiresOn), gte(workerDocuments.expiresOn, today));

/** The condition of a list: its scope, the status shown on `today`, the worker. */
function listWhere(
  scope: DocumentScope,
  query: Pick<DocumentListQuery, "status" | "staffId">,
  today: string,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (scope.kind === "staff") conditions.push(eq(workerDocuments.userId, scope.userId));
  if (query.staffId) conditions.push(eq(workerDocuments.userId, query.staffId));
  if (query.status === "rejected") conditions.push(eq(workerDocuments.status, "rejected"));
  if (query.status === "pending" || query.status === "verified") {
    conditions.push(eq(workerDocuments.status, query.status), unexpired(today));
  }
  if (query.status === "expired") {
    conditions.push(ne(workerDocuments.status, "rejected"), lt(workerDocuments.expiresOn, today));
  }
  return and(...conditions);
}

export function documentsRepository(db: Database) {
  const joined = (executor: Database | Transaction = db) => joinedQuery(executor);

  return {
    /** Stores a document in `tx`. @returns its id */
    async insert(tx: Transaction, document: NewDocument): Promise<number> {
      const [row] = await tx
        .insert(workerDocuments)
        .values(document)
        .returning({ id: workerDocuments.id });
      if (!row) throw new Error("insert returned no row");
      return row.id;
    },

    /** How many documents `userId` has stored (the per-worker cap). */
    async countOf(userId: number, tx?: Transaction): Promise<number> {
      const [row] = await (tx ?? db)
        .select({ n: count() })
        .from(workerDocuments)
        .where(eq(workerDocuments.userId, userId));
      return row?.n ?? 0;
    },

    /** Document `id` with its worker, or undefined. */
    async findById(id: number, tx?: Transaction): Promise<DocumentJoined | undefined> {
      const [row] = await joined(tx).where(eq(workerDocuments.id, id));
      return row;
    },

    /** One page of a list in `query`'s order (decision 0013). */
    async page(
      scope: DocumentScope,
      query: DocumentListQuery,
      cursor: Cursor | undefined,
      today: string,
    ) {
      const rows = await db
        .select({ ...documentFields, cursorKey: cursorKey(workerDocuments) })
        .from(workerDocuments)
        .innerJoin(users, eq(users.id, workerDocuments.userId))
        .where(and(listWhere(scope, query, today), keysetAfter(workerDocuments, cursor)))
        .orderBy(...keysetOrder(workerDocuments, query.sort))
        .limit(literalLimit(query.limit + 1));
      return pageOf(rows, query.limit, query.sort);
    },

    /** How many documents match a list's filters (every page). */
    async count(scope: DocumentScope, query: DocumentListQuery, today: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(workerDocuments)
        .where(listWhere(scope, query, today));
      return row?.n ?? 0;
    },

    /**
     * Deletes document `id` when it belongs to `userId`.
     * @returns its stored file name, or undefined when there is no such document of theirs
     */
    async deleteOwn(id: number, userId: number): Promise<string | undefined> {
      const [row] = await db
        .delete(workerDocuments)
        .where(and(eq(workerDocuments.id, id), eq(workerDocuments.userId, userId)))
        .returning({ storedName: workerDocuments.storedName });
      return row?.storedName;
    },

    /**
     * Deletes every document of `userId` in `tx` (their account is being deleted).
     * @returns the stored file names, to remove once the transaction has committed
     */
    async deleteAllOf(tx: Transaction, userId: number): Promise<string[]> {
      const rows = await tx
        .delete(workerDocuments)
        .where(eq(workerDocuments.userId, userId))
        .returning({ storedName: workerDocuments.storedName });
      return rows.map((row) => row.storedName);
    },

    /**
     * Moves document `id` to `to` when its status is one of `from` and it has not expired on
     * `today` (one UPDATE, so two concurrent reviews cannot both apply).
     * @returns true when it moved
     */
    async review(
      tx: Transaction,
      id: number,
      change: {
        from: DocumentReviewStatus[];
        to: DocumentReviewStatus;
        reviewerId: number;
        reason: string | null;
        today: string;
      },
    ): Promise<boolean> {
      const rows = await tx
        .update(workerDocuments)
        .set({
          status: change.to,
          reason: change.reason,
          reviewedById: change.reviewerId,
          reviewedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(workerDocuments.id, id),
            inArray(workerDocuments.status, change.from),
            unexpired(change.today),
          ),
        )
        .returning({ id: workerDocuments.id });
      return rows.length > 0;
    },

    /**
     * Claims the verified documents due the `days`-day expiry reminder on `today`: expiring from
     * `today` to `today + days` (after `today + 7` for the 30-day one, which the 7-day one
     * replaces), not yet reminded. The 7-day claim marks the 30-day reminder done too.
     * @returns the claimed documents with their workers
     */
    async claimReminders(
      tx: Transaction,
      days: ExpiryReminder,
      today: string,
    ): Promise<DocumentJoined[]> {
      const last = sql`${today}::date + ${days}::integer`;
      const column =
        days === 7 ? workerDocuments.reminder7SentAt : workerDocuments.reminder30SentAt;
      const claimed = await tx
        .update(workerDocuments)
        .set(
          days === 7
            ? {
                reminder7SentAt: sql`now()`,
                reminder30SentAt: sql`coalesce(${workerDocuments.reminder30SentAt}, now())`,
              }
            : { reminder30SentAt: sql`now()` },
        )
        .where(
          and(
            eq(workerDocuments.status, "verified"),
            isNull(column),
            gte(workerDocuments.expiresOn, today),
            sql`${workerDocuments.expiresOn} <= ${last}`,
            days === 30 ? sql`${workerDocuments.expiresOn} > ${today}::date + 7` : undefined,
          ),
        )
        .returning({ id: workerDocuments.id });
      if (claimed.length === 0) return [];
      return joined(tx).where(
        inArray(
          workerDocuments.id,
          claimed.map((row) => row.id),
        ),
      );
    },

    /**
     * The kinds (not `other`) of verified documents unexpired on `today` of each of `userIds`.
     * @returns a map from user id to its kinds (users without any are absent)
     */
    async verifiedKinds(userIds: number[], today: string): Promise<Map<number, string[]>> {
      const result = new Map<number, string[]>();
      if (userIds.length === 0) return result;
      const rows = await db
        .selectDistinct({ userId: workerDocuments.userId, kind: workerDocuments.kind })
        .from(workerDocuments)
        .where(
          and(
            inArray(workerDocuments.userId, [...new Set(userIds)]),
            eq(workerDocuments.status, "verified"),
            ne(workerDocuments.kind, "other"),
            unexpired(today),
          ),
        );
      for (const row of rows) result.set(row.userId, [...(result.get(row.userId) ?? []), row.kind]);
      return result;
    },
  };
}

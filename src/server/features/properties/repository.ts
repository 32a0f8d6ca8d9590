/** Properties: the only code that queries the properties table. */
import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { SearchListQuery } from "../../../domain/api/list-query";
import type { PropertyData } from "../../../domain/property";
import type { Database } from "../../db/client";
import {
  type Cursor,
  cursorKey,
  keysetAfter,
  keysetOrder,
  type Page,
  pageOf,
} from "../../db/keyset";
import { notifications, type PropertyRow, properties, staffingRequests } from "../../db/schema";
import { containsPattern } from "../../db/search";

/** `q` of the properties list: a substring of the name, address, city or ZIP code. */
function propertySearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    ilike(properties.name, pattern),
    ilike(properties.address, pattern),
    ilike(properties.city, pattern),
    ilike(properties.zip, pattern),
  );
}

export function propertiesRepository(db: Database) {
  // Reads of the portal, built once and prepared (PostgreSQL plans each once per connection).
  const ofUserNewestFirst = () =>
    db
      .select()
      .from(properties)
      .where(eq(properties.userId, sql.placeholder("userId")))
      .orderBy(desc(properties.createdAt), desc(properties.id));
  // The dashboard's preview: the newest few.
  const previewOfUser = ofUserNewestFirst()
    .limit(sql.placeholder("limit"))
    .prepare("properties_preview_of_user");
  const countOfUser = db
    .select({ count: count() })
    .from(properties)
    .where(eq(properties.userId, sql.placeholder("userId")))
    .prepare("properties_count_of_user");
  const byIdOfUser = db
    .select()
    .from(properties)
    .where(
      and(
        eq(properties.id, sql.placeholder("id")),
        eq(properties.userId, sql.placeholder("userId")),
      ),
    )
    .limit(1)
    .prepare("properties_by_id_of_user");

  return {
    /**
     * One page of the user's properties in `query`'s order, `q` a substring of the name, address,
     * city or ZIP code (case-insensitive).
     */
    async pageForUser(
      userId: number,
      query: SearchListQuery,
      cursor: Cursor | undefined,
    ): Promise<Page<PropertyRow>> {
      const rows = await db
        .select({ ...getTableColumns(properties), cursorKey: cursorKey(properties) })
        .from(properties)
        .where(
          and(
            eq(properties.userId, userId),
            propertySearch(query.q),
            keysetAfter(properties, cursor),
          ),
        )
        .orderBy(...keysetOrder(properties, query.sort))
        .limit(query.limit + 1);
      return pageOf(rows, query.limit, query.sort);
    },

    /** How many of the user's properties match `q` (all of them without one). */
    async countForUser(userId: number, q?: string): Promise<number> {
      if (!q) {
        const [row] = await countOfUser.execute({ userId });
        return row?.count ?? 0;
      }
      const [row] = await db
        .select({ count: count() })
        .from(properties)
        .where(and(eq(properties.userId, userId), propertySearch(q)));
      return row?.count ?? 0;
    },

    /** The user's newest `limit` properties, newest first (the dashboard's preview). */
    listNewestForUser(userId: number, limit: number): Promise<PropertyRow[]> {
      return previewOfUser.execute({ userId, limit });
    },

    /** One property if it belongs to `userId`, else undefined. */
    async findByIdForUser(id: number, userId: number): Promise<PropertyRow | undefined> {
      const [row] = await byIdOfUser.execute({ id, userId });
      return row;
    },

    /** Adds a property owned by `userId`. */
    async create(userId: number, data: PropertyData): Promise<PropertyRow> {
      const [row] = await db
        .insert(properties)
        .values({ ...data, userId })
        .returning();
      if (!row) throw new Error("insert returned no row");
      return row;
    },

    /** Updates the property of `userId`; undefined when there is no such property of this user. */
    async updateForUser(
      id: number,
      userId: number,
      data: PropertyData,
    ): Promise<PropertyRow | undefined> {
      const [row] = await db
        .update(properties)
        .set({ ...data, updatedAt: new Date() })
        .where(and(eq(properties.id, id), eq(properties.userId, userId)))
        .returning();
      return row;
    },

    /**
     * Deletes the property of `userId` with "all associated data" (spec section 2): its staffing
     * requests, assignments and documents go by ON DELETE CASCADE; the notifications about those
     * requests are removed here, in the same transaction.
     * @returns false when there is no such property of this user
     */
    deleteForUser(id: number, userId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const requestIds = (
          await tx
            .select({ id: staffingRequests.id })
            .from(staffingRequests)
            .innerJoin(properties, eq(properties.id, staffingRequests.propertyId))
            .where(and(eq(properties.id, id), eq(properties.userId, userId)))
        ).map((r) => r.id);
        const deleted = await tx
          .delete(properties)
          .where(and(eq(properties.id, id), eq(properties.userId, userId)))
          .returning({ id: properties.id });
        if (deleted.length === 0) return false;
        if (requestIds.length > 0) {
          await tx
            .delete(notifications)
            .where(
              and(
                eq(notifications.relatedType, "staffing_request"),
                inArray(notifications.relatedId, requestIds),
              ),
            );
        }
        return true;
      });
    },
  };
}

/** Properties: the only code that queries the properties table. */
import { and, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { SearchListQuery, SortOrder } from "../../../domain/api/list-query";
import { propertyResponseSchema } from "../../../domain/api/property";
import type { PropertyData } from "../../../domain/property";
import type { Database } from "../../db/client";
import {
  type JsonPage,
  jsonPageWithTotal,
  preparedPerShape,
  rowJson,
  schemaColumns,
  totalAlone,
} from "../../db/json";
import {
  type Cursor,
  cursorKey,
  cursorParams,
  keysetAfterPlaceholders,
  keysetOrder,
} from "../../db/keyset";
import { notifications, type PropertyRow, properties, staffingRequests } from "../../db/schema";
import { containsPattern } from "../../db/search";

/**
 * The fields of the `properties` row in scope as propertyResponseSchema
 * (src/domain/api/property.ts) names and orders them, timestamps as `Date#toJSON` writes them:
 * for a JSON text written by the database (src/server/db/json.ts), here and in a request's detail.
 */
export const propertyFields = schemaColumns(properties, propertyResponseSchema);

/**
 * A property row in scope as the JSON text of the portal's answer ({@link propertyFields}):
 * tests/api/properties-json.test.ts checks it against the schema.
 */
const propertyJson = sql<string>`${rowJson(propertyFields)}::text`;

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

  /**
   * The SELECT of one page of `userId`'s properties (placeholders `userId`, `limit` and, when
   * `afterCursor`, the cursor's) in order `sort`, matching the search `q` (bound as a value), as
   * the JSON text of each row with its cursor and the total of the matching properties. The total
   * is a scalar subquery naming only its own `properties`, which PostgreSQL runs once per
   * statement, not per row (docs/decisions/0031-list-total-in-page-statement.md).
   */
  const ofUser = eq(properties.userId, sql.placeholder("userId"));
  /** How many of the user's properties match `q` (all without one), as a scalar subquery. */
  const totalQuery = (q?: string) =>
    sql<number>`(select count(*)::int from ${properties}
      where ${and(ofUser, propertySearch(q))})`.mapWith(Number);
  function pageQuery(sort: SortOrder, afterCursor: boolean, q?: string) {
    return db
      .select({
        id: properties.id,
        json: propertyJson,
        cursorKey: cursorKey(properties),
        total: totalQuery(q),
      })
      .from(properties)
      .where(
        and(
          ofUser,
          propertySearch(q),
          afterCursor ? keysetAfterPlaceholders(properties, sort) : undefined,
        ),
      )
      .orderBy(...keysetOrder(properties, sort))
      .limit(sql.placeholder("limit"));
  }
  // Without a search a page is one of four shapes (order, first or later), each prepared once;
  // a search is built per call, since PGlite keeps no pattern match as a named statement.
  const preparedPage = preparedPerShape(
    (sort: SortOrder, afterCursor: boolean) => `${sort}_${afterCursor ? "after" : "first"}`,
    (shape, sort, afterCursor) => pageQuery(sort, afterCursor).prepare(`properties_page_${shape}`),
  );

  return {
    /**
     * One page of the user's properties in `query`'s order, `q` a substring of the name, address,
     * city or ZIP code (case-insensitive), as the JSON text of the portal's answer
     * ({@link propertyJson}), with how many properties match in all (X-Total-Count), read by the
     * same statement (decision 0031).
     */
    async page(
      userId: number,
      query: SearchListQuery,
      cursor: Cursor | undefined,
    ): Promise<JsonPage & { total: number }> {
      const params = {
        userId,
        ...(cursor ? cursorParams(cursor) : {}),
        limit: query.limit + 1,
      };
      const rows = query.q
        ? await pageQuery(query.sort, cursor !== undefined, query.q).execute(params)
        : await preparedPage(query.sort, cursor !== undefined).execute(params);
      return jsonPageWithTotal(rows, query, cursor, () =>
        totalAlone(db, totalQuery(query.q), { userId }),
      );
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

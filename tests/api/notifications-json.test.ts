/**
 * The portal's notifications list is serialised by the database (`notificationJson` in
 * src/server/features/notifications/repository.ts, src/server/db/json.ts): every page must be
 * exactly the text the route's zod schema makes of the same rows read through Drizzle, with
 * awkward text, nulls, read and unread rows and timestamps with microseconds, and carry the
 * total of the whole list (docs/decisions/0031-list-total-in-page-statement.md); what the
 * endpoint sends must be that text, on both databases.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationResponseSchema } from "../../src/domain/api/notification";
import { notificationTypes } from "../../src/domain/enums";
import { notifications } from "../../src/server/db/schema";
import { notificationsRepository } from "../../src/server/features/notifications/repository";
import { as, buildTestApp, signUp, type TestApp, type TestUser } from "../helpers/app";
import { awkwardTexts, idsOf, microsecondTimes, schemaJsonOf } from "../helpers/json-text";

let t: TestApp;
let manager: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  manager = await signUp(t.app, { companyName: "Bayshore Residential" });
  other = await signUp(t.app, { companyName: "Gulf Coast Living" });
  await t.db.insert(notifications).values({
    userId: other.user.id,
    title: "Someone else's news",
    message: "Not yours",
    type: "info",
  });
  for (const [i, at] of microsecondTimes.entries()) {
    const [row] = await t.db
      .insert(notifications)
      .values({
        userId: manager.user.id,
        title: awkwardTexts[i % awkwardTexts.length] ?? "x",
        message: awkwardTexts[(i + 1) % awkwardTexts.length] ?? "x",
        type: notificationTypes[i % notificationTypes.length] ?? "info",
        isRead: i % 2 === 1,
        link: i % 3 === 0 ? null : `/staffing-requests/${i + 1}?tab=a&b="c"`,
        relatedId: i % 3 === 0 ? null : i + 1,
        relatedType: i % 3 === 0 ? null : "staffing_request",
      })
      .returning({ id: notifications.id });
    if (!row) throw new Error("no notification");
    await t.db.execute(
      sql`update notifications set created_at = ${at}::timestamptz where id = ${row.id}`,
    );
  }
});
afterAll(async () => {
  await t?.close();
});

/** What the route's schema made of the rows with these ids, in that order. */
const schemaJson = (ids: number[]) =>
  schemaJsonOf(t.db, notifications, notificationResponseSchema, ids);

describe("the database-serialised notifications list", () => {
  it("is the JSON the response schema makes of the same rows, page after page, with its total", async () => {
    const repo = notificationsRepository(t.db);
    const mine = await t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, manager.user.id));
    for (const sort of ["newest", "oldest"] as const) {
      let cursor: Parameters<typeof repo.page>[2];
      const seen: number[] = [];
      do {
        const page = await repo.page(manager.user.id, { limit: 3, sort }, cursor);
        const ids = idsOf(page.json);
        expect(page.json).toBe(await schemaJson(ids));
        expect(page.total).toBe(mine.length);
        seen.push(...ids);
        cursor = page.next ?? undefined;
      } while (cursor);
      expect(new Set(seen)).toEqual(new Set(mine.map((row) => row.id)));
      expect(seen).toHaveLength(mine.length);
    }
  });

  it("is what the endpoint sends, with the total and without another account's notifications", async () => {
    const response = await as(t.app, manager)({ method: "GET", url: "/api/portal/notifications" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(response.body).toBe(await schemaJson(idsOf(response.body)));
    expect(response.headers["x-total-count"]).toBe(String(microsecondTimes.length));
    expect(response.body).not.toContain("Someone else");
    const rows = response.json() as { isRead: boolean; createdAt: string }[];
    expect(rows.filter((row) => row.isRead)).toHaveLength(3);
    expect(rows.at(-1)?.createdAt).toBe("2000-01-01T04:59:59.123Z");
  });

  it("answers the total on a later page that came out empty, and 0 for none", async () => {
    const owner = await signUp(t.app, { companyName: "Empty Page Realty" });
    const ids = (
      await t.db
        .insert(notifications)
        .values(
          [1, 2, 3, 4].map((n) => ({
            userId: owner.user.id,
            title: `Update ${n}`,
            message: "Your request was approved.",
            type: "info" as const,
          })),
        )
        .returning({ id: notifications.id })
    ).map((row) => row.id);
    const first = await as(
      t.app,
      owner,
    )({
      method: "GET",
      url: "/api/portal/notifications?limit=2&sort=oldest",
    });
    expect(first.headers["x-total-count"]).toBe("4");
    await t.db.delete(notifications).where(inArray(notifications.id, ids.slice(2)));
    const next = /^<([^>]+)>; rel="next"$/.exec(String(first.headers.link))?.[1];
    expect(next).toBeDefined();
    const later = await as(t.app, owner)({ method: "GET", url: next as string });
    expect(later.statusCode).toBe(200);
    expect(later.body).toBe("[]");
    expect(later.headers["x-total-count"]).toBe("2");
    const nobody = await signUp(t.app, { role: "staff" });
    const none = await as(t.app, nobody)({ method: "GET", url: "/api/portal/notifications" });
    expect(none.body).toBe("[]");
    expect(none.headers["x-total-count"]).toBe("0");
  });
});

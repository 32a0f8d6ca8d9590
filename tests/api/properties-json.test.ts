/**
 * The portal's properties list is serialised by the database (`propertyJson` in
 * src/server/features/properties/repository.ts, src/server/db/json.ts): every page must be
 * exactly the text the route's zod schema makes of the same rows read through Drizzle, with
 * awkward text, nulls and timestamps with microseconds, and carry the total of the whole list
 * (docs/decisions/0031-list-total-in-page-statement.md); what the endpoint sends must be that
 * text, on both databases.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { propertyResponseSchema } from "../../src/domain/api/property";
import { properties } from "../../src/server/db/schema";
import { propertiesRepository } from "../../src/server/features/properties/repository";
import { as, buildTestApp, signUp, type TestApp, type TestUser } from "../helpers/app";
import { awkwardTexts, idsOf, microsecondTimes, schemaJsonOf } from "../helpers/json-text";

let t: TestApp;
let manager: TestUser;
let other: TestUser;

// The last text is a name a search finds, not the empty one (a property needs a name).
const awkward = [...awkwardTexts.slice(0, -1), "Palms North"];

const times = microsecondTimes;

beforeAll(async () => {
  t = await buildTestApp();
  manager = await signUp(t.app, { companyName: "Bayshore Residential" });
  other = await signUp(t.app, { companyName: "Gulf Coast Living" });
  await t.db.insert(properties).values({
    userId: other.user.id,
    name: "Someone else's Palms",
    address: "2 Main St",
    city: "Tampa",
    state: "FL",
    zip: "33602",
  });
  for (const [i, at] of times.entries()) {
    const [row] = await t.db
      .insert(properties)
      .values({
        userId: manager.user.id,
        name: awkward[i % awkward.length] ?? "x",
        address: `${i + 1} ${awkward[(i + 1) % awkward.length]}`,
        city: i % 2 ? "Tampa" : "St. Petersburg",
        state: "FL",
        zip: i === 3 ? "33701" : "33602",
        units: i * 37 + 1,
        description: i % 3 === 0 ? null : (awkward[(i + 2) % awkward.length] ?? null),
      })
      .returning({ id: properties.id });
    if (!row) throw new Error("no property");
    await t.db.execute(
      sql`update properties set created_at = ${at}::timestamptz,
            updated_at = ${at}::timestamptz + interval '1 microsecond'
          where id = ${row.id}`,
    );
  }
});
afterAll(async () => {
  await t?.close();
});

/** What the route's schema made of the rows with these ids, in that order. */
const schemaJson = (ids: number[]) => schemaJsonOf(t.db, properties, propertyResponseSchema, ids);

describe("the database-serialised properties list", () => {
  it("is the JSON the response schema makes of the same rows, page after page, with its total", async () => {
    const repo = propertiesRepository(t.db);
    for (const q of [undefined, "palms", "336"]) {
      // The reference: `q` in the name, address, city or ZIP code, case-insensitive.
      const mine = await t.db
        .select()
        .from(properties)
        .where(eq(properties.userId, manager.user.id));
      const needle = q?.toLowerCase() ?? "";
      const expected = mine.filter((row) =>
        [row.name, row.address, row.city, row.zip].some((text) =>
          text.toLowerCase().includes(needle),
        ),
      ).length;
      expect(expected).toBeGreaterThan(0);
      for (const sort of ["newest", "oldest"] as const) {
        let cursor: Parameters<typeof repo.page>[2];
        const seen: number[] = [];
        do {
          const page = await repo.page(manager.user.id, { limit: 3, sort, q }, cursor);
          const ids = idsOf(page.json);
          expect(page.json).toBe(await schemaJson(ids));
          expect(page.total, `${q} ${sort}`).toBe(expected);
          seen.push(...ids);
          cursor = page.next ?? undefined;
        } while (cursor);
        expect(seen, `${q} ${sort}`).toHaveLength(expected);
        expect(new Set(seen).size).toBe(expected);
      }
    }
  });

  it("writes microsecond times as Date#toJSON does, and the order breaks ties by id", async () => {
    const page = await propertiesRepository(t.db).page(
      manager.user.id,
      { limit: 50, sort: "oldest", q: undefined },
      undefined,
    );
    const rows = JSON.parse(page.json) as { id: number; createdAt: string; updatedAt: string }[];
    expect(rows[0]?.createdAt).toBe("2000-01-01T04:59:59.123Z");
    expect(rows.map((row) => row.createdAt)).toContain("2026-07-01T12:00:00.000Z");
    const tied = rows.filter((row) => row.createdAt === "2026-03-04T05:06:07.999Z");
    expect(tied).toHaveLength(2);
    expect((tied[0] as { id: number }).id).toBeLessThan((tied[1] as { id: number }).id);
  });

  it("is what the endpoint sends, with the total and without another account's properties", async () => {
    const response = await as(t.app, manager)({ method: "GET", url: "/api/portal/properties" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(response.body).toBe(await schemaJson(idsOf(response.body)));
    expect(response.headers["x-total-count"]).toBe(String(times.length));
    expect(response.body).not.toContain("Someone else");
  });

  it("answers the total on a later page that came out empty, and 0 for none", async () => {
    const owner = await signUp(t.app, { companyName: "Empty Page Realty" });
    const ids = (
      await t.db
        .insert(properties)
        .values(
          [1, 2, 3, 4].map((n) => ({
            userId: owner.user.id,
            name: `Harbor View ${n}`,
            address: `${n} Bay St`,
            city: "Tampa",
            state: "FL",
            zip: "33602",
          })),
        )
        .returning({ id: properties.id })
    ).map((row) => row.id);
    const urls = [
      "/api/portal/properties?limit=2&sort=oldest",
      "/api/portal/properties?limit=2&sort=oldest&q=harbor",
    ];
    const firsts = await Promise.all(urls.map((url) => as(t.app, owner)({ method: "GET", url })));
    for (const first of firsts) expect(first.headers["x-total-count"]).toBe("4");
    // The two newest, which the next pages would have held.
    await t.db.delete(properties).where(inArray(properties.id, ids.slice(2)));
    for (const first of firsts) {
      const next = /^<([^>]+)>; rel="next"$/.exec(String(first.headers.link))?.[1];
      expect(next).toBeDefined();
      const later = await as(t.app, owner)({ method: "GET", url: next as string });
      expect(later.statusCode).toBe(200);
      expect(later.body).toBe("[]");
      expect(later.headers["x-total-count"], next).toBe("2");
    }
    const none = await as(t.app, other)({ method: "GET", url: "/api/portal/properties?q=zzz" });
    expect(none.body).toBe("[]");
    expect(none.headers["x-total-count"]).toBe("0");
  });
});

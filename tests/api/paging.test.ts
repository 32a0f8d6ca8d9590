/**
 * Paged lists (docs/decisions/0013-paged-lists.md): every list endpoint answers one page with
 * `Link: <…>; rel="next"` and `X-Total-Count`. Checked here against the rows written straight
 * to the database: a walk through the pages meets every row exactly once even while rows are
 * added between two pages and many rows share one creation time; the server's filters and
 * search agree with a reference filter written in JavaScript over the same rows; bad paging
 * parameters are refused with their message; the CSV export streams every matching row.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_LIMIT_MAX } from "../../src/domain/api/list-query";
import {
  type StaffingRequestStatus,
  type StaffType,
  staffingRequestStatuses,
  staffTypeLabels,
  staffTypes,
} from "../../src/domain/enums";
import {
  jobApplications,
  newsletterSubscribers,
  notifications,
  properties,
  staffingRequests,
  users,
} from "../../src/server/db/schema";
import { as, buildTestApp, signUp, type TestApp, type TestUser } from "../helpers/app";

let t: TestApp;
let manager: TestUser;
let otherManager: TestUser;
let admin: TestUser;

/** A deterministic pseudo-random sequence (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

interface Answer {
  status: number;
  ids: number[];
  total: string | undefined;
  next: string | undefined;
  body: unknown;
}

/** GET `url` as `who`: the ids of the page, its total and the URL of the next page. */
async function read(who: TestUser, url: string): Promise<Answer> {
  const response = await as(t.app, who)({ method: "GET", url });
  const link = response.headers.link as string | undefined;
  const body = response.json();
  return {
    status: response.statusCode,
    ids: Array.isArray(body) ? body.map((row: { id: number }) => row.id) : [],
    total: response.headers["x-total-count"] as string | undefined,
    next: link ? /^<([^>]+)>; rel="next"$/.exec(link)?.[1] : undefined,
    body,
  };
}

/**
 * Follows the Link headers from `url` to the last page; `between` runs after each page (to
 * write rows while the list is being read).
 */
async function walk(who: TestUser, url: string, between?: () => Promise<void>) {
  const ids: number[] = [];
  let next: string | undefined = url;
  let pages = 0;
  let firstTotal: string | undefined;
  const totals: Array<string | undefined> = [];
  while (next) {
    const page = await read(who, next);
    expect(page.status, JSON.stringify(page.body).slice(0, 300)).toBe(200);
    firstTotal ??= page.total;
    totals.push(page.total);
    ids.push(...page.ids);
    next = page.next;
    pages += 1;
    if (pages > 1000) throw new Error("the pages never end");
    if (next && between) await between();
  }
  return { ids, pages, total: Number(firstTotal), totals: totals.map(Number) };
}

const DAY = 86_400_000;
const BASE = Date.UTC(2026, 0, 1);

interface SeededRequest {
  id: number;
  userId: number | null;
  propertyId: number | null;
  companyName: string;
  contactName: string;
  email: string;
  staffType: StaffType;
  details: string | null;
  status: StaffingRequestStatus;
  createdAt: Date;
}

const companies = ["Acme Living", "Bayshore Residential", "Palm & Pine", "Coral 50% Homes"];
const contacts = ["Maria Lopez", "James O'Neil", "Ana_Sofia Reyes", "Tom Wu", "José Peña"];
const detailTexts = [
  "Pool deck cleanup after the storm",
  "Night patrol, gated community",
  null,
  "Turnover of 12 units, paint and carpet",
  "Weekend leasing desk",
];

let propertyIds: number[] = [];
let otherPropertyId = 0;
let seeded: SeededRequest[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  manager = await signUp(t.app, { companyName: "Bayshore Residential" });
  otherManager = await signUp(t.app, { companyName: "Gulf Coast Living" });
  admin = await signUp(t.app, { role: "admin" });
  propertyIds = (
    await t.db
      .insert(properties)
      .values(
        ["Palms North", "Palms South", "Harbor View"].map((name) => ({
          userId: manager.user.id,
          name,
          address: "1 Bay St",
          city: "Tampa",
          state: "FL",
          zip: "33602",
        })),
      )
      .returning({ id: properties.id })
  ).map((row) => row.id);
  const [other] = await t.db
    .insert(properties)
    .values({
      userId: otherManager.user.id,
      name: "Gulf Towers",
      address: "2 Gulf Blvd",
      city: "Naples",
      state: "FL",
      zip: "34102",
    })
    .returning({ id: properties.id });
  otherPropertyId = other?.id ?? 0;

  // 160 requests: the manager's (most), the other manager's and public ones, spread over 60
  // days with groups sharing one creation time to the microsecond.
  const next = random(2026);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const rows = Array.from({ length: 160 }, (_, i) => {
    const owner = i % 8 === 0 ? "other" : i % 11 === 0 ? "public" : "manager";
    return {
      userId:
        owner === "manager" ? manager.user.id : owner === "other" ? otherManager.user.id : null,
      propertyId:
        owner === "manager" ? pick(propertyIds) : owner === "other" ? otherPropertyId : null,
      companyName: pick(companies),
      contactName: pick(contacts),
      email: `${pick(["ops", "leasing", "pm"])}${i}@example.com`,
      staffType: pick(staffTypes),
      details: pick(detailTexts),
      status: pick(staffingRequestStatuses),
      consent: true,
      // Every fourth row shares the previous row's time: ties broken by id.
      createdAt: new Date(BASE + Math.floor(i / 4) * 0.37 * DAY + 0.123),
    };
  });
  seeded = (await t.db.insert(staffingRequests).values(rows).returning()).map((row) => ({
    ...row,
    createdAt: row.createdAt,
  }));
}, 60_000);

afterAll(async () => {
  await t?.close();
});

/** Newest first by creation time, then id: the lists' order. */
const newestFirst = (a: SeededRequest, b: SeededRequest) =>
  b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;

interface Filters {
  status?: StaffingRequestStatus;
  staffType?: StaffType;
  propertyId?: number;
  from?: string;
  to?: string;
  q?: string;
}

/** The reference: what the filters mean (src/domain/api/list-query.ts), in JavaScript. */
function reference(rows: SeededRequest[], filters: Filters): number[] {
  const q = filters.q?.toLowerCase();
  return rows
    .filter((row) => !filters.status || row.status === filters.status)
    .filter((row) => !filters.staffType || row.staffType === filters.staffType)
    .filter((row) => !filters.propertyId || row.propertyId === filters.propertyId)
    .filter((row) => !filters.from || row.createdAt.getTime() >= Date.parse(filters.from))
    .filter((row) => !filters.to || row.createdAt.getTime() < Date.parse(filters.to) + DAY)
    .filter(
      (row) =>
        !q ||
        [row.companyName, row.contactName, row.email, row.staffType, row.details ?? ""].some(
          (text) => text.toLowerCase().includes(q),
        ) ||
        staffTypeLabels[row.staffType].toLowerCase().includes(q),
    )
    .sort(newestFirst)
    .map((row) => row.id);
}

const filterCases: Filters[] = [
  {},
  { status: "pending" },
  { status: "in_progress" },
  { staffType: "make-ready" },
  { from: "2026-01-10", to: "2026-01-20" },
  { from: "2026-01-15" },
  { to: "2026-01-05" },
  { q: "palm & pine" },
  { q: "STORM" },
  { q: "50%" },
  { q: "ana_sofia" },
  { q: "o'neil" },
  // Case-insensitive beyond ASCII: the database's lower() folds "É" and "Ñ" as JavaScript does.
  { q: "JOSÉ PEÑA" },
  // Short words beside longer ones: the index is asked for the longer ones, the whole text is
  // checked on what it finds ("x palm": rows with "palm", none with "x palm").
  { q: "50% homes" },
  { q: "of 12 units" },
  { q: "x palm" },
  { q: "groundskeepers" },
  { q: "leasing" },
  { q: "nothing matches this" },
  { status: "approved", staffType: "security", q: "a" },
];

const queryOf = (filters: Filters & { city?: string }) =>
  new URLSearchParams(
    Object.entries(filters).map(([name, value]) => [name, String(value)]),
  ).toString();

describe("filters and search on the server", () => {
  it("agree with the reference filter on the manager's list, page by page", async () => {
    const own = seeded.filter((row) => row.userId === manager.user.id);
    const cases: Filters[] = [
      ...filterCases,
      { propertyId: propertyIds[0] as number },
      { propertyId: propertyIds[2] as number, status: "pending" },
      // Someone else's property: nothing of the manager's.
      { propertyId: otherPropertyId },
    ];
    for (const filters of cases) {
      const expected = reference(own, filters);
      const got = await walk(manager, `/api/portal/staffing-requests?limit=7&${queryOf(filters)}`);
      expect(got.ids, JSON.stringify(filters)).toEqual(expected);
      // Every page, not only the first, carries the total of the whole list.
      expect(got.totals, JSON.stringify(filters)).toEqual(Array(got.pages).fill(expected.length));
    }
  });

  it("answers the total on a later page that came out empty", async () => {
    // A cursor past the last row (its rows deleted after the first page was read) finds no row
    // to carry the total: it is still the count of what matches, for the counters' path (no
    // filter, a status) and for a filter counted row by row (a search).
    const owner = await signUp(t.app, { companyName: "Empty Page Realty" });
    const ids = (
      await t.db
        .insert(staffingRequests)
        .values(
          Array.from({ length: 4 }, (_, i) => ({
            userId: owner.user.id,
            companyName: "Empty Page Realty",
            contactName: "Dana Ruiz",
            email: `dana${i}@example.com`,
            staffType: "maintenance" as const,
            details: "Pool deck repairs",
            status: "pending" as const,
            consent: true,
            createdAt: new Date(BASE + i * DAY),
          })),
        )
        .returning({ id: staffingRequests.id })
    ).map((row) => row.id);
    const urls = [
      "/api/portal/staffing-requests?limit=2",
      "/api/portal/staffing-requests?limit=2&status=pending",
      "/api/portal/staffing-requests?limit=2&q=pool%20deck",
    ];
    const firsts = await Promise.all(urls.map((url) => read(owner, url)));
    for (const first of firsts) {
      expect(first.total).toBe("4");
      expect(first.next).toBeDefined();
    }
    // The two oldest, which the next pages would have held.
    await t.db.execute(sql`delete from staffing_requests where id in (${ids[0]}, ${ids[1]})`);
    for (const first of firsts) {
      const later = await read(owner, first.next as string);
      expect(later.status).toBe(200);
      expect(later.ids).toEqual([]);
      expect(later.total, first.next).toBe("2");
    }
    const none = await read(owner, "/api/portal/staffing-requests?q=nothing%20like%20this");
    expect(none).toMatchObject({ status: 200, ids: [], total: "0" });
    // The other tests compare the admin's list of every request with the seeded rows only.
    await t.db.execute(sql`delete from staffing_requests where user_id = ${owner.user.id}`);
  });

  it("agree with the reference filter on the admin's list of every request", async () => {
    // The admin's `city`: the property's city or the company name, case-insensitive.
    const cityOf = (row: SeededRequest) =>
      row.propertyId === null ? "" : row.propertyId === otherPropertyId ? "Naples" : "Tampa";
    const cityCases: Array<{ city: string; status?: StaffingRequestStatus }> = [
      { city: "tampa" },
      { city: "NAPLES" },
      { city: "acme" },
      { city: "50%" },
      { city: "naples", status: "pending" },
      { city: "Sarasota" },
      // In both a property's city and company names ("Tampa", "Palm & Pine"; every one holds
      // an "a"): each request counted once.
      { city: "pa" },
      { city: "a" },
    ];
    for (const { city, ...filters } of cityCases) {
      const needle = city.toLowerCase();
      const inCity = seeded.filter(
        (row) =>
          cityOf(row).toLowerCase().includes(needle) ||
          row.companyName.toLowerCase().includes(needle),
      );
      const expected = reference(inCity, filters);
      const got = await walk(
        admin,
        `/api/admin/staffing-requests?limit=9&${queryOf({ ...filters, city })}`,
      );
      expect(got.ids, city).toEqual(expected);
      expect(got.total, city).toBe(expected.length);
    }
    for (const filters of [...filterCases, { propertyId: otherPropertyId }]) {
      const expected = reference(seeded, filters);
      const got = await walk(admin, `/api/admin/staffing-requests?limit=9&${queryOf(filters)}`);
      expect(got.ids, JSON.stringify(filters)).toEqual(expected);
      expect(got.total, JSON.stringify(filters)).toBe(expected.length);
    }
  });

  it("reverses the order with sort=oldest, ties still broken by id", async () => {
    const own = seeded.filter((row) => row.userId === manager.user.id);
    const got = await walk(manager, "/api/portal/staffing-requests?sort=oldest&limit=11");
    expect(got.ids).toEqual(reference(own, {}).reverse());
  });

  it("never lists another account's requests, whatever the filter", async () => {
    const staff = await signUp(t.app, { role: "staff" });
    const all = await walk(staff, "/api/portal/staffing-requests");
    expect(all).toMatchObject({ ids: [], total: 0, pages: 1 });
    const theirs = await walk(otherManager, `/api/portal/staffing-requests?q=a`);
    const theirIds = new Set(
      seeded.filter((row) => row.userId === otherManager.user.id).map((r) => r.id),
    );
    expect(theirs.ids.length).toBeGreaterThan(0);
    expect(theirs.ids.every((id) => theirIds.has(id))).toBe(true);
  });
});

describe("a walk through the pages", () => {
  /** Each list, how to add one of its rows, and who reads it. */
  const lists: Array<{
    url: string;
    who: () => TestUser;
    add: (n: number) => Promise<unknown>;
  }> = [
    {
      url: "/api/portal/staffing-requests",
      who: () => manager,
      add: (n) =>
        t.db.insert(staffingRequests).values({
          userId: manager.user.id,
          companyName: `Added ${n}`,
          contactName: "New Contact",
          email: `added${n}@example.com`,
          staffType: "maintenance",
          consent: true,
        }),
    },
    {
      url: "/api/admin/staffing-requests",
      who: () => admin,
      add: (n) =>
        t.db.insert(staffingRequests).values({
          companyName: `Public ${n}`,
          contactName: "Visitor",
          email: `visitor${n}@example.com`,
          staffType: "security",
          consent: true,
        }),
    },
    {
      url: "/api/portal/properties",
      who: () => manager,
      add: (n) =>
        t.db.insert(properties).values({
          userId: manager.user.id,
          name: `Added Property ${n}`,
          address: "3 Oak Ave",
          city: "Orlando",
          state: "FL",
          zip: "32801",
        }),
    },
    {
      url: "/api/portal/notifications",
      who: () => manager,
      add: (n) =>
        t.db
          .insert(notifications)
          .values({ userId: manager.user.id, title: `Notice ${n}`, message: "Added" }),
    },
    {
      url: "/api/admin/job-applications",
      who: () => admin,
      add: (n) =>
        t.db.insert(jobApplications).values({
          fullName: `Applicant ${n}`,
          email: `applicant${n}@example.com`,
          phone: "813-555-0100",
          position: "maintenance",
          experience: "1-3",
          consent: true,
        }),
    },
    {
      url: "/api/admin/users",
      who: () => admin,
      add: (n) =>
        t.db.insert(users).values({
          username: `added_user_${n}_${Math.random().toString(36).slice(2, 8)}`,
          email: `added_user_${n}_${Math.random().toString(36).slice(2, 8)}@example.com`,
          passwordHash: "not-a-real-hash",
          fullName: `Added User ${n}`,
          role: "staff",
        }),
    },
    {
      url: "/api/admin/newsletter-subscribers",
      who: () => admin,
      add: (n) =>
        t.db
          .insert(newsletterSubscribers)
          .values({ email: `reader${n}_${Math.random().toString(36).slice(2, 8)}@example.com` }),
    },
  ];

  for (const list of lists) {
    for (const sort of ["newest", "oldest"] as const) {
      it(`${list.url} (${sort} first) meets every row once while rows are added`, async () => {
        // Enough rows for several pages, a dozen of them created in the same instant.
        for (let i = 0; i < 25; i++) await list.add(i);
        const table = tableOf(list.url);
        await t.db.execute(
          sql`update ${sql.identifier(table)} set created_at = timestamptz '2026-03-01 12:00:00.654321+00' where id in (select id from ${sql.identifier(table)} order by id desc limit 12)`,
        );
        const before = await walk(list.who(), `${list.url}?limit=100&sort=${sort}`);
        expect(before.ids.length).toBeGreaterThanOrEqual(25);
        let added = 100;
        const during = await walk(list.who(), `${list.url}?limit=4&sort=${sort}`, async () => {
          added += 1;
          await list.add(added);
        });
        expect(during.total).toBe(before.ids.length);
        expect(new Set(during.ids).size, "no row twice").toBe(during.ids.length);
        // Every row there before the walk was met, in the same order; rows added meanwhile
        // come only after the last of them (oldest first) or not at all (newest first).
        expect(during.ids.slice(0, before.ids.length)).toEqual(before.ids);
        if (sort === "newest") expect(during.ids).toHaveLength(before.ids.length);
        else expect(during.ids.length).toBeGreaterThan(before.ids.length);
      });
    }
  }

  function tableOf(url: string): string {
    if (url.includes("staffing-requests")) return "staffing_requests";
    if (url.includes("properties")) return "properties";
    if (url.includes("notifications")) return "notifications";
    if (url.includes("job-applications")) return "job_applications";
    if (url.includes("users")) return "users";
    return "newsletter_subscribers";
  }

  it("keeps the filters, the order and the limit in the next page's link", async () => {
    const page = await read(
      manager,
      "/api/portal/staffing-requests?status=pending&limit=2&sort=oldest&q=a",
    );
    const next = new URL(page.next as string, "http://localhost");
    expect(next.pathname).toBe("/api/portal/staffing-requests");
    expect(Object.fromEntries(next.searchParams)).toMatchObject({
      status: "pending",
      limit: "2",
      sort: "oldest",
      q: "a",
    });
    expect(next.searchParams.get("cursor")).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it("answers 50 rows by default and no Link on the last page", async () => {
    const first = await read(admin, "/api/admin/staffing-requests");
    expect(first.ids).toHaveLength(50);
    expect(first.next).toBeDefined();
    const last = await read(admin, `/api/admin/staffing-requests?limit=${PAGE_LIMIT_MAX}&q=Acme`);
    const total = Number(last.total);
    expect(total).toBeLessThan(PAGE_LIMIT_MAX);
    expect(last.ids).toHaveLength(total);
    expect(last.next).toBeUndefined();
  });
});

describe("bad paging parameters", () => {
  const cases: Array<[string, string, string]> = [
    ["limit=101", "limit", "limit must be a whole number from 1 to 100"],
    ["limit=0", "limit", "limit must be a whole number from 1 to 100"],
    ["limit=2.5", "limit", "limit must be a whole number from 1 to 100"],
    ["limit=many", "limit", "limit must be a whole number from 1 to 100"],
    ["sort=random", "sort", "sort must be newest or oldest"],
    [
      "cursor=bm90LWEtY3Vyc29y",
      "cursor",
      "This page link is not valid. Start again from the first page.",
    ],
  ];
  for (const [query, field, message] of cases) {
    it(`refuses ?${query} with 400 and its message`, async () => {
      const response = await as(
        t.app,
        manager,
      )({
        method: "GET",
        url: `/api/portal/staffing-requests?${query}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors?.[field] ?? response.json().message).toBe(message);
    });
  }

  it("refuses a cursor written for the other order", async () => {
    const page = await read(manager, "/api/portal/staffing-requests?limit=3");
    const cursor = new URL(page.next as string, "http://localhost").searchParams.get("cursor");
    const response = await as(
      t.app,
      manager,
    )({
      method: "GET",
      url: `/api/portal/staffing-requests?limit=3&sort=oldest&cursor=${cursor}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "This page link is not valid. Start again from the first page.",
    );
  });
});

describe("CSV export", () => {
  for (const url of [
    "/api/admin/staffing-requests.csv?q=%00",
    "/api/admin/staffing-requests.csv?city=Tam%00pa",
    "/api/admin/job-applications.csv?q=a%00",
  ]) {
    it(`refuses a NUL character in a search with 400 before streaming (${url})`, async () => {
      const response = await as(t.app, admin)({ method: "GET", url });
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(
        "The search must not contain a NUL character",
      );
    });
  }

  it("streams every matching row, past one batch, newest first", async () => {
    const rows = Array.from({ length: 2345 }, (_, i) => ({
      companyName: `Bulk Export ${i}`,
      contactName: "Bulk Contact",
      email: `bulk${i}@example.com`,
      staffType: "groundskeeping" as const,
      status: i % 3 === 0 ? ("completed" as const) : ("pending" as const),
      consent: true,
      createdAt: new Date(BASE + i * 60_000),
    }));
    for (let i = 0; i < rows.length; i += 500) {
      await t.db.insert(staffingRequests).values(rows.slice(i, i + 500));
    }
    const response = await as(
      t.app,
      admin,
    )({
      method: "GET",
      url: "/api/admin/staffing-requests.csv?q=Bulk%20Export",
    });
    expect(response.statusCode).toBe(200);
    const lines = response.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toMatch(/^ID,Created,Status/);
    const companies = lines.slice(1).map((line) => /Bulk Export (\d+)/.exec(line)?.[1]);
    expect(companies).toHaveLength(2345);
    expect(companies[0]).toBe("2344");
    expect(companies.at(-1)).toBe("0");
    expect(new Set(companies).size).toBe(2345);

    const completed = await as(
      t.app,
      admin,
    )({
      method: "GET",
      url: "/api/admin/staffing-requests.csv?q=Bulk%20Export&status=completed&sort=oldest",
    });
    const completedLines = completed.body.trimEnd().split("\r\n").slice(1);
    expect(completedLines).toHaveLength(782);
    expect(completedLines[0]).toContain("Bulk Export 0,");
  });
});

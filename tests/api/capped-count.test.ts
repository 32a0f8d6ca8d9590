/**
 * The admin request list's capped count (docs/decisions/0024-capped-counts.md): a filter that
 * the trigger-kept counters cannot answer is counted up to ADMIN_REQUEST_COUNT_CAP; when more
 * rows match, `X-Total-Count` is absent and `X-Total-Count-Exceeds` holds the cap, while every
 * matching row can still be paged through and exported. Up to the cap, and without filters or
 * with a status alone, the count stays exact.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffingRequests } from "../../src/server/db/schema";
import { ADMIN_REQUEST_COUNT_CAP } from "../../src/server/features/admin/repository";
import { as, buildTestApp, signUp, type TestApp, type TestUser } from "../helpers/app";

let t: TestApp;
let admin: TestUser;

const CAP = ADMIN_REQUEST_COUNT_CAP;
/** Requests whose details say "Marker exact": as many as the cap, so their count is exact. */
const EXACT = CAP;
/** Requests whose details say "Marker over": a few, so "Marker" matches more than the cap. */
const OVER = 5;
/** Public requests from Sarasota, all pending: "Sarasota" matches none of the others. */
const PENDING = 3;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUp(t.app, { role: "admin" });
  const row = (i: number, details: string, status: "pending" | "completed") => ({
    userId: null,
    propertyId: null,
    companyName: details.startsWith("Sarasota") ? "Sarasota Bay Apartments" : "Harbor Walk",
    contactName: "Dana Brooks",
    email: `ops${i}@example.com`,
    staffType: "maintenance" as const,
    details,
    status,
    consent: true,
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
  });
  const rows = [
    ...Array.from({ length: EXACT }, (_, i) => row(i, `Marker exact ${i}`, "completed")),
    ...Array.from({ length: OVER }, (_, i) => row(EXACT + i, `Marker over ${i}`, "completed")),
    ...Array.from({ length: PENDING }, (_, i) => row(EXACT + OVER + i, `Sarasota ${i}`, "pending")),
  ];
  // In batches: one statement binds at most 65,535 parameters.
  for (let i = 0; i < rows.length; i += 500) {
    await t.db.insert(staffingRequests).values(rows.slice(i, i + 500));
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const ALL = EXACT + OVER + PENDING;

async function get(url: string) {
  return as(t.app, admin)({ method: "GET", url });
}

describe("the admin list's count", () => {
  it("stops at the cap when more rows match a filter, and says so", async () => {
    const response = await get("/api/admin/staffing-requests?q=marker");
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-total-count"]).toBeUndefined();
    expect(response.headers["x-total-count-exceeds"]).toBe(String(CAP));
    expect(response.json()).toHaveLength(50);
    expect(response.headers.link).toMatch(/rel="next"/);
  });

  it("is exact up to the cap", async () => {
    const exact = await get("/api/admin/staffing-requests?q=marker%20exact");
    expect(exact.headers["x-total-count"]).toBe(String(EXACT));
    expect(exact.headers["x-total-count-exceeds"]).toBeUndefined();
    const few = await get("/api/admin/staffing-requests?q=marker%20over");
    expect(few.headers["x-total-count"]).toBe(String(OVER));
    const city = await get("/api/admin/staffing-requests?city=sarasota");
    expect(city.headers["x-total-count"]).toBe(String(PENDING));
  });

  it("stays exact without filters and with a status alone (the kept counters)", async () => {
    const all = await get("/api/admin/staffing-requests");
    expect(all.headers["x-total-count"]).toBe(String(ALL));
    const completed = await get("/api/admin/staffing-requests?status=completed");
    expect(completed.headers["x-total-count"]).toBe(String(EXACT + OVER));
    expect(completed.headers["x-total-count-exceeds"]).toBeUndefined();
  });

  it("still pages through every matching row, and the CSV exports them all", async () => {
    const seen = new Set<number>();
    let next: string | undefined = "/api/admin/staffing-requests?q=marker&limit=100";
    let pages = 0;
    while (next) {
      const page = await get(next);
      expect(page.statusCode).toBe(200);
      for (const row of page.json() as { id: number }[]) seen.add(row.id);
      const link = page.headers.link as string | undefined;
      next = link ? /^<([^>]+)>; rel="next"$/.exec(link)?.[1] : undefined;
      pages += 1;
      expect(pages).toBeLessThan(100);
    }
    expect(seen.size).toBe(EXACT + OVER);
    const csv = await get("/api/admin/staffing-requests.csv?q=marker");
    expect(csv.statusCode).toBe(200);
    // A header line, then one line per request (no field here holds a line break).
    expect(csv.body.trimEnd().split("\r\n")).toHaveLength(EXACT + OVER + 1);
  });
});

/**
 * The lists that are not `.prepare()`d write their page size into the statement's text
 * (`limit 8`), never as a parameter (docs/decisions/0034-literal-limits.md): with `LIMIT $1`
 * the planner re-plans a read over a whole table on every execution. Checked on the SQL and
 * parameters the app's Drizzle queries send for each list, on both databases. (A lookup by key
 * may keep `limit $1` with the value 1: its generic plan is an index seek.)
 */

/** The statements of `statements` whose LIMIT is a parameter carrying `n`. */
function limitParameters(statements: typeof sent, n: number) {
  return statements.filter(({ text, params }) =>
    [...text.matchAll(/\blimit \$(\d+)/g)].some((match) => params[Number(match[1]) - 1] === n),
  );
}

/** Whether one of `statements` has `limit <n>` in its text. */
const hasLiteral = (statements: typeof sent, n: number) =>
  statements.some(({ text }) => new RegExp(`\\blimit ${n}\\b`).test(text));

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { literalLimit } from "../../src/server/db/keyset";
import { as, buildTestApp, signUp, type TestApp, type TestUser } from "../helpers/app";

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let staff: TestUser;
let requestId: number;
const sent: { text: string; params: unknown[] }[] = [];

beforeAll(async () => {
  t = await buildTestApp({}, { queryLog: (text, params) => sent.push({ text, params }) });
  admin = await signUp(t.app, { role: "admin" });
  manager = await signUp(t.app);
  staff = await signUp(t.app, { role: "staff" });
  const created = await as(
    t.app,
    manager,
  )({
    method: "POST",
    url: "/api/portal/staffing-requests",
    payload: {
      companyName: "Bayshore Residential",
      contactName: "Dana Whitfield",
      email: "dana@example.com",
      staffType: "maintenance",
      details: "Two make-ready turns at Harbour View.",
      consent: true,
    },
  });
  expect(created.statusCode).toBe(201);
  requestId = created.json().id;
});
afterAll(async () => {
  await t.close();
});

/** The statements the app sent to answer `url` for `who` (answered 200). */
async function statementsOf(who: TestUser, url: string): Promise<typeof sent> {
  const from = sent.length;
  const response = await as(t.app, who)({ method: "GET", url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return sent.slice(from);
}

describe("literal page sizes", () => {
  const lists: [() => TestUser, string][] = [
    [() => admin, "/api/admin/staffing-requests?limit=7"],
    [() => admin, "/api/admin/staffing-requests?limit=7&status=pending&sort=oldest"],
    [() => admin, "/api/admin/job-applications?limit=7"],
    [() => admin, "/api/admin/users?limit=7"],
    [() => admin, "/api/admin/users?limit=7&q=test"],
    [() => admin, "/api/admin/newsletter-subscribers?limit=7"],
    [() => admin, "/api/admin/documents?limit=7"],
    [() => admin, "/api/admin/jobs?limit=7"],
    [() => staff, "/api/portal/jobs?limit=7"],
    [() => staff, "/api/portal/documents?limit=7"],
    [() => admin, "/api/portal/assignments?limit=7"],
    [() => manager, "/api/portal/assignments?limit=7"],
    [() => manager, "/api/portal/timesheets?limit=7"],
    [() => manager, "/api/portal/staff-directory?limit=7"],
  ];
  for (const [who, url] of lists) {
    it(`${url} reads its page with limit 8 in the text`, async () => {
      const statements = await statementsOf(who(), url);
      expect(hasLiteral(statements, 8)).toBe(true);
      expect(limitParameters(statements, 8)).toEqual([]);
    });
  }

  it("the candidates for a request are read with their limit in the text", async () => {
    const statements = await statementsOf(
      admin,
      `/api/admin/staffing-requests/${requestId}/candidates?limit=7`,
    );
    expect(hasLiteral(statements, 7)).toBe(true);
    expect(limitParameters(statements, 7)).toEqual([]);
  });

  it("the admin overview's latest activity has its lengths in the text", async () => {
    const statements = await statementsOf(admin, "/api/admin/overview");
    expect(hasLiteral(statements, 10)).toBe(true);
    expect(hasLiteral(statements, 5)).toBe(true);
    expect([...limitParameters(statements, 10), ...limitParameters(statements, 5)]).toEqual([]);
  });

  it("refuses anything but a row count, since the value is written into SQL", () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) {
      expect(() => literalLimit(bad)).toThrow(RangeError);
    }
    expect(() => literalLimit(0)).not.toThrow();
  });
});

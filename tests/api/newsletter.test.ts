import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, buildTestApp, type TestApp } from "../helpers/app";
import { rowsOf } from "../helpers/db";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("POST /api/newsletter", () => {
  it("stores a new subscriber and answers 201", async () => {
    const response = await as(
      t.app,
      null,
    )({
      method: "POST",
      url: "/api/newsletter",
      payload: { email: "Leasing.Office@Example.com" },
    });
    expect(response.statusCode).toBe(201);
    const rows = await t.db.execute(
      sql`select email from newsletter_subscribers where lower(email) = 'leasing.office@example.com'`,
    );
    expect(rowsOf(rows)).toHaveLength(1);
  });

  it("answers 200 for an address already subscribed, in any case, without a second row", async () => {
    const response = await as(
      t.app,
      null,
    )({
      method: "POST",
      url: "/api/newsletter",
      payload: { email: "leasing.office@example.com" },
    });
    expect(response.statusCode).toBe(200);
    const rows = await t.db.execute(sql`select count(*)::int as n from newsletter_subscribers`);
    expect(rowsOf(rows)[0]).toEqual({ n: 1 });
  });

  it("rejects an invalid address with a clear message", async () => {
    const response = await as(
      t.app,
      null,
    )({
      method: "POST",
      url: "/api/newsletter",
      payload: { email: "not-an-email" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Enter a valid email address");
  });
});

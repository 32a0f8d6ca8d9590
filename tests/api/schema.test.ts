/**
 * Rules the database itself enforces (src/server/db/schema.ts, drizzle/): case-insensitive unique
 * usernames and e-mails, check constraints on enumerations and units, and the ON DELETE rules.
 * These hold even for writes that bypass the API.
 */
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  notifications,
  properties,
  sessions,
  staffingRequestEvents,
  staffingRequests,
  users,
} from "../../src/server/db/schema";
import { as, buildTestApp, signUp, type TestApp } from "../helpers/app";

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t?.close();
});

const UNIQUE_VIOLATION = "23505";
const CHECK_VIOLATION = "23514";

/** The PostgreSQL error code (SQLSTATE) `promise` fails with; Drizzle wraps it in `cause`. */
async function sqlStateOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code;
  }
  throw new Error("expected the statement to fail");
}

const suffix = () => randomBytes(4).toString("hex");

/** The id of the first row a raw `insert ... returning id` answered (both drivers give `rows`). */
function firstId(result: unknown): number {
  const [row] = (result as { rows: Array<{ id: number | string }> }).rows;
  if (!row) throw new Error("the insert returned no row");
  return Number(row.id);
}

/** Inserts a user with raw SQL and returns its id. */
async function insertUser(
  fields: { username?: string; email?: string; role?: string } = {},
): Promise<number> {
  const name = `db_${suffix()}`;
  const username = fields.username ?? name;
  const email = fields.email ?? `${name}@example.com`;
  const role = fields.role ?? "property_manager";
  const result = await t.db.execute(
    sql`insert into users (username, password_hash, email, full_name, role)
        values (${username}, 'not-a-hash', ${email}, 'Db User', ${role}) returning id`,
  );
  return firstId(result);
}

async function insertProperty(userId: number, units = 10): Promise<number> {
  const result = await t.db.execute(
    sql`insert into properties (user_id, name, address, city, state, zip, units)
        values (${userId}, 'Db Palms', '1 Main St', 'Tampa', 'FL', '33602', ${units}) returning id`,
  );
  return firstId(result);
}

async function insertRequest(fields: {
  userId?: number | null;
  propertyId?: number | null;
  status?: string;
  staffType?: string;
}): Promise<number> {
  const result = await t.db.execute(
    sql`insert into staffing_requests
          (user_id, property_id, company_name, contact_name, email, staff_type, status, consent)
        values (${fields.userId ?? null}, ${fields.propertyId ?? null}, 'Db Co', 'Dana',
                'dana@example.com', ${fields.staffType ?? "maintenance"},
                ${fields.status ?? "pending"}, true)
        returning id`,
  );
  return firstId(result);
}

describe("users", () => {
  it("rejects a username that differs only in case", async () => {
    const username = `Alice_${suffix()}`;
    await insertUser({ username });
    expect(await sqlStateOf(insertUser({ username: username.toLowerCase() }))).toBe(
      UNIQUE_VIOLATION,
    );
    expect(await sqlStateOf(insertUser({ username: username.toUpperCase() }))).toBe(
      UNIQUE_VIOLATION,
    );
  });

  it("rejects an e-mail that differs only in case", async () => {
    const email = `Dana.${suffix()}@Example.com`;
    await insertUser({ email });
    expect(await sqlStateOf(insertUser({ email: email.toLowerCase() }))).toBe(UNIQUE_VIOLATION);
  });

  it("rejects an identical username", async () => {
    const username = `same_${suffix()}`;
    await insertUser({ username });
    expect(await sqlStateOf(insertUser({ username }))).toBe(UNIQUE_VIOLATION);
  });

  it.each(["superuser", "Admin", "manager", ""])("rejects the role %j", async (role) => {
    expect(await sqlStateOf(insertUser({ role }))).toBe(CHECK_VIOLATION);
  });

  it.each(["admin", "property_manager", "staff"])("accepts the role %s", async (role) => {
    const id = await insertUser({ role });
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row?.role).toBe(role);
  });

  it("defaults the role to property_manager", async () => {
    const name = `default_${suffix()}`;
    await t.db.execute(
      sql`insert into users (username, password_hash, email, full_name)
          values (${name}, 'x', ${`${name}@example.com`}, 'Default Role')`,
    );
    const [row] = await t.db.select().from(users).where(eq(users.username, name));
    expect(row?.role).toBe("property_manager");
  });
});

describe("properties", () => {
  it.each([0, -1])("rejects %i units", async (units) => {
    const userId = await insertUser();
    expect(await sqlStateOf(insertProperty(userId, units))).toBe(CHECK_VIOLATION);
  });

  it("accepts 1 unit", async () => {
    const userId = await insertUser();
    const id = await insertProperty(userId, 1);
    const [row] = await t.db.select().from(properties).where(eq(properties.id, id));
    expect(row?.units).toBe(1);
  });
});

describe("staffing_requests", () => {
  it.each(["done", "In Progress", "in progress", "PENDING"])(
    "rejects the status %j",
    async (status) => {
      expect(await sqlStateOf(insertRequest({ status }))).toBe(CHECK_VIOLATION);
    },
  );

  it.each(["pending", "approved", "in_progress", "completed", "cancelled"])(
    "accepts the status %s",
    async (status) => {
      const id = await insertRequest({ status });
      const [row] = await t.db.select().from(staffingRequests).where(eq(staffingRequests.id, id));
      expect(row?.status).toBe(status);
    },
  );

  it.each(["chef", "Maintenance", "property_management", "make_ready"])(
    "rejects the staff_type %j",
    async (staffType) => {
      expect(await sqlStateOf(insertRequest({ staffType }))).toBe(CHECK_VIOLATION);
    },
  );

  it("defaults the status to pending", async () => {
    const result = await t.db.execute(
      sql`insert into staffing_requests (company_name, contact_name, email, staff_type)
          values ('Db Co', 'Dana', 'dana@example.com', 'security') returning id`,
    );
    const id = firstId(result);
    const [row] = await t.db.select().from(staffingRequests).where(eq(staffingRequests.id, id));
    expect(row?.status).toBe("pending");
    expect(row?.consent).toBe(false);
  });

  it("rejects an end date before the start date", async () => {
    expect(
      await sqlStateOf(
        t.db.execute(
          sql`insert into staffing_requests
                (company_name, contact_name, email, staff_type, start_date, end_date)
              values ('Db Co', 'Dana', 'dana@example.com', 'security', '2030-05-10', '2030-05-01')`,
        ),
      ),
    ).toBe(CHECK_VIOLATION);
  });
});

describe("notifications", () => {
  it("rejects an unknown type", async () => {
    const userId = await insertUser();
    expect(
      await sqlStateOf(
        t.db.execute(
          sql`insert into notifications (user_id, title, message, type)
              values (${userId}, 'Hi', 'Hello', 'urgent')`,
        ),
      ),
    ).toBe(CHECK_VIOLATION);
  });

  it("defaults isRead to false", async () => {
    const userId = await insertUser();
    await t.db.execute(
      sql`insert into notifications (user_id, title, message) values (${userId}, 'Hi', 'Hello')`,
    );
    const [row] = await t.db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(row?.isRead).toBe(false);
    expect(row?.type).toBe("info");
  });
});

describe("deleting a user", () => {
  it("removes the user's properties, sessions and notifications", async () => {
    const dana = await signUp(t.app);
    const id = dana.user.id;
    const created = await as(
      t.app,
      dana,
    )({
      method: "POST",
      url: "/api/portal/properties",
      payload: {
        name: "Gone Palms",
        address: "1 Main",
        city: "Tampa",
        state: "FL",
        zip: "33602",
        units: 4,
      },
    });
    expect(created.statusCode).toBe(201);
    const request = await as(
      t.app,
      dana,
    )({
      method: "POST",
      url: "/api/portal/staffing-requests",
      payload: {
        companyName: "Kept Co",
        contactName: "Dana",
        email: "dana@example.com",
        staffType: "maintenance",
        details: "One technician",
        consent: true,
      },
    });
    expect(request.statusCode).toBe(201);
    expect(await t.db.select().from(properties).where(eq(properties.userId, id))).toHaveLength(1);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(1);
    expect(
      await t.db.select().from(notifications).where(eq(notifications.userId, id)),
    ).toHaveLength(1);

    await t.db.delete(users).where(eq(users.id, id));

    expect(await t.db.select().from(properties).where(eq(properties.userId, id))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, id))).toEqual([]);
    const me = await as(t.app, dana)({ method: "GET", url: "/api/user" });
    expect(me.statusCode).toBe(401);
  });

  it("keeps the user's staffing requests with user_id NULL", async () => {
    const dana = await signUp(t.app);
    const response = await as(
      t.app,
      dana,
    )({
      method: "POST",
      url: "/api/portal/staffing-requests",
      payload: {
        companyName: "Kept Co",
        contactName: "Dana",
        email: "dana@example.com",
        staffType: "leasing",
        details: "Weekend leasing help",
        consent: true,
      },
    });
    expect(response.statusCode).toBe(201);
    const requestId = response.json().id as number;

    await t.db.delete(users).where(eq(users.id, dana.user.id));

    const [row] = await t.db
      .select()
      .from(staffingRequests)
      .where(eq(staffingRequests.id, requestId));
    expect(row).toBeDefined();
    expect(row?.userId).toBeNull();
    expect(row?.companyName).toBe("Kept Co");
    const events = await t.db
      .select()
      .from(staffingRequestEvents)
      .where(eq(staffingRequestEvents.requestId, requestId));
    expect(events).toHaveLength(1);
    expect(events[0]?.actorId).toBeNull();
  });
});

describe("deleting a property", () => {
  it("removes its staffing requests", async () => {
    const userId = await insertUser();
    const propertyId = await insertProperty(userId);
    const requestId = await insertRequest({ userId, propertyId });
    await t.db.delete(properties).where(eq(properties.id, propertyId));
    expect(
      await t.db.select().from(staffingRequests).where(eq(staffingRequests.id, requestId)),
    ).toEqual([]);
  });
});

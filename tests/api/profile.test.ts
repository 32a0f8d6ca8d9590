/**
 * Profiles (docs/decisions/0022-profiles.md): details and staff work preferences, the one place
 * emergency call-outs are stored, e-mail preferences honoured by the mail paths, password change
 * ending the other sessions, e-mail change through the mailed link only, account deletion, and
 * candidates ranked by the profile's roles, places and weekly availability.
 */
import { and, desc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  emailChangeTokens,
  emailOutbox,
  knownSignInAddresses,
  notifications,
  properties,
  sessions,
  staffAssignments,
  staffingRequests,
  staffProfiles,
  users,
} from "../../src/server/db/schema";
import { as, buildTestApp, cookieOf, signUp, type TestApp, type TestUser } from "../helpers/app";
import { completedFor, offerTo } from "../helpers/placements";

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUp(t.app, { role: "admin" });
});
afterAll(() => t.close());

const send = (
  who: TestUser | null,
  method: "GET" | "PUT" | "PATCH" | "POST" | "DELETE",
  url: string,
  payload?: object,
) => as(t.app, who)({ method, url, ...(payload ? { payload } : {}) });

const profileOf = async (who: TestUser) => {
  const response = await send(who, "GET", "/api/portal/profile");
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** The messages in the outbox to `address`, newest first. */
const mailTo = (address: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(desc(emailOutbox.id));

/** A second signed-in client of `who` (another device). */
async function secondClient(who: TestUser, password = who.password): Promise<TestUser> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/login",
    payload: { username: who.user.username, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { ...who, cookie: cookieOf(response) };
}

async function createProperty(who: TestUser, city: string): Promise<number> {
  const response = await send(who, "POST", "/api/portal/properties", {
    name: `Property in ${city}`,
    address: "12 Bayshore Blvd",
    city,
    state: "FL",
    zip: "33701",
    units: 40,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function createRequest(
  who: TestUser,
  propertyId: number,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const response = await send(who, "POST", "/api/portal/staffing-requests", {
    propertyId,
    contactName: "Dana Reyes",
    email: who.user.email,
    staffType: "maintenance",
    details: "A technician for turnovers",
    consent: true,
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

describe("details and work preferences", () => {
  it("shows a manager their details and saves name, phone and company", async () => {
    const manager = await signUp(t.app, { companyName: "Bayshore Residential" });
    expect(await profileOf(manager)).toMatchObject({
      id: manager.user.id,
      email: manager.user.email,
      role: "property_manager",
      companyName: "Bayshore Residential",
      pendingEmail: null,
      staff: null,
      emailPreferences: { requests: true, placements: true, timesheets: true, documents: true },
    });
    const saved = await send(manager, "PUT", "/api/portal/profile", {
      fullName: "Marisol Vega",
      phone: "(727) 555-0188",
      companyName: "Gulf Coast Living",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      fullName: "Marisol Vega",
      phone: "(727) 555-0188",
      companyName: "Gulf Coast Living",
    });
    expect((await send(manager, "GET", "/api/user")).json().fullName).toBe("Marisol Vega");
  });

  it("refuses staff-only fields from a manager and a company from staff, with 400", async () => {
    const manager = await signUp(t.app);
    const refused = await send(manager, "PUT", "/api/portal/profile", {
      fullName: "Marisol Vega",
      phone: null,
      cities: ["tampa"],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain("Only staff accounts have work preferences");
    const staff = await signUp(t.app, { role: "staff" });
    const company = await send(staff, "PUT", "/api/portal/profile", {
      fullName: "Luis Moreno",
      phone: null,
      companyName: "Acme",
    });
    expect(company.statusCode).toBe(400);
    expect(company.json().errors).toEqual({
      companyName: "Only property manager accounts have a company name",
    });
  });

  it("rejects an unknown city, role, day part or a short phone with the field's message", async () => {
    const staff = await signUp(t.app, { role: "staff" });
    const base = { fullName: "Luis Moreno", phone: "(813) 555-0142" };
    const cases: Array<[object, string]> = [
      [{ cities: ["atlantis"] }, "Choose places from the list of cities and nearby places"],
      [{ staffTypes: ["astronaut"] }, "Choose the roles you do from the list"],
      [{ availability: { monday: ["brunch"] } }, "Availability lists days"],
      [{ availability: { someday: ["morning"] } }, "Availability lists days"],
      [{ certifications: ["pilot"] }, "Choose certifications from the list"],
      [{ phone: "555" }, "Phone must be at least 10 characters"],
      [{ fullName: "" }, "Full name is required"],
    ];
    for (const [change, message] of cases) {
      const response = await send(staff, "PUT", "/api/portal/profile", { ...base, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.body).toContain(message);
    }
  });

  it("saves a worker's roles, certifications, places and week, and keeps call-outs in one place", async () => {
    const staff = await signUp(t.app, { role: "staff" });
    const empty = (await profileOf(staff)).staff;
    expect(empty).toMatchObject({
      staffTypes: [],
      cities: [],
      availability: {},
      emergencyAvailable: false,
      completeness: { percent: 0 },
    });
    expect(empty.completeness.items.map((i: { key: string }) => i.key)).toEqual([
      "phone",
      "staffTypes",
      "cities",
      "availability",
      "certifications",
    ]);
    const saved = await send(staff, "PUT", "/api/portal/profile", {
      fullName: "Luis Moreno",
      phone: "(813) 555-0142",
      staffTypes: ["maintenance", "make-ready", "maintenance"],
      certifications: ["epa_608_universal", "drivers_license"],
      cities: ["palm-harbor", "tampa"],
      availability: { tuesday: ["evening", "morning"], monday: ["overnight"], sunday: [] },
      emergencyAvailable: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().staff).toMatchObject({
      staffTypes: ["maintenance", "make-ready"],
      certifications: ["epa_608_universal", "drivers_license"],
      // In the list's order: the nine cities first, then the nearby places.
      cities: ["tampa", "palm-harbor"],
      availability: { monday: ["overnight"], tuesday: ["morning", "evening"] },
      emergencyAvailable: true,
      completeness: { percent: 100 },
    });
    // The placements screen's endpoint reads and writes the same stored value.
    expect((await send(staff, "GET", "/api/portal/staff-profile")).json()).toEqual({
      emergencyCallouts: true,
    });
    await send(staff, "PATCH", "/api/portal/staff-profile", { emergencyCallouts: false });
    expect((await profileOf(staff)).staff.emergencyAvailable).toBe(false);
    // Left-out preferences stay as they were.
    const renamed = await send(staff, "PUT", "/api/portal/profile", {
      fullName: "Luis A. Moreno",
      phone: null,
    });
    expect(renamed.json().staff).toMatchObject({
      staffTypes: ["maintenance", "make-ready"],
      cities: ["tampa", "palm-harbor"],
      completeness: { percent: 80 },
    });
    expect(
      renamed.json().staff.completeness.items.find((i: { key: string }) => i.key === "phone"),
    ).toMatchObject({ done: false });
  });
});

describe("changing the password", () => {
  it("ends every other session, keeps this one, and e-mails the owner", async () => {
    const manager = await signUp(t.app);
    const laptop = manager;
    const phone = await secondClient(manager);
    expect((await send(phone, "GET", "/api/user")).statusCode).toBe(200);
    const changed = await send(laptop, "POST", "/api/portal/profile/password", {
      currentPassword: manager.password,
      newPassword: "Mangrove-Tide-Pool-42",
    });
    expect(changed.statusCode, changed.body).toBe(204);
    expect((await send(laptop, "GET", "/api/user")).statusCode).toBe(200);
    expect((await send(phone, "GET", "/api/user")).statusCode).toBe(401);
    const oldPassword = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: manager.user.username, password: manager.password },
    });
    expect(oldPassword.statusCode).toBe(401);
    await secondClient(manager, "Mangrove-Tide-Pool-42");
    const [mail] = await mailTo(manager.user.email);
    expect(mail?.subject).toBe("Your password was changed");
  });

  it("refuses a wrong current password, a common new one, and counts the guesses", async () => {
    const staff = await signUp(t.app, { role: "staff" });
    const common = await send(staff, "POST", "/api/portal/profile/password", {
      currentPassword: staff.password,
      newPassword: "password123",
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().errors).toHaveProperty("newPassword");
    const guess = () =>
      send(staff, "POST", "/api/portal/profile/password", {
        currentPassword: "Not-My-Password-1",
        newPassword: "Mangrove-Tide-Pool-42",
      });
    const wrong = await guess();
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({
      currentPassword: "Your current password is not correct",
    });
    for (let i = 0; i < 4; i++) expect((await guess()).statusCode).toBe(400);
    // The sixth attempt in the window: the sign-in limit (LOGIN_MAX_FAILURES, 5) holds it.
    const held = await guess();
    expect(held.statusCode).toBe(429);
    expect(held.headers["retry-after"]).toBeDefined();
    expect((await send(staff, "GET", "/api/user")).statusCode).toBe(200);
  });
});

describe("changing the e-mail", () => {
  /** The token of the newest confirmation link mailed to `address`. */
  async function linkTokenFor(address: string): Promise<string> {
    const [mail] = await mailTo(address);
    const token = mail?.textBody.match(/\/confirm-email\?token=([\w-]+)/)?.[1];
    expect(token, "a confirmation link").toBeDefined();
    return token as string;
  }

  it("changes the address only when the mailed link's page is confirmed, once", async () => {
    const manager = await signUp(t.app);
    const newEmail = `moved-${manager.user.username}@example.org`;
    const asked = await send(manager, "POST", "/api/portal/profile/email", {
      newEmail,
      currentPassword: manager.password,
    });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json().pendingEmail).toBe(newEmail);
    expect(await profileOf(manager)).toMatchObject({
      email: manager.user.email,
      pendingEmail: newEmail,
    });
    const [told] = await mailTo(manager.user.email);
    expect(told?.subject).toBe("A change of your e-mail address was requested");
    const token = await linkTokenFor(newEmail);
    // Only the SHA-256 of the token is stored.
    expect(
      await t.db.select().from(emailChangeTokens).where(eq(emailChangeTokens.tokenHash, token)),
    ).toEqual([]);

    // Opening the link (a scanner does too) changes nothing.
    const page = await t.app.inject({ method: "GET", url: `/confirm-email?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.body).toContain('<form method="post" action="/confirm-email">');
    expect((await profileOf(manager)).email).toBe(manager.user.email);

    const confirmed = await t.app.inject({
      method: "POST",
      url: "/confirm-email",
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain("E-mail address confirmed");
    expect(await profileOf(manager)).toMatchObject({ email: newEmail, pendingEmail: null });
    const [changed] = await mailTo(manager.user.email);
    expect(changed?.subject).toBe("Your e-mail address was changed");
    const again = await t.app.inject({ method: "POST", url: "/confirm-email", payload: { token } });
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain("This link was already used");
    const unknown = await t.app.inject({ method: "GET", url: "/confirm-email?token=nope" });
    expect(unknown.statusCode).toBe(404);
  });

  it("refuses a taken address when asked and when it was taken before the confirmation", async () => {
    const manager = await signUp(t.app);
    const other = await signUp(t.app);
    const taken = await send(manager, "POST", "/api/portal/profile/email", {
      newEmail: other.user.email.toUpperCase(),
      currentPassword: manager.password,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ newEmail: "An account with this email already exists" });
    const wrong = await send(manager, "POST", "/api/portal/profile/email", {
      newEmail: "someone@example.org",
      currentPassword: "Not-My-Password-1",
    });
    expect(wrong.statusCode).toBe(400);

    const wanted = `wanted-${manager.user.username}@example.org`;
    await send(manager, "POST", "/api/portal/profile/email", {
      newEmail: wanted,
      currentPassword: manager.password,
    });
    const token = await linkTokenFor(wanted);
    // Someone registers with that address before the link is followed.
    const registered = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: {
        username: `quick_${manager.user.id}`,
        email: wanted,
        password: "Correct-Horse-Battery-7",
        fullName: "Quick Person",
        role: "staff",
      },
    });
    expect(registered.statusCode).toBe(201);
    const refused = await t.app.inject({
      method: "POST",
      url: "/confirm-email",
      payload: { token },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain("An account with this email already exists");
    expect((await profileOf(manager)).email).toBe(manager.user.email);
  });

  it("refuses an expired link", async () => {
    const staff = await signUp(t.app, { role: "staff" });
    const newEmail = `late-${staff.user.username}@example.org`;
    await send(staff, "POST", "/api/portal/profile/email", {
      newEmail,
      currentPassword: staff.password,
    });
    const token = await linkTokenFor(newEmail);
    await t.db
      .update(emailChangeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChangeTokens.userId, staff.user.id));
    const page = await t.app.inject({ method: "GET", url: `/confirm-email?token=${token}` });
    expect(page.body).toContain("This confirmation link has expired");
    expect(page.body).not.toContain("<form");
    const post = await t.app.inject({ method: "POST", url: "/confirm-email", payload: { token } });
    expect(post.statusCode).toBe(410);
    expect((await profileOf(staff)).email).toBe(staff.user.email);
  });
});

describe("e-mail preferences", () => {
  it("sends no e-mail of a kind switched off, but still the in-app notification", async () => {
    const manager = await signUp(t.app);
    const staff = await signUp(t.app, { role: "staff" });
    const propertyId = await createProperty(manager, "Tampa");
    const off = await send(staff, "PUT", "/api/portal/profile/notifications", {
      requests: true,
      placements: false,
      timesheets: true,
      documents: true,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().emailPreferences.placements).toBe(false);

    const first = await offerTo(t.app, admin, await createRequest(manager, propertyId), staff);
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, staff.user.id), eq(notifications.relatedId, first)));
    expect(told).toHaveLength(1);
    expect(await mailTo(staff.user.email)).toEqual([]);

    await send(staff, "PUT", "/api/portal/profile/notifications", {
      requests: true,
      placements: true,
      timesheets: true,
      documents: true,
    });
    await offerTo(t.app, admin, await createRequest(manager, propertyId), staff);
    const mails = await mailTo(staff.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Assignment AS-\d+: Offered$/);
  });

  it("leaves out a manager's request mail when switched off, never security mail", async () => {
    const manager = await signUp(t.app);
    const propertyId = await createProperty(manager, "Naples");
    await send(manager, "PUT", "/api/portal/profile/notifications", {
      requests: false,
      placements: true,
      timesheets: true,
      documents: true,
    });
    await createRequest(manager, propertyId);
    expect(await mailTo(manager.user.email)).toEqual([]);
    await send(manager, "POST", "/api/portal/profile/password", {
      currentPassword: manager.password,
      newPassword: "Mangrove-Tide-Pool-42",
    });
    expect((await mailTo(manager.user.email)).map((m) => m.subject)).toEqual([
      "Your password was changed",
    ]);
    const bad = await send(manager, "PUT", "/api/portal/profile/notifications", { requests: "no" });
    expect(bad.statusCode).toBe(400);
  });
});

describe("deleting the account", () => {
  it("keeps completed work, cancels open work, erases the rest and stops sign-in", async () => {
    const manager = await signUp(t.app);
    const staff = await signUp(t.app, { role: "staff" });
    const propertyId = await createProperty(manager, "Clearwater");
    await send(staff, "PUT", "/api/portal/profile", {
      fullName: "Luis Moreno",
      phone: "(813) 555-0142",
      cities: ["clearwater"],
    });
    const done = await completedFor(t.app, admin, await createRequest(manager, propertyId), staff);
    const open = await offerTo(t.app, admin, await createRequest(manager, propertyId), staff);
    const phone = await secondClient(staff);
    // A pending e-mail change: its link goes with the account.
    await send(staff, "POST", "/api/portal/profile/email", {
      newEmail: `leaving-${staff.user.username}@example.org`,
      currentPassword: staff.password,
    });

    const wrong = await send(staff, "DELETE", "/api/portal/profile", {
      currentPassword: "Not-My-Password-1",
    });
    expect(wrong.statusCode).toBe(400);
    const deleted = await send(staff, "DELETE", "/api/portal/profile", {
      currentPassword: staff.password,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);

    expect((await send(staff, "GET", "/api/user")).statusCode).toBe(401);
    expect((await send(phone, "GET", "/api/user")).statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: staff.user.username, password: staff.password },
    });
    expect(signIn.statusCode).toBe(401);

    const [row] = await t.db.select().from(users).where(eq(users.id, staff.user.id));
    expect(row).toMatchObject({
      username: `deleted-${staff.user.id}`,
      email: `deleted-${staff.user.id}@deleted.invalid`,
      fullName: "Deleted account",
      phone: null,
    });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, staff.user.id))).toEqual(
      [],
    );
    expect(
      await t.db.select().from(staffProfiles).where(eq(staffProfiles.userId, staff.user.id)),
    ).toEqual([]);
    expect(
      await t.db.select().from(notifications).where(eq(notifications.userId, staff.user.id)),
    ).toEqual([]);
    expect(
      await t.db
        .select()
        .from(knownSignInAddresses)
        .where(eq(knownSignInAddresses.userId, staff.user.id)),
    ).toEqual([]);
    expect(
      await t.db
        .select()
        .from(emailChangeTokens)
        .where(eq(emailChangeTokens.userId, staff.user.id)),
    ).toEqual([]);
    const assignments = await t.db
      .select({ id: staffAssignments.id, status: staffAssignments.status })
      .from(staffAssignments)
      .where(eq(staffAssignments.staffId, staff.user.id));
    expect(assignments).toEqual(
      expect.arrayContaining([
        { id: done, status: "completed" },
        { id: open, status: "cancelled" },
      ]),
    );
    const [goodbye] = await mailTo(staff.user.email);
    expect(goodbye?.subject).toBe("Your account was deleted");
    // The agency is told in the app what was cancelled.
    const adminNotes = await t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, admin.user.id),
          like(notifications.message, "%deleted their account%"),
        ),
      );
    expect(adminNotes.length).toBeGreaterThan(0);
    // A deleted worker is never a candidate.
    const candidates = await send(
      admin,
      "GET",
      `/api/admin/staffing-requests/${await createRequest(manager, propertyId)}/candidates?limit=100`,
    );
    expect(candidates.json().map((c: { staffId: number }) => c.staffId)).not.toContain(
      staff.user.id,
    );
  });

  it("cancels a manager's open requests, keeps them, and deletes only unused properties", async () => {
    const manager = await signUp(t.app);
    const used = await createProperty(manager, "Weston");
    const unused = await createProperty(manager, "Naples");
    const requestId = await createRequest(manager, used);
    const response = await send(manager, "DELETE", "/api/portal/profile", {
      currentPassword: manager.password,
    });
    expect(response.statusCode).toBe(204);
    const [request] = await t.db
      .select()
      .from(staffingRequests)
      .where(eq(staffingRequests.id, requestId));
    expect(request).toMatchObject({ status: "cancelled", userId: manager.user.id });
    const left = await t.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.userId, manager.user.id));
    expect(left).toEqual([{ id: used }]);
    expect(unused).not.toBe(used);
  });

  it("refuses an admin with 403", async () => {
    const response = await send(admin, "DELETE", "/api/portal/profile", {
      currentPassword: admin.password,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("candidate ranking from profiles", () => {
  it("ranks by the profile's roles, then places, then the start day's availability", async () => {
    const manager = await signUp(t.app);
    const propertyId = await createProperty(manager, "St. Petersburg");
    // 2041-03-04 is a Monday.
    const requestId = await createRequest(manager, propertyId, {
      staffType: "security",
      startDate: "2041-03-04",
      endDate: "2041-03-08",
    });
    const worker = async (fullName: string, preferences: object) => {
      const who = await signUp(t.app, { role: "staff" });
      const saved = await send(who, "PUT", "/api/portal/profile", {
        fullName,
        phone: null,
        ...preferences,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      return who.user.id;
    };
    // Names in the reverse of the expected order: the name is only the last key.
    const all = await worker("Zed Allround", {
      staffTypes: ["security"],
      cities: ["st-petersburg"],
      availability: { monday: ["overnight"] },
    });
    const typed = await worker("Yan Typed", { staffTypes: ["maintenance", "security"] });
    const local = await worker("Xia Local", { cities: ["tampa", "st-petersburg"] });
    const monday = await worker("Wes Monday", { availability: { monday: ["morning"] } });
    const tuesday = await worker("Vic Tuesday", { availability: { tuesday: ["morning"] } });
    const none = await worker("Uma Nothing", {});
    const response = await send(
      admin,
      "GET",
      `/api/admin/staffing-requests/${requestId}/candidates?limit=100`,
    );
    expect(response.statusCode).toBe(200);
    const ours = [all, typed, local, monday, tuesday, none];
    const ranked = response.json().filter((c: { staffId: number }) => ours.includes(c.staffId));
    expect(ranked.map((c: { staffId: number }) => c.staffId)).toEqual([
      all,
      typed,
      local,
      monday,
      none,
      tuesday,
    ]);
    expect(ranked[0]).toMatchObject({
      staffTypeMatches: true,
      servesCity: true,
      worksStartDay: true,
    });
    expect(ranked[2]).toMatchObject({
      staffTypeMatches: false,
      servesCity: true,
      worksStartDay: false,
    });
  });
});

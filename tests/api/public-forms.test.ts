import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, buildTestApp, signUp, type TestApp } from "../helpers/app";
import { rowsOf } from "../helpers/db";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const request = {
  companyName: "Gulf Breeze Apartments",
  contactName: "Maria Lopez",
  email: "maria@gulfbreeze.example",
  staffType: "make-ready",
  details: "Two make-ready specialists for 12 turns before the 1st.",
  consent: true,
};

const application = {
  fullName: "Andre Thompson",
  email: "andre.t@example.com",
  phone: "(813) 555-0199",
  position: "maintenance",
  experience: "3-5",
  additionalInfo: "EPA 608 universal certified.",
  consent: true,
};

describe("POST /api/staffing-requests (public form)", () => {
  it("stores a visitor's request as pending with no owner", async () => {
    const response = await as(
      t.app,
      null,
    )({ method: "POST", url: "/api/staffing-requests", payload: request });
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    const rows = await t.db.execute(
      sql`select status, user_id, company_name from staffing_requests where id = ${id}`,
    );
    expect(rowsOf(rows)[0]).toEqual({
      status: "pending",
      user_id: null,
      company_name: "Gulf Breeze Apartments",
    });
  });

  it("answers the spec's messages for missing fields and consent", async () => {
    const response = await as(
      t.app,
      null,
    )({
      method: "POST",
      url: "/api/staffing-requests",
      payload: { ...request, companyName: "", consent: false },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      companyName: "Company name is required",
      consent: "You must agree to be contacted",
    });
  });

  it("links a signed-in caller and refuses another manager's property", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const property = await as(
      t.app,
      owner,
    )({
      method: "POST",
      url: "/api/portal/properties",
      payload: {
        name: "Lakeside",
        address: "1 Lake Rd",
        city: "Naples",
        state: "FL",
        zip: "34102",
        units: 40,
      },
    });
    const refused = await as(
      t.app,
      other,
    )({
      method: "POST",
      url: "/api/staffing-requests",
      payload: { ...request, propertyId: property.json().id },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.propertyId).toBe("Select one of your properties");

    const accepted = await as(
      t.app,
      owner,
    )({
      method: "POST",
      url: "/api/staffing-requests",
      payload: { ...request, propertyId: property.json().id },
    });
    expect(accepted.statusCode).toBe(201);
    const list = await as(t.app, owner)({ method: "GET", url: "/api/portal/staffing-requests" });
    expect(list.json().map((r: { id: number }) => r.id)).toContain(accepted.json().id);
  });
});

describe("POST /api/job-applications", () => {
  it("stores an application as submitted", async () => {
    const response = await as(
      t.app,
      null,
    )({ method: "POST", url: "/api/job-applications", payload: application });
    expect(response.statusCode).toBe(201);
    const rows = await t.db.execute(
      sql`select status, full_name, experience from job_applications where id = ${response.json().id}`,
    );
    expect(rowsOf(rows)[0]).toEqual({
      status: "submitted",
      full_name: "Andre Thompson",
      experience: "3-5",
    });
  });

  it("answers the spec's messages", async () => {
    const response = await as(
      t.app,
      null,
    )({
      method: "POST",
      url: "/api/job-applications",
      payload: { ...application, phone: "555", position: "", experience: "10+", consent: false },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      phone: "Valid phone number is required",
      position: "Please select a position",
      experience: "Please select your experience level",
      consent: "You must agree to background checks",
    });
  });
});

import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { type StaffingRequestStatus, staffingRequestStatuses, staffTypes } from "./enums";
import {
  portalStaffingRequestSchema,
  staffingRequestSchema,
  statusChangeRefusal,
  statusUpdateSchema,
} from "./staffing-request";

/** Each issue of a failed parse as "path: message". */
function issues(result: { success: boolean; error?: z.ZodError }): string[] {
  return result.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) ?? [];
}

const validRequest = {
  companyName: "Bayshore Residential",
  contactName: "Dana Reyes",
  email: "dana@bayshore.example",
  staffType: "maintenance",
  details: "Two technicians for make-ready season",
  startDate: "2030-03-01",
  endDate: "2030-04-30",
  consent: true,
};

describe("staffingRequestSchema", () => {
  it("accepts a complete request", () => {
    const parsed = staffingRequestSchema.parse(validRequest);
    expect(parsed).toMatchObject({ ...validRequest, staffType: "maintenance" });
  });

  it.each(staffTypes)("accepts the staff type %s", (staffType) => {
    expect(staffingRequestSchema.safeParse({ ...validRequest, staffType }).success).toBe(true);
  });

  it.each([
    ["companyName", "Company name is required"],
    ["contactName", "Contact name is required"],
  ] as const)('rejects an empty %s with "%s"', (field, message) => {
    expect(issues(staffingRequestSchema.safeParse({ ...validRequest, [field]: "" }))).toEqual([
      `${field}: ${message}`,
    ]);
  });

  it.each([
    ["companyName", "Company name is required"],
    ["contactName", "Contact name is required"],
    ["email", "Valid email is required"],
    ["staffType", "Please select a staff type"],
    ["consent", "You must agree to be contacted"],
  ] as const)('rejects a missing %s with "%s"', (field, message) => {
    const input: Record<string, unknown> = { ...validRequest };
    delete input[field];
    expect(issues(staffingRequestSchema.safeParse(input))).toEqual([`${field}: ${message}`]);
  });

  it('rejects an invalid email with "Valid email is required"', () => {
    expect(issues(staffingRequestSchema.safeParse({ ...validRequest, email: "dana@" }))).toEqual([
      "email: Valid email is required",
    ]);
  });

  it('rejects an unknown staff type with "Please select a staff type"', () => {
    expect(issues(staffingRequestSchema.safeParse({ ...validRequest, staffType: "chef" }))).toEqual(
      ["staffType: Please select a staff type"],
    );
  });

  it('rejects an empty staff type with "Please select a staff type"', () => {
    expect(issues(staffingRequestSchema.safeParse({ ...validRequest, staffType: "" }))).toEqual([
      "staffType: Please select a staff type",
    ]);
  });

  it('rejects consent false with "You must agree to be contacted"', () => {
    expect(issues(staffingRequestSchema.safeParse({ ...validRequest, consent: false }))).toEqual([
      "consent: You must agree to be contacted",
    ]);
  });

  it("leaves the dates optional", () => {
    const { startDate: _s, endDate: _e, ...rest } = validRequest;
    const parsed = staffingRequestSchema.parse(rest);
    expect(parsed.startDate).toBeNull();
    expect(parsed.endDate).toBeNull();
  });

  it("turns empty dates into null", () => {
    const parsed = staffingRequestSchema.parse({ ...validRequest, startDate: "", endDate: "" });
    expect(parsed.startDate).toBeNull();
    expect(parsed.endDate).toBeNull();
  });

  it("rejects an end date before the start date, on endDate", () => {
    const result = staffingRequestSchema.safeParse({
      ...validRequest,
      startDate: "2030-04-30",
      endDate: "2030-03-01",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["endDate"]);
  });

  it("accepts an end date equal to the start date", () => {
    expect(
      staffingRequestSchema.safeParse({
        ...validRequest,
        startDate: "2030-03-01",
        endDate: "2030-03-01",
      }).success,
    ).toBe(true);
  });

  it("rejects a date that is not YYYY-MM-DD", () => {
    const result = staffingRequestSchema.safeParse({ ...validRequest, startDate: "03/01/2030" });
    expect(result.success).toBe(false);
    expect(new Set(result.error?.issues.map((issue) => issue.path.join(".")))).toEqual(
      new Set(["startDate"]),
    );
  });

  it("rejects a month that does not exist (2030-13-01)", () => {
    expect(
      staffingRequestSchema.safeParse({ ...validRequest, startDate: "2030-13-01" }).success,
    ).toBe(false);
  });

  it("rejects a day that does not exist in its month (2030-02-31)", () => {
    const result = staffingRequestSchema.safeParse({
      ...validRequest,
      startDate: "2030-02-31",
      endDate: null,
    });
    expect(result.success).toBe(false);
  });

  it("leaves propertyId optional", () => {
    expect(staffingRequestSchema.parse(validRequest).propertyId).toBeUndefined();
  });

  it("accepts a numeric propertyId", () => {
    expect(staffingRequestSchema.parse({ ...validRequest, propertyId: 7 }).propertyId).toBe(7);
  });

  it("rejects a propertyId beyond the 32-bit integer range of the database", () => {
    expect(
      staffingRequestSchema.safeParse({ ...validRequest, propertyId: 2_147_483_648 }).success,
    ).toBe(false);
  });

  it("rejects a propertyId given as text", () => {
    expect(staffingRequestSchema.safeParse({ ...validRequest, propertyId: "7" }).success).toBe(
      false,
    );
  });
});

describe("portalStaffingRequestSchema", () => {
  const { companyName: _company, ...withoutCompany } = validRequest;

  it("accepts a request with a companyName and no property", () => {
    const parsed = portalStaffingRequestSchema.parse(validRequest);
    expect(parsed.companyName).toBe("Bayshore Residential");
    expect(parsed.propertyId).toBeUndefined();
  });

  it("accepts a request with a propertyId and no companyName", () => {
    const parsed = portalStaffingRequestSchema.parse({ ...withoutCompany, propertyId: 3 });
    expect(parsed.propertyId).toBe(3);
    expect(parsed.companyName).toBeNull();
  });

  it('rejects a request with neither propertyId nor companyName with "Company name is required"', () => {
    expect(issues(portalStaffingRequestSchema.safeParse(withoutCompany))).toEqual([
      "companyName: Company name is required",
    ]);
  });

  it('rejects an empty companyName without a property with "Company name is required"', () => {
    expect(
      issues(portalStaffingRequestSchema.safeParse({ ...validRequest, companyName: "" })),
    ).toEqual(["companyName: Company name is required"]);
  });

  it("requires details", () => {
    const result = portalStaffingRequestSchema.safeParse({ ...validRequest, details: "" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["details"]);
  });

  it("requires details to be present", () => {
    const { details: _details, ...rest } = validRequest;
    const result = portalStaffingRequestSchema.safeParse(rest);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["details"]);
  });

  it('rejects consent false with "You must agree to be contacted"', () => {
    expect(
      issues(portalStaffingRequestSchema.safeParse({ ...validRequest, consent: false })),
    ).toEqual(["consent: You must agree to be contacted"]);
  });

  it('rejects an unknown staff type with "Please select a staff type"', () => {
    expect(
      issues(portalStaffingRequestSchema.safeParse({ ...validRequest, staffType: "chef" })),
    ).toEqual(["staffType: Please select a staff type"]);
  });

  it("rejects an end date before the start date, on endDate", () => {
    const result = portalStaffingRequestSchema.safeParse({
      ...validRequest,
      startDate: "2030-05-02",
      endDate: "2030-05-01",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["endDate"]);
  });

  it("rejects a propertyId beyond the 32-bit integer range of the database", () => {
    expect(
      portalStaffingRequestSchema.safeParse({ ...validRequest, propertyId: 2_147_483_648 }).success,
    ).toBe(false);
  });

  it("accepts the largest 32-bit propertyId", () => {
    expect(
      portalStaffingRequestSchema.safeParse({ ...validRequest, propertyId: 2_147_483_647 }).success,
    ).toBe(true);
  });

  it("rejects a propertyId that is not a positive integer", () => {
    expect(portalStaffingRequestSchema.safeParse({ ...validRequest, propertyId: 0 }).success).toBe(
      false,
    );
    expect(
      portalStaffingRequestSchema.safeParse({ ...validRequest, propertyId: 1.5 }).success,
    ).toBe(false);
  });
});

describe("statusUpdateSchema", () => {
  it.each(staffingRequestStatuses)("accepts the status %s", (status) => {
    expect(statusUpdateSchema.parse({ status })).toEqual({ status });
  });

  it("rejects an unknown status", () => {
    expect(statusUpdateSchema.safeParse({ status: "done" }).success).toBe(false);
  });

  it("rejects the label instead of the value (in progress)", () => {
    expect(statusUpdateSchema.safeParse({ status: "in progress" }).success).toBe(false);
  });

  it("rejects a missing status", () => {
    expect(statusUpdateSchema.safeParse({}).success).toBe(false);
  });
});

describe("statusChangeRefusal", () => {
  const admin = { role: "admin", isOwner: false } as const;
  const owner = { role: "property_manager", isOwner: true } as const;
  const staffOwner = { role: "staff", isOwner: true } as const;
  const stranger = { role: "property_manager", isOwner: false } as const;

  const pairs = staffingRequestStatuses.flatMap((current) =>
    staffingRequestStatuses
      .filter((next) => next !== current)
      .map((next) => [current, next] as [StaffingRequestStatus, StaffingRequestStatus]),
  );

  it.each(pairs)("lets an admin move a request from %s to %s", (current, next) => {
    expect(statusChangeRefusal(admin, current, next)).toBeNull();
  });

  it.each(staffingRequestStatuses)("refuses anyone the current status (%s)", (status) => {
    expect(statusChangeRefusal(admin, status, status)).not.toBeNull();
    expect(statusChangeRefusal(owner, status, status)).not.toBeNull();
    expect(statusChangeRefusal(stranger, status, status)).not.toBeNull();
  });

  it.each(["pending", "approved", "in_progress"] as const)(
    "lets the owner cancel a request that is %s",
    (current) => {
      expect(statusChangeRefusal(owner, current, "cancelled")).toBeNull();
      expect(statusChangeRefusal(staffOwner, current, "cancelled")).toBeNull();
    },
  );

  it("refuses the owner cancelling a completed request", () => {
    expect(statusChangeRefusal(owner, "completed", "cancelled")).not.toBeNull();
  });

  it.each(pairs.filter(([, next]) => next !== "cancelled"))(
    "refuses the owner moving a request from %s to %s",
    (current, next) => {
      expect(statusChangeRefusal(owner, current, next)).not.toBeNull();
    },
  );

  it.each(pairs)("refuses a non-owner who is not an admin, from %s to %s", (current, next) => {
    expect(statusChangeRefusal(stranger, current, next)).not.toBeNull();
    expect(statusChangeRefusal({ role: "staff", isOwner: false }, current, next)).not.toBeNull();
  });
});

describe("portalStaffingRequestSchema on a first, incomplete submit", () => {
  it("reports the missing company name together with the other fields' messages", () => {
    const result = portalStaffingRequestSchema.safeParse({
      contactName: "",
      email: "x",
      consent: false,
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
    );
    expect(messages.companyName).toBe("Company name is required");
    expect(messages.contactName).toBe("Contact name is required");
  });

  it("reports an end date before the start date even when other fields are missing", () => {
    const result = portalStaffingRequestSchema.safeParse({
      startDate: "2030-05-10",
      endDate: "2030-05-01",
    });
    const paths = (result.error?.issues ?? []).map((issue) => issue.path.join("."));
    expect(paths).toContain("endDate");
  });
});

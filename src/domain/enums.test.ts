import { describe, expect, it } from "vitest";
import {
  experienceLevels,
  humanize,
  jobApplicationStatuses,
  notificationTypes,
  registrableRoleLabels,
  registrableRoles,
  roles,
  roleWords,
  staffingRequestStatuses,
  staffTypeLabels,
  staffTypes,
} from "./enums";

describe("humanize", () => {
  it('turns "in_progress" into "In Progress"', () => {
    expect(humanize("in_progress")).toBe("In Progress");
  });

  it('turns "property_manager" into "Property Manager"', () => {
    expect(humanize("property_manager")).toBe("Property Manager");
  });

  it("capitalises a single word", () => {
    expect(humanize("pending")).toBe("Pending");
    expect(humanize("cancelled")).toBe("Cancelled");
  });

  it("labels every staffing request status", () => {
    expect(staffingRequestStatuses.map(humanize)).toEqual([
      "Pending",
      "Approved",
      "In Progress",
      "Completed",
      "Cancelled",
    ]);
  });
});

describe("roleWords", () => {
  it('turns "property_manager" into "property manager"', () => {
    expect(roleWords("property_manager")).toBe("property manager");
  });

  it("leaves roles without underscores as they are", () => {
    expect(roleWords("admin")).toBe("admin");
    expect(roleWords("staff")).toBe("staff");
  });
});

describe("option lists (spec section 3)", () => {
  it("labels each staff type as the spec does", () => {
    expect(staffTypeLabels).toEqual({
      maintenance: "Maintenance Technicians",
      groundskeeping: "Groundskeepers",
      leasing: "Leasing Consultants",
      "property-management": "Property Managers",
      security: "Security Personnel",
      "make-ready": "Make-Ready Specialists",
      other: "Other",
    });
  });

  it("lists the staff types in the spec's order", () => {
    expect(staffTypes).toEqual([
      "maintenance",
      "groundskeeping",
      "leasing",
      "property-management",
      "security",
      "make-ready",
      "other",
    ]);
  });

  it("lists the three roles", () => {
    expect(roles).toEqual(["admin", "property_manager", "staff"]);
  });

  it("offers only property_manager and staff at registration, labelled as the spec says", () => {
    expect(registrableRoles).toEqual(["property_manager", "staff"]);
    expect(registrableRoleLabels).toEqual({
      property_manager: "Property Manager",
      staff: "Looking for Work",
    });
  });

  it("lists the staffing request statuses with pending first", () => {
    expect(staffingRequestStatuses).toEqual([
      "pending",
      "approved",
      "in_progress",
      "completed",
      "cancelled",
    ]);
  });

  it("lists the job application statuses with submitted first", () => {
    expect(jobApplicationStatuses).toEqual([
      "submitted",
      "under_review",
      "interview",
      "hired",
      "rejected",
    ]);
  });

  it("lists the applicant experience levels", () => {
    expect(experienceLevels).toEqual(["0-1", "1-3", "3-5", "5+"]);
  });

  it("lists the notification types", () => {
    expect(notificationTypes).toEqual(["info", "success", "warning", "error"]);
  });
});

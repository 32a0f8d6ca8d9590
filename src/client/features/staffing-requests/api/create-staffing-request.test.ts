import { describe, expect, it } from "vitest";
import { portalStaffingRequestSchema } from "@/domain/staffing-request";
import { toStaffingRequestPayload } from "./create-staffing-request";

const base = {
  propertyId: 7,
  contactName: "Dana Whitfield",
  email: "dana@example.com",
  staffType: "maintenance",
  details: "Two technicians after the storm.",
  consent: true,
};

describe("toStaffingRequestPayload", () => {
  it("sends the positions and an emergency's reason only", () => {
    const parsed = portalStaffingRequestSchema.parse({
      ...base,
      headcount: 2,
      emergency: { reason: "storm_recovery" },
    });
    expect(toStaffingRequestPayload(parsed)).toMatchObject({
      headcount: 2,
      emergency: { reason: "storm_recovery" },
    });
  });

  it("sends emergency null and one position for a normal request", () => {
    const parsed = portalStaffingRequestSchema.parse(base);
    expect(toStaffingRequestPayload(parsed)).toMatchObject({ headcount: 1, emergency: null });
  });
});

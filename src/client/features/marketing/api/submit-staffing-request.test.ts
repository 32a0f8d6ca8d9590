import { describe, expect, it } from "vitest";
import { type RequestStaffFormValues, requestStaffResolver } from "./submit-staffing-request";

const filled: RequestStaffFormValues = {
  companyName: "Gulfside Living",
  contactName: "Dana Reyes",
  email: "dana@example.com",
  staffType: "maintenance",
  details: "Two technicians for the spring make-ready.",
  headcount: 2,
  emergencyReason: "",
  consent: true,
};

const resolve = (values: RequestStaffFormValues) =>
  requestStaffResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe("requestStaffResolver", () => {
  it("turns the emergency select into the API's emergency, or null when none is chosen", async () => {
    expect((await resolve(filled)).values).toMatchObject({ emergency: null, headcount: 2 });
    const urgent = await resolve({ ...filled, emergencyReason: "storm_recovery" });
    expect(urgent.values).toMatchObject({ emergency: { reason: "storm_recovery" } });
  });

  it("shows an emergency the schema refuses on the emergencyReason select", async () => {
    const result = await resolve({ ...filled, emergencyReason: "flood", details: "" });
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      details: expect.objectContaining({ message: "Please describe the position and your needs" }),
      emergencyReason: {
        type: "custom",
        message: "Choose the emergency: storm preparation, storm recovery, sudden vacancy or other",
      },
    });
  });
});

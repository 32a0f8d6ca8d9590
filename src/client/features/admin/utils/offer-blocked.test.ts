import { describe, expect, it } from "vitest";
import { offerBlockedReason } from "./offer-blocked";

describe("offerBlockedReason", () => {
  it("allows offers on an open request with a property", () => {
    expect(offerBlockedReason({ propertyId: 4, status: "pending" })).toBeNull();
    expect(offerBlockedReason({ propertyId: 4, status: "in_progress" })).toBeNull();
  });

  it("explains why a public-form, completed or cancelled request cannot be filled", () => {
    expect(offerBlockedReason({ propertyId: null, status: "pending" })).toMatch(
      /public form and has no property/,
    );
    expect(offerBlockedReason({ propertyId: 4, status: "completed" })).toMatch(/completed/);
    expect(offerBlockedReason({ propertyId: 4, status: "cancelled" })).toMatch(/cancelled/);
  });
});

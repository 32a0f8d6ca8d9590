import { describe, expect, it } from "vitest";
import { placementDates } from "../components/staff-directory-list";
import { hasDirectoryFilters, parseDirectoryFilters } from "./directory-filters";

describe("parseDirectoryFilters", () => {
  it("reads a property id and a staff type from the URL", () => {
    expect(parseDirectoryFilters(new URLSearchParams("propertyId=12&staffType=leasing"))).toEqual({
      propertyId: "12",
      staffType: "leasing",
    });
  });

  it("drops malformed values, so a hand-edited URL shows the whole directory", () => {
    expect(parseDirectoryFilters(new URLSearchParams("propertyId=0&staffType=pilot"))).toEqual({
      propertyId: "",
      staffType: "",
    });
    expect(parseDirectoryFilters(new URLSearchParams("propertyId=4x")).propertyId).toBe("");
  });

  it("tells whether any filter narrows the list", () => {
    expect(hasDirectoryFilters({ propertyId: "", staffType: "" })).toBe(false);
    expect(hasDirectoryFilters({ propertyId: "3", staffType: "" })).toBe(true);
    expect(hasDirectoryFilters({ propertyId: "", staffType: "security" })).toBe(true);
  });
});

describe("placementDates", () => {
  it("says the span, an open end, or that dates are not set", () => {
    expect(placementDates("2027-03-03", "2027-03-14")).toBe("Mar 3, 2027 – Mar 14, 2027");
    expect(placementDates("2027-03-03", null)).toBe("From Mar 3, 2027, no end date");
    expect(placementDates(null, "2027-03-14")).toBe("Until Mar 14, 2027");
    expect(placementDates(null, null)).toBe("Dates to be agreed");
  });
});

import { describe, expect, it } from "vitest";
import { paths, queryString } from "./paths";

describe("queryString", () => {
  it("leaves out empty values and keeps the order given", () => {
    expect(
      queryString({ status: "pending", q: "", propertyId: 4, from: undefined, to: null }),
    ).toBe("?status=pending&propertyId=4");
  });

  it("is empty when nothing is set", () => {
    expect(queryString({ q: "" })).toBe("");
  });

  it("encodes what the user typed", () => {
    expect(queryString({ q: "Bay & Gulf #2" })).toBe("?q=Bay+%26+Gulf+%232");
  });
});

describe("paths", () => {
  it("fills the id into the route's pattern", () => {
    expect(paths.properties.detail.path).toBe("/properties/:id");
    expect(paths.properties.detail.href(12)).toBe("/properties/12");
    expect(paths.properties.newStaffingRequest.href(3)).toBe("/properties/3/staffing-requests/new");
    expect(paths.admin.jobApplication.href(9)).toBe("/admin/job-applications/9");
  });

  it("encodes a parameter so it stays one path segment", () => {
    expect(paths.staffingRequests.detail.href("a/b")).toBe("/staffing-requests/a%2Fb");
    expect(paths.locations.place.href("port st lucie")).toBe("/locations/port%20st%20lucie");
  });

  it("builds filtered admin lists", () => {
    expect(paths.admin.staffingRequests.href()).toBe("/admin/staffing-requests");
    expect(paths.admin.staffingRequests.href({ status: "pending" })).toBe(
      "/admin/staffing-requests?status=pending",
    );
  });

  it("points home sections, sign-in and registration where the spec puts them", () => {
    expect(paths.home.section("contact")).toBe("/#contact");
    expect(paths.auth.register()).toBe("/auth?tab=register");
    expect(paths.legal.href("privacy-policy")).toBe("/legal/privacy-policy");
  });
});

import { describe, expect, it } from "vitest";
import { daysBetween, documentStatusOn } from "./document";

describe("documentStatusOn", () => {
  it("keeps a document valid through its expiry day and expired from the next", () => {
    expect(documentStatusOn("verified", "2030-06-30", "2030-06-30")).toBe("verified");
    expect(documentStatusOn("verified", "2030-06-30", "2030-07-01")).toBe("expired");
    expect(documentStatusOn("pending", "2030-06-30", "2030-07-01")).toBe("expired");
  });

  it("leaves a rejected document rejected and one without expiry as reviewed", () => {
    expect(documentStatusOn("rejected", "2020-01-01", "2030-07-01")).toBe("rejected");
    expect(documentStatusOn("verified", null, "2099-01-01")).toBe("verified");
  });
});

describe("daysBetween", () => {
  it("counts calendar days, across months and daylight-saving changes", () => {
    expect(daysBetween("2031-03-01", "2031-03-31")).toBe(30);
    expect(daysBetween("2031-03-24", "2031-03-31")).toBe(7);
    expect(daysBetween("2031-11-01", "2031-11-03")).toBe(2);
    expect(daysBetween("2031-04-01", "2031-03-31")).toBe(-1);
  });
});

import { describe, expect, it } from "vitest";
import { jobPostingInputSchema } from "@/domain/job-posting";
import { jobDraftFromRequest } from "./job-draft";

describe("jobDraftFromRequest", () => {
  const request = {
    id: 12,
    staffType: "security" as const,
    propertyCity: "Marco Island",
    startDate: "2030-03-02",
    endDate: "2030-03-20",
    headcount: 2,
  };

  it("drafts the role's title, the place, the dates and a temporary job, open 30 days", () => {
    const draft = jobDraftFromRequest(request, new Date(2030, 0, 1));
    expect(draft).toMatchObject({
      requestId: 12,
      title: "Security Officer",
      city: "Marco Island",
      staffType: "security",
      employmentType: "TEMPORARY",
      startDate: "2030-03-02",
      validThrough: "2030-01-31",
    });
    expect(draft.description).toContain("2 people as Security Officer");
  });

  it("leaves the place empty when the property is outside the places we serve", () => {
    expect(jobDraftFromRequest({ ...request, propertyCity: "Atlantis" }).city).toBe("");
    expect(jobDraftFromRequest({ ...request, propertyCity: null }).description).toContain(
      "in Florida",
    );
  });

  it("is valid once the pay is given", () => {
    const draft = jobDraftFromRequest(request, new Date(2030, 0, 1));
    expect(jobPostingInputSchema.safeParse({ ...draft, payMin: 20, payMax: 24 }).success).toBe(
      true,
    );
  });
});

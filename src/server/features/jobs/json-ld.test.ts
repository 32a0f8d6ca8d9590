import { describe, expect, it } from "vitest";
import { serializeJsonLd } from "../../../content/seo";
import type { JobPosting } from "../../../domain/api/job";
import {
  endOfFloridaDay,
  jobPostingJsonLd,
  recommendedJobPostingProperties,
  requiredJobPostingProperties,
} from "./json-ld";

const posting: JobPosting = {
  id: 7,
  url: "/jobs/7-pool-technician-naples",
  title: "Pool Technician </script><script>alert(1)</script>",
  description: "Keep two pools clean.",
  staffType: "maintenance",
  city: "Naples",
  employmentType: "PART_TIME",
  payMin: 18,
  payMax: 21.5,
  schedule: null,
  startDate: "2030-03-02",
  validThrough: "2030-03-31",
  datePosted: "2030-03-01",
};

describe("jobPostingJsonLd", () => {
  it("has every required and recommended property of Google's JobPosting", () => {
    const data = jobPostingJsonLd(posting, "https://example.com");
    for (const property of [...requiredJobPostingProperties, ...recommendedJobPostingProperties]) {
      expect(data[property], property).toBeDefined();
    }
    expect(data).toMatchObject({
      "@type": "JobPosting",
      url: "https://example.com/jobs/7-pool-technician-naples",
      jobStartDate: "2030-03-02",
      baseSalary: { currency: "USD", value: { minValue: 18, maxValue: 21.5, unitText: "HOUR" } },
      jobLocation: {
        address: { addressLocality: "Naples", addressRegion: "FL", addressCountry: "US" },
      },
    });
    expect(data).not.toHaveProperty("workHours");
  });

  it("ends the last day at midnight in Florida, daylight saving time or not", () => {
    expect(endOfFloridaDay("2030-01-15")).toBe("2030-01-15T23:59:59.000-05:00");
    expect(endOfFloridaDay("2030-07-15")).toBe("2030-07-15T23:59:59.000-04:00");
  });

  it("serialises without a `<` that could close the script element", () => {
    const text = serializeJsonLd(jobPostingJsonLd(posting, "https://example.com"));
    expect(text).not.toContain("<");
    expect(JSON.parse(text).title).toBe(posting.title);
  });
});

import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { experienceLevels, staffTypes } from "./enums";
import { jobApplicationSchema } from "./job-application";

/** Each issue of a failed parse as "path: message". */
function issues(result: { success: boolean; error?: z.ZodError }): string[] {
  return result.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) ?? [];
}

const validApplication = {
  fullName: "Marcus Lee",
  email: "marcus@example.com",
  phone: "(813) 555-0142",
  position: "maintenance",
  experience: "3-5",
  additionalInfo: "EPA 608 certified",
  resumeUrl: "https://example.com/marcus.pdf",
  consent: true,
};

describe("jobApplicationSchema", () => {
  it("accepts a complete application", () => {
    expect(jobApplicationSchema.parse(validApplication)).toEqual(validApplication);
  });

  it.each(staffTypes)("accepts the position %s", (position) => {
    expect(jobApplicationSchema.safeParse({ ...validApplication, position }).success).toBe(true);
  });

  it.each(experienceLevels)("accepts the experience level %s", (experience) => {
    expect(jobApplicationSchema.safeParse({ ...validApplication, experience }).success).toBe(true);
  });

  it('rejects an empty full name with "Full name is required"', () => {
    expect(issues(jobApplicationSchema.safeParse({ ...validApplication, fullName: "" }))).toEqual([
      "fullName: Full name is required",
    ]);
  });

  it('rejects an invalid email with "Valid email is required"', () => {
    expect(
      issues(jobApplicationSchema.safeParse({ ...validApplication, email: "marcus.example.com" })),
    ).toEqual(["email: Valid email is required"]);
  });

  it('rejects a phone shorter than 10 characters with "Valid phone number is required"', () => {
    expect(
      issues(jobApplicationSchema.safeParse({ ...validApplication, phone: "555-0142" })),
    ).toEqual(["phone: Valid phone number is required"]);
  });

  it("accepts a phone of exactly 10 characters", () => {
    expect(
      jobApplicationSchema.safeParse({ ...validApplication, phone: "8135550142" }).success,
    ).toBe(true);
  });

  it('rejects a phone with letters with "Valid phone number is required"', () => {
    expect(
      issues(jobApplicationSchema.safeParse({ ...validApplication, phone: "call me maybe" })),
    ).toEqual(["phone: Valid phone number is required"]);
  });

  it('rejects a missing position with "Please select a position"', () => {
    const { position: _omitted, ...rest } = validApplication;
    expect(issues(jobApplicationSchema.safeParse(rest))).toEqual([
      "position: Please select a position",
    ]);
  });

  it('rejects an unknown position with "Please select a position"', () => {
    expect(
      issues(jobApplicationSchema.safeParse({ ...validApplication, position: "chef" })),
    ).toEqual(["position: Please select a position"]);
  });

  it('rejects a missing experience with "Please select your experience level"', () => {
    const { experience: _omitted, ...rest } = validApplication;
    expect(issues(jobApplicationSchema.safeParse(rest))).toEqual([
      "experience: Please select your experience level",
    ]);
  });

  it('rejects an unknown experience with "Please select your experience level"', () => {
    expect(
      issues(jobApplicationSchema.safeParse({ ...validApplication, experience: "10+" })),
    ).toEqual(["experience: Please select your experience level"]);
  });

  it('rejects consent false with "You must agree to background checks"', () => {
    expect(issues(jobApplicationSchema.safeParse({ ...validApplication, consent: false }))).toEqual(
      ["consent: You must agree to background checks"],
    );
  });

  it('rejects a missing consent with "You must agree to background checks"', () => {
    const { consent: _omitted, ...rest } = validApplication;
    expect(issues(jobApplicationSchema.safeParse(rest))).toEqual([
      "consent: You must agree to background checks",
    ]);
  });

  it("leaves resumeUrl and additionalInfo optional, as null", () => {
    const { resumeUrl: _r, additionalInfo: _a, ...rest } = validApplication;
    const parsed = jobApplicationSchema.parse(rest);
    expect(parsed.resumeUrl).toBeNull();
    expect(parsed.additionalInfo).toBeNull();
  });

  it("turns an empty resumeUrl into null", () => {
    expect(jobApplicationSchema.parse({ ...validApplication, resumeUrl: "" }).resumeUrl).toBeNull();
  });

  it("rejects a resumeUrl that is not http or https", () => {
    const result = jobApplicationSchema.safeParse({
      ...validApplication,
      resumeUrl: "javascript:alert(1)",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["resumeUrl"]);
  });

  it("reports every invalid field at once", () => {
    expect(issues(jobApplicationSchema.safeParse({}))).toEqual([
      "fullName: Full name is required",
      "email: Valid email is required",
      "phone: Valid phone number is required",
      "position: Please select a position",
      "experience: Please select your experience level",
      "consent: You must agree to background checks",
    ]);
  });
});

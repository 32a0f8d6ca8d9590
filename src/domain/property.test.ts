import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { propertyDefaults, propertySchema } from "./property";

/** Each issue of a failed parse as "path: message". */
function issues(result: { success: boolean; error?: z.ZodError }): string[] {
  return result.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) ?? [];
}

const validProperty = {
  name: "Bayshore Palms",
  address: "1200 Bayshore Blvd",
  city: "Tampa",
  state: "FL",
  zip: "33606",
  units: 120,
  description: "Waterfront garden apartments",
};

describe("propertySchema", () => {
  it("accepts a property with every field", () => {
    expect(propertySchema.parse(validProperty)).toEqual(validProperty);
  });

  it("leaves the description optional, as null", () => {
    const { description: _omitted, ...rest } = validProperty;
    expect(propertySchema.parse(rest).description).toBeNull();
  });

  it("turns an empty description into null", () => {
    expect(propertySchema.parse({ ...validProperty, description: "" }).description).toBeNull();
  });

  it.each([
    ["name", "Property name is required"],
    ["address", "Address is required"],
    ["city", "City is required"],
    ["state", "State is required"],
  ] as const)('rejects an empty %s with "%s"', (field, message) => {
    expect(issues(propertySchema.safeParse({ ...validProperty, [field]: "" }))).toEqual([
      `${field}: ${message}`,
    ]);
  });

  it.each([
    ["name", "Property name is required"],
    ["address", "Address is required"],
    ["city", "City is required"],
    ["state", "State is required"],
  ] as const)('rejects a missing %s with "%s"', (field, message) => {
    const input: Record<string, unknown> = { ...validProperty };
    delete input[field];
    expect(issues(propertySchema.safeParse(input))).toEqual([`${field}: ${message}`]);
  });

  it('rejects a name of only spaces with "Property name is required"', () => {
    expect(issues(propertySchema.safeParse({ ...validProperty, name: "   " }))).toEqual([
      "name: Property name is required",
    ]);
  });

  it('rejects a zip shorter than 5 characters with "ZIP code must be at least 5 characters"', () => {
    expect(issues(propertySchema.safeParse({ ...validProperty, zip: "3360" }))).toEqual([
      "zip: ZIP code must be at least 5 characters",
    ]);
  });

  it('rejects a missing zip with "ZIP code must be at least 5 characters"', () => {
    const { zip: _omitted, ...rest } = validProperty;
    expect(issues(propertySchema.safeParse(rest))).toEqual([
      "zip: ZIP code must be at least 5 characters",
    ]);
  });

  it("accepts a zip of 5 and of 10 characters", () => {
    expect(propertySchema.safeParse({ ...validProperty, zip: "33606" }).success).toBe(true);
    expect(propertySchema.safeParse({ ...validProperty, zip: "33606-1234" }).success).toBe(true);
  });

  it("rejects a zip longer than 10 characters", () => {
    const result = propertySchema.safeParse({ ...validProperty, zip: "33606-12345" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["zip"]);
  });

  it('rejects 0 units with "Number of units is required"', () => {
    expect(issues(propertySchema.safeParse({ ...validProperty, units: 0 }))).toEqual([
      "units: Number of units is required",
    ]);
  });

  it('rejects negative units with "Number of units is required"', () => {
    expect(issues(propertySchema.safeParse({ ...validProperty, units: -3 }))).toEqual([
      "units: Number of units is required",
    ]);
  });

  it('rejects missing units with "Number of units is required"', () => {
    const { units: _omitted, ...rest } = validProperty;
    expect(issues(propertySchema.safeParse(rest))).toEqual(["units: Number of units is required"]);
  });

  it("accepts exactly 1 unit", () => {
    expect(propertySchema.parse({ ...validProperty, units: 1 }).units).toBe(1);
  });

  it("rejects a fractional number of units (1.5)", () => {
    const result = propertySchema.safeParse({ ...validProperty, units: 1.5 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["units"]);
  });

  it("rejects units given as text", () => {
    const result = propertySchema.safeParse({ ...validProperty, units: "12" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["units"]);
  });

  it("reports every invalid field at once", () => {
    const result = propertySchema.safeParse({
      name: "",
      address: "",
      city: "",
      state: "",
      zip: "1",
    });
    expect(issues(result)).toEqual([
      "name: Property name is required",
      "address: Address is required",
      "city: City is required",
      "state: State is required",
      "zip: ZIP code must be at least 5 characters",
      "units: Number of units is required",
    ]);
  });
});

describe("propertyDefaults", () => {
  it("starts the add form with 1 unit", () => {
    expect(propertyDefaults.units).toBe(1);
  });
});

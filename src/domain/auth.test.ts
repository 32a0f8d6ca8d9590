import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { loginSchema, registerFormSchema, registerSchema } from "./auth";

/** Each issue of a failed parse as "path: message" (the root path is ""). */
function issues(result: { success: boolean; error?: z.ZodError }): string[] {
  return result.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) ?? [];
}

const validRegistration = {
  username: "bayshore_pm",
  email: "pm@bayshore.example",
  password: "Correct-Horse-1",
  fullName: "Dana Reyes",
};

describe("loginSchema", () => {
  it("accepts a username and a password", () => {
    expect(loginSchema.parse({ username: "dana", password: "x" })).toEqual({
      username: "dana",
      password: "x",
    });
  });

  it("trims the username", () => {
    expect(loginSchema.parse({ username: "  dana  ", password: "x" }).username).toBe("dana");
  });

  it('rejects an empty username with "Username is required"', () => {
    expect(issues(loginSchema.safeParse({ username: "", password: "x" }))).toEqual([
      "username: Username is required",
    ]);
  });

  it('rejects a username of only spaces with "Username is required"', () => {
    expect(issues(loginSchema.safeParse({ username: "   ", password: "x" }))).toEqual([
      "username: Username is required",
    ]);
  });

  it('rejects a missing username with "Username is required"', () => {
    expect(issues(loginSchema.safeParse({ password: "x" }))).toEqual([
      "username: Username is required",
    ]);
  });

  it('rejects an empty password with "Password is required"', () => {
    expect(issues(loginSchema.safeParse({ username: "dana", password: "" }))).toEqual([
      "password: Password is required",
    ]);
  });

  it('rejects a missing password with "Password is required"', () => {
    expect(issues(loginSchema.safeParse({ username: "dana" }))).toEqual([
      "password: Password is required",
    ]);
  });
});

describe("registerSchema", () => {
  it("accepts a valid registration and defaults the role to property_manager", () => {
    const parsed = registerSchema.parse(validRegistration);
    expect(parsed.role).toBe("property_manager");
    expect(parsed.username).toBe("bayshore_pm");
    expect(parsed.fullName).toBe("Dana Reyes");
  });

  it("accepts the role staff", () => {
    expect(registerSchema.parse({ ...validRegistration, role: "staff" }).role).toBe("staff");
  });

  it("accepts the role property_manager", () => {
    expect(registerSchema.parse({ ...validRegistration, role: "property_manager" }).role).toBe(
      "property_manager",
    );
  });

  it("rejects the role admin", () => {
    const result = registerSchema.safeParse({ ...validRegistration, role: "admin" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["role"]);
  });

  it("rejects an unknown role", () => {
    expect(registerSchema.safeParse({ ...validRegistration, role: "owner" }).success).toBe(false);
  });

  it('rejects a username shorter than 3 characters with "Username must be at least 3 characters"', () => {
    expect(issues(registerSchema.safeParse({ ...validRegistration, username: "ab" }))).toEqual([
      "username: Username must be at least 3 characters",
    ]);
  });

  it("accepts a username of exactly 3 characters", () => {
    expect(registerSchema.safeParse({ ...validRegistration, username: "abc" }).success).toBe(true);
  });

  it('rejects a missing username with "Username must be at least 3 characters"', () => {
    const { username: _omitted, ...rest } = validRegistration;
    expect(issues(registerSchema.safeParse(rest))).toEqual([
      "username: Username must be at least 3 characters",
    ]);
  });

  it('rejects an invalid email with "Invalid email address"', () => {
    expect(
      issues(registerSchema.safeParse({ ...validRegistration, email: "not-an-email" })),
    ).toEqual(["email: Invalid email address"]);
  });

  it('rejects a missing email with "Invalid email address"', () => {
    const { email: _omitted, ...rest } = validRegistration;
    expect(issues(registerSchema.safeParse(rest))).toEqual(["email: Invalid email address"]);
  });

  it('rejects a password shorter than 8 characters with "Password must be at least 8 characters"', () => {
    expect(issues(registerSchema.safeParse({ ...validRegistration, password: "1234567" }))).toEqual(
      ["password: Password must be at least 8 characters"],
    );
  });

  it("accepts a password of exactly 8 characters", () => {
    expect(registerSchema.safeParse({ ...validRegistration, password: "12345678" }).success).toBe(
      true,
    );
  });

  it('rejects a full name shorter than 2 characters with "Full name is required"', () => {
    expect(issues(registerSchema.safeParse({ ...validRegistration, fullName: "D" }))).toEqual([
      "fullName: Full name is required",
    ]);
  });

  it('rejects an empty full name with "Full name is required"', () => {
    expect(issues(registerSchema.safeParse({ ...validRegistration, fullName: "" }))).toEqual([
      "fullName: Full name is required",
    ]);
  });

  it('rejects a missing full name with "Full name is required"', () => {
    const { fullName: _omitted, ...rest } = validRegistration;
    expect(issues(registerSchema.safeParse(rest))).toEqual(["fullName: Full name is required"]);
  });

  it("reports every invalid field at once", () => {
    const result = registerSchema.safeParse({
      username: "a",
      email: "x",
      password: "short",
      fullName: "",
    });
    expect(issues(result)).toEqual([
      "username: Username must be at least 3 characters",
      "email: Invalid email address",
      "password: Password must be at least 8 characters",
      "fullName: Full name is required",
    ]);
  });

  it("leaves companyName and phone optional, as null", () => {
    const parsed = registerSchema.parse(validRegistration);
    expect(parsed.companyName).toBeNull();
    expect(parsed.phone).toBeNull();
  });

  it("turns an empty companyName and phone into null", () => {
    const parsed = registerSchema.parse({ ...validRegistration, companyName: "", phone: "" });
    expect(parsed.companyName).toBeNull();
    expect(parsed.phone).toBeNull();
  });

  it("keeps a given companyName and phone", () => {
    const parsed = registerSchema.parse({
      ...validRegistration,
      companyName: "Bayshore Residential",
      phone: "813-555-0100",
    });
    expect(parsed.companyName).toBe("Bayshore Residential");
    expect(parsed.phone).toBe("813-555-0100");
  });
});

describe("registerFormSchema", () => {
  it("accepts a confirmPassword equal to the password", () => {
    const result = registerFormSchema.safeParse({
      ...validRegistration,
      confirmPassword: validRegistration.password,
    });
    expect(result.success).toBe(true);
  });

  it('rejects a different confirmPassword with "Passwords do not match" on confirmPassword', () => {
    const result = registerFormSchema.safeParse({
      ...validRegistration,
      confirmPassword: "Something-Else-1",
    });
    expect(issues(result)).toEqual(["confirmPassword: Passwords do not match"]);
  });

  it("rejects the role admin", () => {
    const result = registerFormSchema.safeParse({
      ...validRegistration,
      confirmPassword: validRegistration.password,
      role: "admin",
    });
    expect(result.success).toBe(false);
  });
});

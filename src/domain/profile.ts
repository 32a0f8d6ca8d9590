/**
 * Profiles (docs/decisions/0022-profiles.md): what every account keeps about itself (name, phone,
 * company, e-mail, password, which e-mails it wants) and what a staff member tells the agency
 * about their work (roles, certifications, places, weekly availability, emergency call-outs).
 * The bodies of the /api/portal/profile endpoints, with the messages the /profile forms show.
 */
import { cities, serviceAreaSlugs } from "../content/site";
import { limits } from "./constants";
import { type StaffType, staffTypes } from "./enums";
import { secret, singleLine } from "./text-fields";
import { z } from "./zod";

/** Certifications and licences a worker may hold (issue "Profile", staff). */
export const certifications = [
  "epa_608_type_i",
  "epa_608_type_ii",
  "epa_608_type_iii",
  "epa_608_universal",
  "cpo",
  "class_d",
  "cam",
  "drivers_license",
] as const;
export type Certification = (typeof certifications)[number];
export const certificationLabels: Record<Certification, string> = {
  epa_608_type_i: "EPA 608 Type I",
  epa_608_type_ii: "EPA 608 Type II",
  epa_608_type_iii: "EPA 608 Type III",
  epa_608_universal: "EPA 608 Universal",
  cpo: "Certified Pool/Spa Operator (CPO)",
  class_d: "Florida Class D security licence",
  cam: "Florida Community Association Manager (CAM) licence",
  drivers_license: "Driver's licence",
};

/** Days of a weekly availability, Monday first (the agency's weeks start on Monday). */
export const weekDays = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;
export type WeekDay = (typeof weekDays)[number];
export const weekDayLabels: Record<WeekDay, string> = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
};

/** Parts of a day a worker may be available in. */
export const dayParts = ["morning", "afternoon", "evening", "overnight"] as const;
export type DayPart = (typeof dayParts)[number];
export const dayPartLabels: Record<DayPart, string> = {
  morning: "Morning",
  afternoon: "Afternoon",
  evening: "Evening",
  overnight: "Overnight",
};

/**
 * Weekly availability: for each day the worker can work, the parts of that day. A day left out
 * (or with no parts) is a day they cannot work.
 */
export type WeeklyAvailability = Partial<Record<WeekDay, DayPart[]>>;

/** The day of the week of a calendar day `YYYY-MM-DD` (no time zone involved). */
export function weekDayOf(isoDay: string): WeekDay {
  const sundayFirst = new Date(`${isoDay}T12:00:00Z`).getUTCDay();
  return weekDays[(sundayFirst + 6) % 7] as WeekDay;
}

/** Availability as stored: one `day:part` text per slot, in week order ("monday:morning"). */
export function availabilitySlots(availability: WeeklyAvailability): string[] {
  return weekDays.flatMap((day) =>
    dayParts.filter((part) => availability[day]?.includes(part)).map((part) => `${day}:${part}`),
  );
}

/** The stored `day:part` slots back as a weekly availability (unknown slots are ignored). */
export function availabilityFromSlots(slots: readonly string[]): WeeklyAvailability {
  const result: WeeklyAvailability = {};
  for (const day of weekDays) {
    const parts = dayParts.filter((part) => slots.includes(`${day}:${part}`));
    if (parts.length > 0) result[day] = parts;
  }
  return result;
}

/**
 * The places a worker may choose (API values are slugs): the nine cities, then the nearby places
 * their teams cover (src/content/site.ts).
 */
export const workCitySlugs: readonly string[] = [
  ...cities.map((city) => city.slug),
  ...serviceAreaSlugs,
];

/**
 * Kinds of e-mail an account may switch off (in-app notifications always go). Security mail —
 * password and e-mail changes, account deletion, set-password links — is not a kind: it always
 * goes. `documents` is for the documents feature's mails (reviews, expiry reminders).
 */
export const emailKinds = ["requests", "placements", "timesheets", "documents"] as const;
export type EmailKind = (typeof emailKinds)[number];
export const emailKindLabels: Record<EmailKind, { label: string; description: string }> = {
  requests: {
    label: "Staffing requests",
    description:
      "Receipts and status changes of your staffing requests; for the agency, emergency request alerts.",
  },
  placements: {
    label: "Assignments and offers",
    description: "Work offers, confirmations, cancellations and completed work.",
  },
  timesheets: {
    label: "Timesheets",
    description: "Weeks submitted for approval, approved or disputed.",
  },
  documents: {
    label: "Documents",
    description: "Reviews of your certificates and licences, and reminders before they expire.",
  },
};

/** What the Notifications section saves: e-mail on (true) or off per kind. */
export const emailPreferencesSchema = z.object(
  Object.fromEntries(
    emailKinds.map((kind) => [
      kind,
      z.boolean({ error: `Say whether you want ${emailKindLabels[kind].label} e-mails` }),
    ]),
  ) as Record<EmailKind, z.ZodBoolean>,
);
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

const uniqueList = <T extends string>(values: readonly [T, ...T[]], message: string, max: number) =>
  z
    .array(z.enum(values, { error: message }), { error: message })
    .max(max, message)
    .transform((list) => [...new Set(list)]);

const STAFF_TYPES_MESSAGE = "Choose the roles you do from the list";
const CITIES_MESSAGE = "Choose places from the list of cities and nearby places";
const CERTIFICATIONS_MESSAGE = "Choose certifications from the list";
const AVAILABILITY_MESSAGE =
  "Availability lists days (monday to sunday) with parts of the day (morning, afternoon, evening, overnight)";

/** Weekly availability as the API takes it: `{ "monday": ["morning", "evening"], … }`. */
export const weeklyAvailabilitySchema = z
  .partialRecord(
    z.enum(weekDays, { error: AVAILABILITY_MESSAGE }),
    z
      .array(z.enum(dayParts, { error: AVAILABILITY_MESSAGE }), { error: AVAILABILITY_MESSAGE })
      .max(dayParts.length * 2, AVAILABILITY_MESSAGE)
      // A day the form never touched has no value: the same as no parts.
      .optional(),
    { error: AVAILABILITY_MESSAGE },
  )
  .transform((value) => availabilityFromSlots(availabilitySlots(value)));

const PHONE_MESSAGE = "Phone must be at least 10 characters";

/**
 * PUT /api/portal/profile: the account's details for every role, and the work preferences of a
 * staff member (each optional: left out, it stays as it is). `companyName` is for property
 * managers; the staff fields for staff (the server refuses them for other roles with 400).
 */
export const profileUpdateSchema = z.object({
  fullName: singleLine(
    z
      .string({ error: "Full name is required" })
      .trim()
      .min(limits.fullNameMin, "Full name is required")
      .max(limits.fullNameMax, `Full name must be at most ${limits.fullNameMax} characters`),
    "Full name",
  ),
  phone: singleLine(
    z
      .string({ error: PHONE_MESSAGE })
      .trim()
      .max(limits.phoneMax, `Phone must be at most ${limits.phoneMax} characters`)
      .refine((value) => value === "" || value.length >= limits.phoneMin, PHONE_MESSAGE)
      .refine((value) => value === "" || /^[0-9+()\-.\s]+$/.test(value), {
        message: "Phone may only contain digits, spaces and + ( ) - .",
      }),
    "Phone",
  )
    .nullish()
    .transform((value) => value || null),
  companyName: singleLine(
    z
      .string()
      .trim()
      .max(limits.shortText, `Company name must be at most ${limits.shortText} characters`),
    "Company name",
  )
    .nullish()
    .transform((value) => value || null),
  staffTypes: uniqueList(
    staffTypes as unknown as [StaffType, ...StaffType[]],
    STAFF_TYPES_MESSAGE,
    staffTypes.length * 2,
  ).optional(),
  certifications: uniqueList(
    certifications,
    CERTIFICATIONS_MESSAGE,
    certifications.length * 2,
  ).optional(),
  cities: z
    .array(
      z
        .string({ error: CITIES_MESSAGE })
        .refine((slug) => workCitySlugs.includes(slug), CITIES_MESSAGE),
      { error: CITIES_MESSAGE },
    )
    .max(workCitySlugs.length * 2, CITIES_MESSAGE)
    .transform((list) => workCitySlugs.filter((slug) => list.includes(slug)))
    .optional(),
  availability: weeklyAvailabilitySchema.optional(),
  emergencyAvailable: z
    .boolean({ error: "Say whether we may call you for emergency work (true or false)" })
    .optional(),
});
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

const CURRENT_PASSWORD_MESSAGE = "Enter your current password";
const currentPassword = secret(
  z
    .string({ error: CURRENT_PASSWORD_MESSAGE })
    .min(1, CURRENT_PASSWORD_MESSAGE)
    .max(limits.passwordMax, CURRENT_PASSWORD_MESSAGE),
);
const NEW_PASSWORD_MESSAGE = "Password must be at least 8 characters";

/** POST /api/portal/profile/password. */
export const passwordChangeSchema = z.object({
  currentPassword,
  newPassword: secret(
    z
      .string({ error: NEW_PASSWORD_MESSAGE })
      .min(limits.passwordMin, NEW_PASSWORD_MESSAGE)
      .max(limits.passwordMax, `Password must be at most ${limits.passwordMax} characters`),
  ),
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** The password form: the API's fields plus a confirmation that must match. */
export const passwordChangeFormSchema = passwordChangeSchema
  .extend({ confirmPassword: secret(z.string()) })
  .refine((data) => data.newPassword === data.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });

/** POST /api/portal/profile/email: the new address, confirmed by a link mailed to it. */
export const emailChangeSchema = z.object({
  newEmail: singleLine(
    z.email({ error: "Invalid email address" }).max(limits.shortText, "Invalid email address"),
    "New e-mail",
  ),
  currentPassword,
});
export type EmailChange = z.infer<typeof emailChangeSchema>;

/** DELETE /api/portal/profile: the password, so a borrowed session cannot delete the account. */
export const accountDeletionSchema = z.object({ currentPassword });
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;

/** One line of a staff member's profile checklist. */
export interface CompletenessItem {
  key: "phone" | "staffTypes" | "cities" | "availability" | "certifications";
  label: string;
  done: boolean;
  /** Why it matters, one sentence. */
  why: string;
}

/** What the checklist reads from a staff member's profile. */
export interface StaffProfileFacts {
  phone: string | null;
  staffTypes: readonly string[];
  cities: readonly string[];
  availability: WeeklyAvailability;
  certifications: readonly string[];
}

/**
 * A staff member's profile checklist and its percentage (whole percent of the items done), as
 * /profile and the dashboard show it.
 */
export function profileCompleteness(facts: StaffProfileFacts): {
  percent: number;
  items: CompletenessItem[];
} {
  const items: CompletenessItem[] = [
    {
      key: "phone",
      label: "Add a phone number",
      done: Boolean(facts.phone),
      why: "Our recruiters call first when a property needs someone the same day.",
    },
    {
      key: "staffTypes",
      label: "Choose the roles you do",
      done: facts.staffTypes.length > 0,
      why: "We offer you work in the roles you choose and rank you first for them.",
    },
    {
      key: "cities",
      label: "Choose where you will work",
      done: facts.cities.length > 0,
      why: "Properties in your places see you before people who would have to travel.",
    },
    {
      key: "availability",
      label: "Set your weekly availability",
      done: Object.values(facts.availability).some((parts) => (parts?.length ?? 0) > 0),
      why: "We only offer shifts on the days and times you can work.",
    },
    {
      key: "certifications",
      label: "List your certifications and licences",
      done: facts.certifications.length > 0,
      why: "Jobs that need an EPA 608, a pool licence or a Class D go to people who hold one.",
    },
  ];
  const done = items.filter((item) => item.done).length;
  return { percent: Math.round((done / items.length) * 100), items };
}

/** The Personal details form: the account's own fields of PUT /api/portal/profile. */
export const personalDetailsSchema = profileUpdateSchema.pick({
  fullName: true,
  phone: true,
  companyName: true,
});

/** The Work preferences form (staff): the work fields of PUT /api/portal/profile. */
export const workPreferencesSchema = profileUpdateSchema.pick({
  staffTypes: true,
  certifications: true,
  cities: true,
  availability: true,
  emergencyAvailable: true,
});

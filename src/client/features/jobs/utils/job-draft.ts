/**
 * The first draft of a job posting published from a staffing request: the role's usual title,
 * the place when the request's property is in one the agency serves, the request's start date,
 * and a description in the agency's words. Deliberately nothing the requester typed (details
 * may name the client or the property, which a posting never does; decision 0020).
 */
import type { z } from "zod";
import type { StaffType } from "@/domain/enums";
import { findJobPlace, type jobPostingInputSchema, staffTypeJobTitles } from "@/domain/job-posting";

/** The form's values (what the inputs hold before parsing). */
export type JobPostingFormValues = z.input<typeof jobPostingInputSchema>;

/** `YYYY-MM-DD` of `date` plus `days` days (local calendar). */
function dayAfter(date: Date, days: number): string {
  const next = new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
  return `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, "0")}-${String(next.getDate()).padStart(2, "0")}`;
}

/**
 * A draft for `request`, open for 30 days from `today`.
 * @param request the request's id, role, dates, headcount and its property's city (no names)
 */
export function jobDraftFromRequest(
  request: {
    id: number;
    staffType: StaffType;
    propertyCity: string | null;
    startDate: string | null;
    endDate: string | null;
    headcount: number;
  },
  today: Date = new Date(),
): JobPostingFormValues {
  const title = staffTypeJobTitles[request.staffType];
  const place = request.propertyCity ? findJobPlace(request.propertyCity) : undefined;
  const where = place ? `in ${place.name}` : "in Florida";
  const people = request.headcount > 1 ? `${request.headcount} people` : "one person";
  return {
    requestId: request.id,
    title,
    description: `We are hiring ${people} as ${title} at an apartment community ${where}. You will work on site with the community's team and report to its manager; we are your employer, handle your pay and support you throughout.\n\nTell us about your experience and certifications when you apply.`,
    staffType: request.staffType,
    city: place?.name ?? "",
    employmentType: request.endDate ? "TEMPORARY" : "FULL_TIME",
    payMin: Number.NaN,
    payMax: Number.NaN,
    schedule: "",
    startDate: request.startDate ?? "",
    validThrough: dayAfter(today, 30),
  };
}

/**
 * Shapes of the admin API's JSON answers (src/server/features/admin/routes.ts) as the
 * client receives them: timestamps are ISO 8601 strings in UTC, calendar days `YYYY-MM-DD`.
 */
import type { StaffingRequestEvent } from "@/domain/api-types";
import type {
  ExperienceLevel,
  JobApplicationStatus,
  Role,
  StaffingRequestStatus,
  StaffType,
} from "@/domain/enums";

/** One timeline entry on the overview's recent activity (GET /api/admin/overview). */
export interface AdminRecentRequestEvent {
  requestId: number;
  /** Null for the request's creation. */
  fromStatus: StaffingRequestStatus | null;
  toStatus: StaffingRequestStatus;
  /** Null for a public-form request or a deleted account. */
  actorName: string | null;
  companyName: string;
  staffType: StaffType;
  createdAt: string;
}

/** One of the latest applications on the overview. */
export interface AdminRecentApplication {
  id: number;
  fullName: string;
  position: StaffType;
  status: JobApplicationStatus;
  createdAt: string;
}

/** GET /api/admin/overview: counts and the latest activity. Missing statuses count 0. */
export interface AdminOverview {
  requestsByStatus: Partial<Record<StaffingRequestStatus, number>>;
  applicationsByStatus: Partial<Record<JobApplicationStatus, number>>;
  /** Active subscribers (not unsubscribed). */
  subscribers: number;
  users: number;
  recentRequestEvents: AdminRecentRequestEvent[];
  recentApplications: AdminRecentApplication[];
}

/** A row of GET /api/admin/staffing-requests: every request, portal and public. */
export interface AdminStaffingRequest {
  id: number;
  /** The account that sent it; null for the public form. */
  userId: number | null;
  propertyId: number | null;
  propertyName: string | null;
  propertyCity: string | null;
  /** Full name of the owning account; null for the public form. */
  ownerName: string | null;
  companyName: string;
  contactName: string;
  email: string;
  staffType: StaffType;
  details: string | null;
  startDate: string | null;
  endDate: string | null;
  status: StaffingRequestStatus;
  /** The latest internal note (never shown to the owner). */
  notes: string | null;
  consent: boolean;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/admin/staffing-requests/{id}: the request and its timeline with internal notes. */
export interface AdminStaffingRequestDetail
  extends Omit<AdminStaffingRequest, "ownerName" | "propertyCity"> {
  events: StaffingRequestEvent[];
}

/** A row of GET /api/admin/job-applications (and the answer of PATCH …/{id}). */
export interface AdminJobApplication {
  id: number;
  /** The applicant's account when they applied signed in; otherwise null. */
  userId: number | null;
  fullName: string;
  email: string;
  phone: string;
  position: StaffType;
  experience: ExperienceLevel;
  additionalInfo: string | null;
  status: JobApplicationStatus;
  /** "link": `resumeUrl` is the applicant's link; "upload": download it from …/{id}/resume. */
  resume: "link" | "upload" | null;
  resumeUrl: string | null;
  interviewDate: string | null;
  reviewNotes: string | null;
  consent: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A row of GET /api/admin/users (never a password hash). */
export interface AdminUser {
  id: number;
  username: string;
  email: string;
  fullName: string;
  role: Role;
  companyName: string | null;
  phone: string | null;
  createdAt: string;
  lastLogin: string | null;
}

/** A row of GET /api/admin/newsletter-subscribers. */
export interface NewsletterSubscriber {
  id: number;
  email: string;
  createdAt: string;
  /** When they unsubscribed; null while subscribed. */
  unsubscribedAt: string | null;
}

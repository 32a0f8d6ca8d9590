/**
 * Shapes of the API's JSON answers as the client receives them (spec section 7).
 * Timestamps are ISO 8601 strings in UTC; calendar days (startDate, endDate) are `YYYY-MM-DD`.
 */
import type { NotificationType, Role, StaffingRequestStatus, StaffType } from "./enums";

/** The signed-in user (GET /api/user, POST /api/login, POST /api/register). Never carries a password. */
export interface User {
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

/** A property (GET /api/portal/properties). */
export interface Property {
  id: number;
  userId: number;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  units: number;
  description: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A staffing request (GET /api/portal/staffing-requests). */
export interface StaffingRequest {
  id: number;
  userId: number | null;
  propertyId: number | null;
  propertyName: string | null;
  companyName: string;
  contactName: string;
  email: string;
  staffType: StaffType;
  details: string | null;
  startDate: string | null;
  endDate: string | null;
  status: StaffingRequestStatus;
  consent: boolean;
  createdAt: string;
  updatedAt: string;
}

/** One entry of a request's timeline: its creation (fromStatus null) or a status change. */
export interface StaffingRequestEvent {
  id: number;
  fromStatus: StaffingRequestStatus | null;
  toStatus: StaffingRequestStatus;
  actorName: string | null;
  actorRole: Role | null;
  /** Internal note; present for admins only. */
  note?: string | null;
  createdAt: string;
}

/** GET /api/portal/staffing-requests/{id}: the request, its property and its timeline. */
export interface StaffingRequestDetail extends StaffingRequest {
  property: Property | null;
  events: StaffingRequestEvent[];
}

/** A notification (GET /api/portal/notifications), newest first. */
export interface Notification {
  id: number;
  userId: number;
  title: string;
  message: string;
  type: NotificationType;
  isRead: boolean;
  link: string | null;
  relatedId: number | null;
  relatedType: string | null;
  createdAt: string;
}

/** Every 4xx/5xx answer: a message, and for validation failures the message of each field. */
export interface ApiError {
  message: string;
  errors?: Record<string, string>;
}

/** The notification resource (spec section 7: /api/portal/notifications and its read actions). */
import { notificationTypes } from "../enums";
import { z } from "../zod";
import { timestamp } from "./timestamp";

/** A notification as the API answers it. */
export const notificationResponseSchema = z.object({
  id: z.number(),
  userId: z.number(),
  title: z.string(),
  message: z.string(),
  type: z.enum(notificationTypes),
  isRead: z.boolean(),
  link: z.string().nullable(),
  relatedId: z.number().nullable(),
  relatedType: z.string().nullable(),
  createdAt: timestamp,
});
/** A notification as the client receives it. */
export type Notification = z.input<typeof notificationResponseSchema>;

/** POST /api/portal/notifications/read-all: how many were unread. */
export const readAllResponseSchema = z.object({
  updated: z.number().describe("How many were unread"),
});
export type ReadAllResponse = z.input<typeof readAllResponseSchema>;

/** GET /api/portal/notifications/unread-count: the header bell's number. */
export const unreadCountResponseSchema = z.object({
  count: z.number().int().min(0).describe("How many of the caller's notifications are unread"),
});
/** The unread count as the client receives it. */
export type UnreadCount = z.input<typeof unreadCountResponseSchema>;

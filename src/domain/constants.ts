/** Business constants of spec section 9, shared by client and server. */

/** The header turns opaque after this many pixels of scroll. */
export const HEADER_SCROLL_THRESHOLD_PX = 50;
/** Notifications are refetched this often, in milliseconds. */
export const NOTIFICATIONS_POLL_MS = 30_000;
/** Toasts: how many at once, how long each shows (ms), how long a dismissed one lingers (ms). */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5_000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** Dashboard previews show this many items, then "+N more". */
export const DASHBOARD_PREVIEW_COUNT = 3;

/** Field limits (spec section 9, plus upper bounds the spec leaves open). */
export const limits = {
  usernameMin: 3,
  usernameMax: 50,
  passwordMin: 8,
  passwordMax: 128,
  fullNameMin: 2,
  fullNameMax: 100,
  zipMin: 5,
  zipMax: 10,
  unitsMin: 1,
  unitsMax: 100_000,
  phoneMin: 10,
  phoneMax: 30,
  shortText: 200,
  longText: 5_000,
} as const;

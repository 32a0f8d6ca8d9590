/** The notifications feature's public surface. */
export { useNotifications } from "./api/get-notifications";
export {
  getUnreadNotificationCount,
  getUnreadNotificationCountQueryOptions,
  useUnreadNotificationCount,
} from "./api/get-unread-notification-count";
export {
  markAllNotificationsRead,
  useMarkAllNotificationsRead,
} from "./api/mark-all-notifications-read";
export { markNotificationRead, useMarkNotificationRead } from "./api/mark-notification-read";
export { NotificationList } from "./components/notification-list";

/**
 * The dashboard feature's public surface: its summary read and the presentational cards the
 * dashboard page composes.
 */
export { getDashboard, getDashboardQueryOptions, useDashboard } from "./api/get-dashboard";
export { PreviewCard, type PreviewList } from "./components/preview-card";
export { ProfileCard } from "./components/profile-card";
export { type QuickAction, QuickActions } from "./components/quick-actions";

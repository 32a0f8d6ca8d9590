/** The dashboard feature's public surface: presentational cards the dashboard page composes. */
export { PreviewCard } from "./components/preview-card";
export { ProfileCard } from "./components/profile-card";
export { type QuickAction, QuickActions } from "./components/quick-actions";

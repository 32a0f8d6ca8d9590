/**
 * The profile feature's public surface: the /profile sections (docs/decisions/0022-profiles.md)
 * and the staff dashboard's completeness link. The page composes them (app/pages/profile-page).
 */
export { useProfile } from "./api/get-profile";
export { DeleteAccountSection } from "./components/delete-account-section";
export { EmailForm } from "./components/email-form";
export { NotificationPreferences } from "./components/notification-preferences";
export { PasswordForm } from "./components/password-form";
export { PersonalDetailsForm } from "./components/personal-details-form";
export { ProfileChecklist } from "./components/profile-checklist";
export { ProfileCompletenessLink } from "./components/profile-completeness-link";
export { ProfileSection } from "./components/profile-section";
export { WorkPreferencesForm } from "./components/work-preferences-form";

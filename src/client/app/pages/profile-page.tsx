import { useLocation } from "wouter";
import { BackLink } from "@/client/components/back-link";
import { PortalPage } from "@/client/components/portal-page";
import { QueryView } from "@/client/components/query-view";
import { refreshSession, setSessionUser } from "@/client/features/auth";
import {
  DeleteAccountSection,
  EmailForm,
  NotificationPreferences,
  PasswordForm,
  PersonalDetailsForm,
  ProfileChecklist,
  ProfileSection,
  useProfile,
  WorkPreferencesForm,
} from "@/client/features/profile";
import { paths } from "@/domain/paths";

/**
 * /profile, every signed-in role (docs/decisions/0022-profiles.md): Personal details, for staff
 * the profile checklist and Work preferences, Notifications, Password, E-mail and Delete account.
 * Saving details refreshes the signed-in user (the header shows the name); deleting the account
 * signs out and leaves for the home page.
 */
export default function ProfilePage() {
  const profile = useProfile();
  const [, navigate] = useLocation();
  return (
    <PortalPage
      title="My Profile"
      description="Your details, how we reach you, and how you sign in."
      before={<BackLink href={paths.dashboard.href()}>Back to Dashboard</BackLink>}
    >
      <QueryView
        query={profile}
        loading="Loading your profile..."
        error="Your profile could not be loaded"
      >
        {(current) => (
          <div className="grid max-w-4xl gap-6">
            {current.staff ? (
              <ProfileSection
                title="Profile checklist"
                description="A complete profile puts you in front of the right properties first."
              >
                <ProfileChecklist completeness={current.staff.completeness} />
              </ProfileSection>
            ) : null}
            <ProfileSection title="Personal details">
              <PersonalDetailsForm profile={current} onSaved={() => void refreshSession()} />
            </ProfileSection>
            {current.staff ? (
              <ProfileSection
                title="Work preferences"
                description="We match you with requests by these: the roles you do, where and when you can work."
              >
                <WorkPreferencesForm profile={current} />
              </ProfileSection>
            ) : null}
            <ProfileSection
              title="Notifications"
              description="Choose which e-mails you get. Notifications in the portal always arrive, and we always e-mail you about your password, your e-mail address and sign-in."
            >
              <NotificationPreferences profile={current} />
            </ProfileSection>
            <ProfileSection
              title="Password"
              description="Changing it signs out every other device signed in to your account."
            >
              <PasswordForm />
            </ProfileSection>
            <ProfileSection
              title="E-mail"
              description="We send a confirmation link to the new address and tell the old one."
            >
              <EmailForm profile={current} />
            </ProfileSection>
            <ProfileSection title="Delete account">
              <DeleteAccountSection
                profile={current}
                onDeleted={() => {
                  setSessionUser(null);
                  navigate(paths.home.href());
                }}
              />
            </ProfileSection>
          </div>
        )}
      </QueryView>
    </PortalPage>
  );
}

import { PageMeta } from "@/client/components/page-meta";
import { CookieSettingsForm } from "@/client/features/legal/components/cookie-settings-form";
import { LegalPageLayout } from "@/client/features/legal/components/legal-page-layout";
import { cookieSettingsIntro } from "@/content/cookie-settings";

/**
 * /legal/cookie-settings (spec section 2): the four cookie switches and the three buttons, with
 * Back to Home and the legal pages' last-updated date.
 */
export default function CookieSettingsPage() {
  return (
    <>
      <PageMeta title={cookieSettingsIntro.title} description={cookieSettingsIntro.summary} />
      <LegalPageLayout title={cookieSettingsIntro.title} summary={cookieSettingsIntro.summary}>
        <CookieSettingsForm />
      </LegalPageLayout>
    </>
  );
}

import { PageMeta } from "@/client/components/page-meta";
import { CookieSettingsForm, LegalPageLayout } from "@/client/features/legal";
import { cookieSettingsIntro } from "@/content/legal";

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

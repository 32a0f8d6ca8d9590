import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from "react";
import { deferred } from "@/client/components/deferred";
import { Clock } from "@/client/components/icons/clock";
import { Mail } from "@/client/components/icons/mail";
import { Phone } from "@/client/components/icons/phone";
import { cx } from "@/client/lib/cx";
import { tabIndexForKey } from "@/client/lib/tab-keys";
import { site } from "@/content/site";
import { homeParts } from "../home-parts";
import { confirmContact, resetContactState, useContactState } from "../hooks/contact-state";
import "./contact-section.css";
import { SectionHeading } from "./section-heading";

// The two forms (react-hook-form, the zod schemas) hydrate when they come near the viewport or
// are touched, so the home page starts without their code (docs/decisions/0008).
const formMargin = { rootMargin: "600px 0px", group: homeParts };
const RequestStaffForm = deferred(
  () => import("./request-staff-form").then((module) => module.RequestStaffForm),
  formMargin,
);
const JobApplicationForm = deferred(
  () => import("./job-application-form").then((module) => module.JobApplicationForm),
  formMargin,
);

/**
 * Loads both forms' code now when the URL points into the contact section (or comes back from a
 * native post), so they hydrate with the page: the visitor is about to use them.
 * When prerendering (no window) they are loaded too, so the page renders in one pass.
 */
export async function prepareContactSection(): Promise<void> {
  if (typeof window !== "undefined") {
    const { hash, search } = window.location;
    const wanted = tabForHash(hash) !== null || new URLSearchParams(search).has("submitted");
    if (!wanted) return;
  }
  await Promise.all([RequestStaffForm.load(), JobApplicationForm.load()]);
}

type ContactTab = "request" | "apply";

const tabs: ReadonlyArray<{ value: ContactTab; id: string; label: string }> = [
  { value: "request", id: "request-staff", label: "Request Staff" },
  { value: "apply", id: "job-application", label: "Apply for a Position" },
];

/** Which tab a URL fragment asks for, or null when it names neither. */
function tabForHash(hash: string): ContactTab | null {
  if (hash === "#job-application" || hash === "#application-submitted") return "apply";
  if (hash === "#request-staff" || hash === "#request-submitted" || hash === "#contact") {
    return "request";
  }
  return null;
}

/**
 * The #contact section (spec section 2) with two tabs: Request Staff (default) and Apply for a
 * Position, whose tab is the #job-application anchor and is selected when the page is opened
 * there (or a link goes there).
 *
 * The tabs are links (`#request-staff`, `#job-application`), so before and without JavaScript
 * the targeted one shows its panel through CSS (contact-section.css); once hydrated, they
 * follow the ARIA tabs pattern (arrow keys, Home, End). After the server's redirect
 * (`?submitted=request|application`) the matching confirmation shows. The forms themselves
 * hydrate later (see above) and share state with this section through hooks/contact-state.ts.
 */
export function ContactSection() {
  const [tab, setTab] = useState<ContactTab>("request");
  const [enhanced, setEnhanced] = useState(false);
  const tabRefs = useRef<Record<ContactTab, HTMLAnchorElement | null>>({
    request: null,
    apply: null,
  });
  const { revision } = useContactState();
  const seenRevision = useRef(revision);

  // The URL is read after mounting: the page is prerendered without one.
  useEffect(() => {
    resetContactState();
    setEnhanced(true);
    const sync = () => {
      const wanted = tabForHash(window.location.hash);
      if (wanted) setTab(wanted);
    };
    sync();
    const submitted = new URLSearchParams(window.location.search).get("submitted");
    if (submitted === "request" || submitted === "application") {
      const which = submitted === "request" ? "request" : "apply";
      setTab(which);
      confirmContact(which);
      // Show it once: a reload or a shared link should not confirm again.
      window.history.replaceState(window.history.state, "", `${window.location.pathname}#contact`);
    }
    window.addEventListener("hashchange", sync);
    return () => window.removeEventListener("hashchange", sync);
  }, []);

  // Copying the consultation's values into Request Staff also brings that tab forward.
  useEffect(() => {
    if (revision > seenRevision.current) {
      seenRevision.current = revision;
      setTab("request");
    }
  }, [revision]);

  const select = (next: ContactTab, focus = false) => {
    setTab(next);
    const id = tabs.find((candidate) => candidate.value === next)?.id;
    if (id) window.history.replaceState(window.history.state, "", `#${id}`);
    if (focus) tabRefs.current[next]?.focus();
  };

  const onTabClick = (event: MouseEvent<HTMLAnchorElement>, value: ContactTab) => {
    event.preventDefault();
    select(value);
  };

  // The WAI-ARIA tabs pattern: arrow keys, Home and End move to a tab and show it.
  const onTabKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    const index = tabs.findIndex((candidate) => candidate.value === tab);
    const target = tabIndexForKey(event.key, index, tabs.length);
    const next = target === null ? undefined : tabs[target];
    if (!next) return;
    event.preventDefault();
    select(next.value, true);
  };

  return (
    <section id="contact" aria-labelledby="contact-heading" className="bg-muted py-20 md:py-28">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div>
          <SectionHeading
            id="contact-heading"
            eyebrow="Contact"
            title="Request staff or join our team"
            lead="Tell us about the role and your community, and we respond within 24 hours. Looking for work? Apply in two minutes."
          />
          <ul className="mt-8 space-y-4 text-sm">
            <li className="flex items-center gap-3">
              <Phone className="size-5 shrink-0 text-primary" aria-hidden="true" />
              <a href={`tel:${site.phone.e164}`} className="font-medium hover:underline">
                {site.phone.display}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <Mail className="size-5 shrink-0 text-primary" aria-hidden="true" />
              <a href={`mailto:${site.email}`} className="font-medium break-all hover:underline">
                {site.email}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <Clock className="size-5 shrink-0 text-primary" aria-hidden="true" />
              <span>{site.hours.days}, 9:00 AM to 5:00 PM</span>
            </li>
          </ul>
        </div>

        <div
          className="contact-tabs rounded-2xl border bg-card p-5 shadow-sm sm:p-8 lg:col-span-2"
          data-enhanced={enhanced}
        >
          <div
            role="tablist"
            aria-label="Contact forms"
            className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1"
          >
            {tabs.map((item) => {
              const selected = tab === item.value;
              return (
                <a
                  key={item.value}
                  ref={(element) => {
                    tabRefs.current[item.value] = element;
                  }}
                  id={item.id}
                  href={`#${item.id}`}
                  role="tab"
                  aria-selected={selected}
                  aria-controls={`${item.id}-panel`}
                  tabIndex={selected ? 0 : -1}
                  data-tab={item.value}
                  onClick={(event) => onTabClick(event, item.value)}
                  onKeyDown={onTabKeyDown}
                  className={cx(
                    "contact-tab flex items-center justify-center rounded-md px-3 py-2 text-center text-sm font-semibold transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none",
                    selected
                      ? "bg-background text-foreground shadow-sm"
                      : "text-muted-foreground hover:text-foreground",
                  )}
                >
                  {item.label}
                </a>
              );
            })}
          </div>
          <div
            id="request-staff-panel"
            role="tabpanel"
            aria-labelledby="request-staff"
            data-panel="request"
            data-active={tab === "request"}
            className="contact-panel mt-6"
          >
            <p className="mb-5 text-sm text-muted-foreground">
              For property owners and managers: tell us who you need and we will propose vetted
              candidates, usually within 24 hours.
            </p>
            <RequestStaffForm />
          </div>
          <div
            id="job-application-panel"
            role="tabpanel"
            aria-labelledby="job-application"
            data-panel="apply"
            data-active={tab === "apply"}
            className="contact-panel mt-6"
          >
            <p className="mb-5 text-sm text-muted-foreground">
              For maintenance, grounds, leasing, management, make-ready and security professionals:
              apply once and we match you with communities near you.
            </p>
            <JobApplicationForm />
          </div>
        </div>
      </div>
    </section>
  );
}

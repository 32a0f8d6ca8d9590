/**
 * The HTML of the public job board (docs/decisions/0020-job-board.md): `/jobs` (the open postings
 * with a native GET form to filter by role and place), a posting's page, the page of a closed or
 * expired posting (410) and of an unknown one (404), and the list of a city's open postings that
 * the server puts into the prerendered city pages. Rendered on each request by the server, so a
 * posting appears, changes and disappears without a rebuild; complete without scripts.
 *
 * Each page goes into the site's frame: the prerendered header, footer and stylesheet with a
 * placeholder for the head and one for the main content (`dist/pages/job-board.html.tmpl`, written by
 * scripts/prerender.ts; no script, so no portal or page code is sent). Classes are the site's
 * Tailwind classes (Tailwind scans this file). Every value is escaped.
 */
import {
  FRAME_HEAD_TOKEN,
  FRAME_MAIN_TOKEN,
  type JsonLd,
  SHARE_IMAGE,
  serializeJsonLd,
} from "../../../content/seo-basics";
import { site } from "../../../content/site";
import type { JobFilters, JobPosting } from "../../../domain/api/job";
import { limits } from "../../../domain/constants";
import {
  experienceLevelLabels,
  experienceLevels,
  type StaffType,
  staffTypeLabels,
  staffTypes,
} from "../../../domain/enums";
import { RESUME_ACCEPT } from "../../../domain/job-application";
import {
  employmentTypeLabels,
  findJobPlace,
  jobPayText,
  jobPlaces,
} from "../../../domain/job-posting";
import { paths, queryString } from "../../../domain/paths";
import { escapeHtml } from "../../mail/templates";
import { HONEYPOT_FIELD } from "../public-forms/native-forms";

/**
 * The frame used when there is no build (API tests, `npm run dev` before a build): a bare
 * document with the same placeholders.
 */
export const BARE_FRAME = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${FRAME_HEAD_TOKEN}
</head>
<body>
<main id="main-content">${FRAME_MAIN_TOKEN}</main>
</body>
</html>`;

/** A page's head: what PageMeta writes on the prerendered pages. */
interface Head {
  title: string;
  description: string;
  /** Absolute URL of the canonical page; none for a page not to be indexed. */
  canonical?: string;
  jsonLd?: JsonLd[];
}

function headHtml(head: Head, origin: string): string {
  const title = escapeHtml(`${head.title} | ${site.name}`);
  const description = escapeHtml(head.description);
  const lines = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}"/>`,
    `<meta name="robots" content="${head.canonical ? "index, follow" : "noindex, follow"}"/>`,
  ];
  if (head.canonical) {
    const url = escapeHtml(head.canonical);
    lines.push(
      `<link rel="canonical" href="${url}"/>`,
      `<meta property="og:type" content="website"/>`,
      `<meta property="og:site_name" content="${escapeHtml(site.name)}"/>`,
      `<meta property="og:locale" content="en_US"/>`,
      `<meta property="og:title" content="${title}"/>`,
      `<meta property="og:description" content="${description}"/>`,
      `<meta property="og:url" content="${url}"/>`,
      `<meta property="og:image" content="${escapeHtml(origin)}${SHARE_IMAGE.path}"/>`,
      `<meta name="twitter:card" content="summary_large_image"/>`,
    );
  }
  for (const data of head.jsonLd ?? []) {
    lines.push(`<script type="application/ld+json">${serializeJsonLd(data)}</script>`);
  }
  return lines.join("\n    ");
}

/** `main` and `head` in `frame`. */
function inFrame(frame: string, head: Head, main: string, origin: string): string {
  // Functions as replacements: a `$` in the content is not a replacement pattern.
  return frame
    .replace(FRAME_HEAD_TOKEN, () => headHtml(head, origin))
    .replace(FRAME_MAIN_TOKEN, () => main);
}

const button =
  "inline-flex items-center justify-center gap-2 rounded-md bg-primary px-4 h-10 text-sm font-medium text-primary-foreground shadow-sm hover:bg-primary-hover focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 outline-none";
const outlineButton =
  "inline-flex items-center justify-center gap-2 rounded-md border border-input bg-background px-4 h-10 text-sm font-medium shadow-sm hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 outline-none";
const textLink = "font-medium text-primary underline-offset-4 hover:underline";
const select =
  "mt-1 block h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring outline-none";

/** "March 2, 2026" for `YYYY-MM-DD` (a calendar day, no time zone). */
export function dayText(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** A posting's role label ("Maintenance Technicians"). */
const roleOf = (type: StaffType) => staffTypeLabels[type];

/** The description as paragraphs: blank lines separate them, single line breaks stay. */
function paragraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${escapeHtml(part).replaceAll("\n", "<br>")}</p>`)
    .join("");
}

/** The first `max` characters of the description, cut at a word. */
function excerpt(text: string, max = 180): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  return `${flat.slice(0, max).replace(/\s+\S*$/, "")}…`;
}

/** One posting in a list: its title as a link, its facts and a few words of its description. */
function postingCard(posting: JobPosting, heading: "h2" | "h3"): string {
  return `<li class="rounded-2xl border bg-white p-5 shadow-sm sm:p-6">
<${heading} class="text-lg font-semibold text-navy"><a class="${textLink}" href="${escapeHtml(posting.url)}">${escapeHtml(posting.title)}</a></${heading}>
<p class="mt-1 text-sm text-muted-foreground">${escapeHtml(roleOf(posting.staffType))} · ${escapeHtml(posting.city)}, FL · ${escapeHtml(employmentTypeLabels[posting.employmentType])}</p>
<p class="mt-2 font-semibold text-foreground">${escapeHtml(jobPayText(posting))}</p>
<p class="mt-2 text-sm leading-relaxed text-foreground/85">${escapeHtml(excerpt(posting.description))}</p>
<p class="mt-3 text-xs text-muted-foreground">Posted ${escapeHtml(dayText(posting.datePosted))} · Apply by ${escapeHtml(dayText(posting.validThrough))}</p>
</li>`;
}

/** `<option>`s of the role filter. */
function roleOptions(selected: string | undefined): string {
  return [
    `<option value="">Any role</option>`,
    ...staffTypes.map(
      (type) =>
        `<option value="${type}"${type === selected ? " selected" : ""}>${escapeHtml(roleOf(type))}</option>`,
    ),
  ].join("");
}

/** `<option>`s of the place filter: the nine cities, then the nearby places. */
function placeOptions(selected: string | undefined): string {
  const chosen = selected ? findJobPlace(selected)?.slug : undefined;
  const option = (place: (typeof jobPlaces)[number], label: string) =>
    `<option value="${place.slug}"${place.slug === chosen ? " selected" : ""}>${escapeHtml(label)}</option>`;
  const cities = jobPlaces.filter((place) => place.city === place.slug);
  const nearby = jobPlaces.filter((place) => place.city !== place.slug);
  return `<option value="">Anywhere we serve</option>
<optgroup label="Cities (with nearby places)">${cities.map((place) => option(place, `${place.name} area`)).join("")}</optgroup>
<optgroup label="Nearby places">${nearby.map((place) => option(place, place.name)).join("")}</optgroup>`;
}

/** What `/jobs` shows: a page of open postings for the filters. */
export interface JobBoardInput {
  filters: JobFilters;
  postings: JobPosting[];
  total: number;
  /** The next page's `/jobs?…` path, or null on the last page. */
  next: string | null;
  /** Whether this is a later page (reached with a cursor): not indexed. */
  laterPage: boolean;
}

/** `/jobs` in `frame`. */
export function renderJobBoard(frame: string, origin: string, input: JobBoardInput): string {
  const { filters } = input;
  const place = filters.city ? findJobPlace(filters.city) : undefined;
  const where = place
    ? place.city === place.slug
      ? `in and around ${place.name}`
      : `in ${place.name}`
    : "in Florida";
  const role = filters.staffType ? roleOf(filters.staffType) : "Apartment community";
  const heading = `${role} jobs ${where}`;
  const canonicalQuery = queryString({ staffType: filters.staffType, city: place?.slug });
  const count =
    input.total === 1 ? "1 open job" : `${input.total.toLocaleString("en-US")} open jobs`;
  const list =
    input.postings.length > 0
      ? `<ul class="mt-6 grid gap-4 lg:grid-cols-2">${input.postings.map((p) => postingCard(p, "h3")).join("")}</ul>`
      : `<div class="mt-6 rounded-2xl border bg-muted/60 p-6 sm:p-8">
<p class="text-lg font-semibold text-navy">No open jobs match these filters right now.</p>
<p class="mt-2 text-foreground/85">New jobs are posted every week. <a class="${textLink}" href="/jobs">See every open job</a>, or <a class="${textLink}" href="/#job-application">send us your application</a> and a recruiter will call you when work comes up.</p>
</div>`;
  const more = input.next
    ? `<p class="mt-8"><a class="${outlineButton}" href="${escapeHtml(input.next)}" rel="next">More jobs</a></p>`
    : "";
  const main = `<div class="bg-white">
<section aria-labelledby="jobs-heading" class="bg-gradient-to-b from-secondary via-white to-white pt-26 pb-8 md:pt-30">
<div class="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
<p class="text-sm font-semibold tracking-wide text-sun-strong uppercase">Job board</p>
<h1 id="jobs-heading" class="mt-2 text-3xl font-extrabold tracking-tight text-navy sm:text-4xl">${escapeHtml(heading)}</h1>
<p class="mt-4 max-w-2xl text-lg text-muted-foreground">Maintenance, grounds, leasing, management, make-ready and security work at apartment communities across Florida, with the pay range on every job. ${escapeHtml(site.name)} is the employer.</p>
<form method="get" action="/jobs" class="mt-8 grid gap-4 rounded-2xl border bg-white p-4 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-end sm:p-6">
<div><label for="jobs-role" class="text-sm font-medium text-navy">Role</label><select id="jobs-role" name="staffType" class="${select}">${roleOptions(filters.staffType)}</select></div>
<div><label for="jobs-city" class="text-sm font-medium text-navy">City</label><select id="jobs-city" name="city" class="${select}">${placeOptions(filters.city)}</select></div>
<button type="submit" class="${button}">Show jobs</button>
</form>
</div>
</section>
<div class="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
<h2 class="text-xl font-bold text-navy" aria-live="polite">${escapeHtml(count)}</h2>
${list}
${more}
</div>
</div>`;
  return inFrame(
    frame,
    {
      title: heading,
      description: `${count} ${where}: ${role.toLowerCase()} jobs at apartment communities, with pay, schedule and start date. Apply to ${site.name}.`,
      ...(input.laterPage ? {} : { canonical: `${origin}/jobs${canonicalQuery}` }),
    },
    main,
    origin,
  );
}

const input =
  "mt-1 flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40 md:text-sm";
const textarea =
  "mt-1 flex min-h-24 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40 md:text-sm";
const fileInput =
  "mt-1 flex w-full min-w-0 rounded-md border border-input bg-background px-3 h-auto py-1.5 text-base shadow-xs file:border-0 file:bg-transparent file:text-sm file:font-medium focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40 md:text-sm";
const label = "text-sm font-medium text-navy";
const hint = "mt-1 text-xs text-muted-foreground";

/**
 * The application form of a posting's page: the home page's Apply for a Position form (the same
 * fields, limits and `required` attributes, the honeypot and the optional résumé), with the
 * posting's role chosen and its id in a hidden `jobPostingId`. It posts natively (multipart) to
 * POST /api/job-applications, which answers with the home page's confirmation or an error page
 * leading back here (docs/decisions/0005-no-js-forms.md).
 */
function applicationForm(posting: JobPosting): string {
  const field = (name: string, text: string, control: string, help?: string) =>
    `<div><label for="apply-${name}" class="${label}">${escapeHtml(text)}</label>${control}${
      help ? `<p id="apply-${name}-hint" class="${hint}">${escapeHtml(help)}</p>` : ""
    }</div>`;
  const positions = staffTypes
    .map(
      (type) =>
        `<option value="${type}"${type === posting.staffType ? " selected" : ""}>${escapeHtml(roleOf(type))}</option>`,
    )
    .join("");
  const experience = experienceLevels
    .map((level) => `<option value="${level}">${escapeHtml(experienceLevelLabels[level])}</option>`)
    .join("");
  return `<section id="apply" aria-labelledby="apply-heading" class="mt-10 scroll-mt-24 rounded-2xl border bg-secondary p-6 sm:p-8">
<h2 id="apply-heading" class="text-2xl font-bold tracking-tight text-navy">Apply for this job</h2>
<p class="mt-3 text-foreground/85">Send us your application for ${escapeHtml(posting.title)} in ${escapeHtml(posting.city)}; a recruiter calls you within 24 hours. Already work with us? <a class="${textLink}" href="${paths.jobOpportunities.href()}">Sign in and press “I'm interested” under Available Jobs</a>, and we will put you forward first.</p>
<form action="/api/job-applications" method="post" enctype="multipart/form-data" class="mt-6 grid gap-5">
<input type="hidden" name="jobPostingId" value="${posting.id}">
<div class="grid gap-5 sm:grid-cols-2">
${field("fullName", "Full Name", `<input id="apply-fullName" name="fullName" type="text" required maxlength="${limits.fullNameMax}" autocomplete="name" class="${input}">`)}
${field("email", "Email", `<input id="apply-email" name="email" type="email" required maxlength="${limits.shortText}" autocomplete="email" class="${input}">`)}
${field("phone", "Phone", `<input id="apply-phone" name="phone" type="tel" required minlength="${limits.phoneMin}" maxlength="${limits.phoneMax}" autocomplete="tel" class="${input}">`)}
${field("position", "Position", `<select id="apply-position" name="position" required class="${select}"><option value="">Select a position</option>${positions}</select>`)}
${field("experience", "Years of Experience", `<select id="apply-experience" name="experience" required class="${select}"><option value="">Select your experience</option>${experience}</select>`)}
${field("resume", "Résumé (optional)", `<input id="apply-resume" name="resume" type="file" accept="${RESUME_ACCEPT}" aria-describedby="apply-resume-hint" class="${fileInput}">`, "PDF, DOC or DOCX, up to 5 MB.")}
</div>
${field("additionalInfo", "Additional Information", `<textarea id="apply-additionalInfo" name="additionalInfo" required rows="4" maxlength="${limits.longText}" aria-describedby="apply-additionalInfo-hint" class="${textarea}"></textarea>`, "Certifications and licenses (EPA 608, CPO, Class D, CAM), the cities you can work in and when you can start.")}
<div class="flex items-start gap-3"><input id="apply-consent" name="consent" type="checkbox" value="on" required class="mt-0.5 size-4 shrink-0 accent-primary"><label for="apply-consent" class="text-sm">I agree to background checks and reference verification as part of the hiring process</label></div>
<div class="hidden"><label>Leave this field empty <input type="text" name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off"></label></div>
<div><button type="submit" class="${button}">Submit Application</button></div>
</form>
<p class="mt-4 text-sm text-muted-foreground">Questions? Call us at <a class="${textLink}" href="tel:${site.phone.e164}">${escapeHtml(site.phone.display)}</a>.</p>
</section>`;
}

/** A posting's page in `frame`, with its JobPosting JSON-LD. */
export function renderJobPostingPage(
  frame: string,
  origin: string,
  posting: JobPosting,
  jsonLd: JsonLd,
): string {
  const place = findJobPlace(posting.city);
  const facts: Array<[string, string]> = [
    ["Role", roleOf(posting.staffType)],
    ["Location", `${posting.city}, FL`],
    ["Employment", employmentTypeLabels[posting.employmentType]],
    ["Pay", jobPayText(posting)],
    ...(posting.schedule ? ([["Schedule", posting.schedule]] as Array<[string, string]>) : []),
    ...(posting.startDate
      ? ([["Start date", dayText(posting.startDate)]] as Array<[string, string]>)
      : []),
    ["Posted", dayText(posting.datePosted)],
    ["Apply by", dayText(posting.validThrough)],
  ];
  const main = `<div class="bg-white">
<div class="mx-auto max-w-4xl px-4 pt-26 pb-20 sm:px-6 md:pt-30 lg:px-8">
<nav aria-label="Breadcrumb"><ol class="flex flex-wrap gap-2 text-sm text-muted-foreground"><li><a class="${textLink}" href="/jobs">Jobs</a> <span aria-hidden="true">/</span></li>${
    place
      ? `<li><a class="${textLink}" href="/jobs?city=${place.slug}">${escapeHtml(place.name)}</a> <span aria-hidden="true">/</span></li>`
      : ""
  }<li aria-current="page">${escapeHtml(posting.title)}</li></ol></nav>
<h1 class="mt-4 text-3xl font-extrabold tracking-tight text-navy sm:text-4xl">${escapeHtml(posting.title)}</h1>
<p class="mt-3 text-lg text-muted-foreground">${escapeHtml(roleOf(posting.staffType))} in ${escapeHtml(posting.city)}, Florida · ${escapeHtml(jobPayText(posting))}</p>
<p class="mt-5"><a class="${button}" href="#apply">Apply now</a></p>
<dl class="mt-8 grid gap-4 rounded-2xl border bg-muted/60 p-6 sm:grid-cols-2">${facts
    .map(
      ([term, value]) =>
        `<div><dt class="text-sm font-medium text-muted-foreground">${escapeHtml(term)}</dt><dd class="mt-1 font-semibold text-navy">${escapeHtml(value)}</dd></div>`,
    )
    .join("")}</dl>
<section aria-labelledby="about-heading" class="mt-10">
<h2 id="about-heading" class="text-2xl font-bold tracking-tight text-navy">About the job</h2>
<div class="mt-4 space-y-4 text-base leading-relaxed text-foreground/85">${paragraphs(posting.description)}</div>
</section>
${applicationForm(posting)}
</div>
</div>`;
  return inFrame(
    frame,
    {
      title: `${posting.title}, ${posting.city}, FL`,
      description: `${roleOf(posting.staffType)} job in ${posting.city}, FL: ${jobPayText(posting)}, ${employmentTypeLabels[posting.employmentType].toLowerCase()}. ${excerpt(posting.description, 90)}`,
      canonical: `${origin}${posting.url}`,
      jsonLd: [jsonLd],
    },
    main,
    origin,
  );
}

/** A message page (410 for a closed posting, 404 for an unknown one) pointing to open jobs. */
export function renderJobMessagePage(
  frame: string,
  origin: string,
  message: { title: string; text: string; city?: string | undefined },
): string {
  const place = message.city ? findJobPlace(message.city) : undefined;
  const near = place
    ? `<a class="${button}" href="/jobs?city=${place.city}">Open jobs near ${escapeHtml(place.name)}</a>`
    : "";
  const main = `<div class="flex min-h-[70vh] items-center justify-center bg-muted/60 px-4 pt-26 pb-16">
<div class="w-full max-w-lg rounded-xl border bg-background p-8 text-center shadow-sm">
<h1 class="text-2xl font-bold text-navy">${escapeHtml(message.title)}</h1>
<p class="mt-3 text-muted-foreground">${escapeHtml(message.text)}</p>
<div class="mt-6 flex flex-col justify-center gap-3 sm:flex-row">${near}<a class="${place ? outlineButton : button}" href="/jobs">All open jobs</a></div>
</div>
</div>`;
  return inFrame(frame, { title: message.title, description: message.text }, main, origin);
}

/**
 * The list of a city's open postings inside its prerendered page: up to a few postings, each a
 * link to its page, and a link to all of them on /jobs.
 * @param citySlug the city page's slug; its nearby places' postings are included by the caller
 */
export function renderCityJobs(citySlug: string, postings: JobPosting[], total: number): string {
  const place = findJobPlace(citySlug);
  const name = escapeHtml(place?.name ?? citySlug);
  const all = `/jobs${queryString({ city: citySlug })}`;
  const body =
    postings.length > 0
      ? `<ul class="mt-5 space-y-3">${postings
          .map(
            (p) =>
              `<li class="rounded-xl border bg-white p-4"><a class="${textLink}" href="${escapeHtml(p.url)}">${escapeHtml(p.title)}</a><p class="mt-1 text-sm text-muted-foreground">${escapeHtml(p.city)} · ${escapeHtml(employmentTypeLabels[p.employmentType])} · ${escapeHtml(jobPayText(p))}</p></li>`,
          )
          .join("")}</ul>
<p class="mt-4"><a class="${textLink}" href="${all}">See all ${total} open ${total === 1 ? "job" : "jobs"} in and around ${name}</a></p>`
      : `<p class="mt-3 text-foreground/85">No open jobs in and around ${name} right now. <a class="${textLink}" href="/jobs">See open jobs elsewhere in Florida</a> or <a class="${textLink}" href="/#job-application">send us your application</a>.</p>`;
  return `<div class="rounded-2xl border bg-secondary/60 p-6 sm:p-8"><h2 class="text-2xl font-bold tracking-tight text-navy">Open jobs in and around ${name}</h2>${body}</div>`;
}

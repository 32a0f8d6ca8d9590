/** The Privacy Policy, /legal/privacy-policy (see ../legal.ts). */
import { type LegalDocument, legalContactLine } from "../legal";
import { site } from "../site";

const privacyPolicy: LegalDocument = {
  slug: "privacy-policy",
  title: "Privacy Policy",
  summary: `How ${site.name} collects, uses, keeps and protects the information you give us through this website and the client portal.`,
  sections: [
    {
      heading: "Who we are",
      paragraphs: [
        `${site.name} is a staffing agency that places maintenance technicians, groundskeepers, leasing consultants, property managers, make-ready specialists and security personnel at apartment communities in Florida. We are responsible for the personal information described in this policy. You can reach us at ${legalContactLine}.`,
      ],
    },
    {
      heading: "What we collect and why",
      paragraphs: [
        "We collect only what you type into our forms, and we use it only for the purpose of that form:",
      ],
      list: [
        "Request Staff form: your company or community name, your name, e-mail address, the type of staff you need, the details and dates you give us, and your agreement to be contacted. We use it to answer your request, propose candidates and arrange a placement.",
        "Apply for a Position form: your full name, e-mail address, phone number, the position you want, your experience level, anything else you tell us, your résumé if you upload one, and your agreement to background checks. We use it to assess your application, contact you about openings and, with your agreement, run the background, reference and license checks a placement requires.",
        "Client portal account: username, e-mail address, full name, company name and phone number, plus the properties and staffing requests you add. We use it to run your account and your requests.",
        "Newsletter: your e-mail address, used only to send our staffing newsletter. Every issue has an unsubscribe link.",
        "Technical records: when you use the site, our server records the date and time, the page requested, your IP address and your browser type. We use these records to keep the service secure and working, for example to limit repeated form submissions.",
      ],
      after: [
        "The consultation fields on the home page send nothing; they only copy what you type into the Request Staff form.",
      ],
    },
    {
      heading: "Who we share it with",
      paragraphs: [
        "We do not sell or rent personal information, and we do not share it for advertising. We share it only:",
      ],
      list: [
        "with the client community where a candidate is proposed or placed, limited to what the placement needs (name, qualifications, availability);",
        "with background-check and license-verification providers, only for applicants who agreed to those checks, as the Fair Credit Reporting Act requires;",
        "with the companies that host our servers and deliver our e-mail, under contracts that let them use the data only on our instructions;",
        "when the law requires it, such as a subpoena or court order.",
      ],
    },
    {
      heading: "Cookies",
      paragraphs: [
        "The site sets two cookies only when you sign in to the client portal: a session cookie that keeps you signed in, and a cookie named signed_in that holds no personal data and only tells your browser to load your account menu. Both expire when you log out or after 30 days. When you save your choices on the Cookie Settings page, we store them in a first-party cookie named cookie_preferences for one year so we can respect them on your next visit. We do not use analytics or advertising cookies today; if we add them, they will be off until you allow them in Cookie Settings.",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [],
      list: [
        "Staffing requests and client accounts: for as long as your account is open, and up to three years after our last placement with you, for our business and tax records.",
        "Job applications and résumés: two years from your last contact with us, so we can consider you for new openings; sooner if you ask us to delete them.",
        "Newsletter addresses: until you unsubscribe.",
        "Server logs: 90 days.",
      ],
    },
    {
      heading: "How we protect it",
      paragraphs: [
        "The site is served over encrypted connections. Passwords are stored only as salted argon2id hashes, session cookies are HttpOnly, and résumés are stored outside the public website where only our staff can open them. Access inside our company is limited to the people who need it for a placement.",
      ],
    },
    {
      heading: "Your choices and rights",
      paragraphs: [
        `You can ask us to show you, correct or delete the personal information we hold about you, or to stop contacting you. E-mail ${site.email} or call ${site.phone.display}; we answer within 30 days. We may keep records the law requires us to keep, and we will tell you if so. If you are a Florida resident, we will also honour any rights Florida law gives you.`,
      ],
    },
    {
      heading: "Children",
      paragraphs: [
        "This site is meant for property professionals and job seekers who are at least 18 years old. We do not knowingly collect information from children.",
      ],
    },
    {
      heading: "Changes to this policy",
      paragraphs: [
        "When we change this policy we update the date at the top of this page. If a change affects how we use information we already hold, we will tell account holders by e-mail before it takes effect.",
      ],
    },
  ],
};

export default privacyPolicy;

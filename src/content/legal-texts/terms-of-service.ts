/** The Terms of Service, /legal/terms-of-service (see ../legal.ts). */
import { type LegalDocument, legalContactLine } from "../legal";
import { site } from "../site";

const termsOfService: LegalDocument = {
  slug: "terms-of-service",
  title: "Terms of Service",
  summary: `The terms for using the ${site.name} website and client portal.`,
  sections: [
    {
      heading: "Agreement",
      paragraphs: [
        `These terms apply to the website and client portal of ${site.name} ("we", "us"). By using them you agree to these terms. If you use them on behalf of a company or a property, you confirm that you may agree for it.`,
      ],
    },
    {
      heading: "Staffing requests are not contracts",
      paragraphs: [
        "A staffing request sent through the website or the portal asks us to find staff; it does not commit either side. Each placement, with its rates, schedule, length and conditions, is confirmed with you in a separate written staffing agreement before anyone starts work. If that agreement and these terms differ, the agreement governs the placement.",
      ],
    },
    {
      heading: "Job applications",
      paragraphs: [
        "Applying does not guarantee an interview or a placement. Everything in your application must be true and complete to the best of your knowledge. Placements depend on the background, reference and license checks you agree to when you apply, and on a client's acceptance.",
      ],
    },
    {
      heading: "Your account",
      paragraphs: [
        "Give accurate information when you register and keep it up to date. Keep your password private; you are responsible for what is done with your account until you tell us it has been misused. We may suspend an account that is used to break these terms or the law.",
      ],
    },
    {
      heading: "Acceptable use",
      paragraphs: ["When you use the site, do not:"],
      list: [
        "submit false requests or applications, or information about someone else without their permission;",
        "try to reach data that is not yours, probe or overload our systems, or get around their limits;",
        "send spam, malware or automated submissions;",
        "copy our content for a competing service.",
      ],
    },
    {
      heading: "Our content",
      paragraphs: [
        `The text, illustrations and design of this site belong to ${site.name}. The testimonials show the experience of individual clients; results at your property depend on its circumstances. The figures we publish describe our track record and are not a guarantee.`,
      ],
    },
    {
      heading: "Availability and liability",
      paragraphs: [
        "We work to keep the site available and accurate, but we provide it as it is and cannot promise it will always be uninterrupted or error-free. To the extent Florida law allows, we are not liable for indirect or consequential losses arising from your use of the website. Nothing in these terms limits liability that cannot be limited by law, and placements are governed by their staffing agreements.",
      ],
    },
    {
      heading: "Governing law",
      paragraphs: [
        "These terms are governed by the laws of the State of Florida. Any dispute about them will be heard in the state or federal courts located in Hillsborough County, Florida, unless the law requires otherwise.",
      ],
    },
    {
      heading: "Changes and contact",
      paragraphs: [
        `We may update these terms; the date at the top of this page shows the latest version, and continuing to use the site means you accept it. Questions? Contact ${legalContactLine}.`,
      ],
    },
  ],
};

export default termsOfService;

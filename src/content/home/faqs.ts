/**
 * Home page copy (see ../marketing.ts): the general FAQs.
 */
import type { HomeFaq } from "../marketing";

/** General questions about working with the agency. */
export const homeFaqs: readonly HomeFaq[] = [
  {
    question: "How does pricing work?",
    answer:
      "For temporary and part-time coverage you pay an hourly bill rate for the hours worked, with no placement fee. If you decide to hire a temporary staff member permanently, a conversion fee applies. For direct permanent placements we quote a fee up front. Rates depend on the role, the location and the schedule, and we confirm them before anyone starts.",
  },
  {
    question: "What if a placement is not the right fit?",
    answer:
      "Tell us and we will send a replacement at no extra charge. We check in after the first shift and the first week so problems surface early, and we use what you tell us to make the next match better.",
  },
  {
    question: "Who employs the staff, and are they insured?",
    answer:
      "Temporary staff are our employees. We handle their payroll, payroll taxes and workers' compensation coverage and carry general liability insurance, and we can provide certificates of insurance for your files. Permanent hires join your payroll from their start date.",
  },
  {
    question: "How quickly can you send someone?",
    answer:
      "We respond to every request within 24 hours, and our average deployment for urgent requests is 24 hours. Candidates are vetted within 72 hours of applying, so we keep a bench ready to go. How long a specific role takes depends on the city and the skills required, and your city page gives local timelines.",
  },
  {
    question: "Which areas do you serve?",
    answer:
      "We serve apartment communities in and around Tampa, Clearwater, St. Petersburg, Wesley Chapel, Lakewood Ranch, Fort Myers, Naples, Fort Lauderdale and Weston, including nearby cities such as Sarasota, Cape Coral and Pembroke Pines. If your property is elsewhere in Florida, ask us; we will tell you honestly whether we can staff it well.",
  },
];

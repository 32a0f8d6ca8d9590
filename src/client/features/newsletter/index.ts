/** The newsletter feature's public surface. */
export { subscribeNewsletter, useSubscribeNewsletter } from "./api/subscribe-newsletter";
export { NewsletterForm } from "./components/newsletter-form";

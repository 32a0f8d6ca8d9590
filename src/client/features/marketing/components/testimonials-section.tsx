import { SectionHeading } from "./section-heading";

/** Results clients have reported after working with us (spec section 9, marketing claims). */
const results = [
  { value: "40%", label: "shorter unit turnover time" },
  { value: "22%", label: "higher leasing closing ratio" },
  { value: "48 → 12 hrs", label: "maintenance response time" },
  { value: "34%", label: "higher resident satisfaction" },
] as const;

/** The #testimonials section: what clients report after staffing with us. */
export function TestimonialsSection() {
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-heading"
      className="bg-navy py-20 text-white md:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="testimonials-heading"
          tone="light"
          eyebrow="Testimonials"
          title="What property teams see after working with us"
          lead="Community managers across Florida measure the difference in faster turns, stronger leasing and happier residents."
        />
        <dl className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {results.map((result) => (
            <div
              key={result.label}
              className="flex flex-col rounded-xl border border-white/10 bg-white/5 p-6"
            >
              <dt className="mt-2 text-navy-muted">{result.label}</dt>
              <dd className="order-first text-3xl font-bold text-sun">{result.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

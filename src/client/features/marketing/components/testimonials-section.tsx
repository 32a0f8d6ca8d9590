import { Quote } from "@/client/components/icons/quote";
import { Star } from "@/client/components/icons/star";
import { featuredTestimonial, testimonials } from "@/content/home/testimonials";
import { SectionHeading } from "./section-heading";

/** Five stars, read as "Rated 5 out of 5". */
function StarRating({ rating }: { rating: number }) {
  return (
    <p className="flex gap-0.5" role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: five identical, static stars
          key={index}
          className={index < rating ? "size-4 fill-sun text-sun" : "size-4 text-white/30"}
          aria-hidden="true"
          width={16}
          height={16}
        />
      ))}
    </p>
  );
}

/**
 * The #testimonials section (spec section 2): one featured quote with three results, then five
 * quote cards, each with a 5-star rating, author, role and property.
 */
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

        {/* A figcaption must be a child of its figure (HTML, "figure" content model), so the
            figure is the quote and its author; the results beside it are not part of it. */}
        <div className="mt-12 grid gap-8 rounded-2xl bg-white/5 p-6 ring-1 ring-white/10 sm:p-10 lg:grid-cols-5">
          <figure className="lg:col-span-3">
            <Quote className="size-10 text-sun" aria-hidden="true" width={40} height={40} />
            <blockquote className="mt-4 text-lg leading-relaxed text-pretty sm:text-xl">
              <p>{featuredTestimonial.quote}</p>
            </blockquote>
            <figcaption className="mt-6">
              <span className="block font-semibold">{featuredTestimonial.author}</span>
              <span className="block text-sm text-navy-muted">
                {featuredTestimonial.role}, {featuredTestimonial.property}
              </span>
            </figcaption>
          </figure>
          <dl className="grid content-center gap-4 lg:col-span-2">
            {featuredTestimonial.results.map((result) => (
              <div key={result.label} className="flex flex-col rounded-xl bg-white/5 p-5">
                <dt className="mt-1 text-sm text-navy-muted">{result.label}</dt>
                <dd className="order-first text-3xl font-bold text-sun">{result.value}</dd>
              </div>
            ))}
          </dl>
        </div>

        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.author}>
              <figure className="flex h-full flex-col rounded-xl bg-white p-6 text-foreground shadow-sm">
                <StarRating rating={testimonial.rating} />
                <blockquote className="mt-4 flex-1 leading-relaxed">
                  <p>{testimonial.content}</p>
                </blockquote>
                <figcaption className="mt-6 border-t pt-4">
                  <span className="block font-semibold text-navy">{testimonial.author}</span>
                  <span className="block text-sm text-muted-foreground">{testimonial.role}</span>
                  <span className="block text-sm text-muted-foreground">
                    {testimonial.property}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

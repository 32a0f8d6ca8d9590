import { CircleCheck } from "@/client/components/icons/circle-check";
import { ourServicesList } from "@/content/our-services";

/** The fixed "Our Services" list of every city page (spec section 2, "City pages"). */
export function OurServices() {
  return (
    <section aria-labelledby="our-services-heading">
      <h2 id="our-services-heading" className="text-base font-semibold text-navy">
        Our Services
      </h2>
      <ul className="mt-3 space-y-2">
        {ourServicesList.map((service) => (
          <li key={service} className="flex items-center gap-2 text-sm">
            <CircleCheck className="size-4 shrink-0 text-primary" aria-hidden="true" />
            {service}
          </li>
        ))}
      </ul>
    </section>
  );
}

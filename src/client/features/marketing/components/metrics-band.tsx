import { metrics } from "@/content/home/metrics";

/** The metrics band (spec section 2): 500+ Staff Placed, 98% Client Satisfaction, 150+ Properties Served, 24hr Response Time. */
export function MetricsBand() {
  return (
    <section aria-labelledby="metrics-heading" className="bg-primary py-14 text-white">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="metrics-heading" className="sr-only">
          Our track record
        </h2>
        <dl className="grid grid-cols-2 gap-8 text-center md:grid-cols-4">
          {metrics.map((metric) => (
            <div key={metric.label} className="flex flex-col">
              <dt className="mt-1 text-sm font-medium tracking-wide text-white/85 uppercase">
                {metric.label}
              </dt>
              <dd className="order-first text-4xl font-extrabold text-white">{metric.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

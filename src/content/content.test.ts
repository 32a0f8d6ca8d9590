import { describe, expect, it } from "vitest";
import { legalPages } from "../client/features/legal/legal-pages";
import {
  cityPages,
  findCityPage,
  findServiceAreaPlace,
  ourServicesList,
  serviceAreaPlaces,
} from "./cities";
import { cookieSettingsIntro } from "./cookie-settings";
import { legalDocuments } from "./legal-documents";
import { locationsHub } from "./locations-hub";
import * as marketing from "./marketing";
import {
  consultationNeeds,
  featuredStaff,
  featuredTestimonial,
  heroClaims,
  metrics,
  services,
  staffCards,
  testimonials,
} from "./marketing";
import { cities, citySlug, serviceAreaSlugs } from "./site";

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Nearby table of spec section 2 ("City pages"). */
const nearbyTable: Record<string, string[]> = {
  tampa: ["Clearwater", "St. Petersburg", "Wesley Chapel"],
  clearwater: ["Tampa", "St. Petersburg", "Palm Harbor"],
  "st-petersburg": ["Tampa", "Clearwater", "Largo"],
  "wesley-chapel": ["Tampa", "Lakeland", "Zephyrhills"],
  "lakewood-ranch": ["Sarasota", "Bradenton", "University Park"],
  "fort-myers": ["Naples", "Cape Coral", "Bonita Springs"],
  naples: ["Fort Myers", "Bonita Springs", "Marco Island"],
  "fort-lauderdale": ["Weston", "Pompano Beach", "Hollywood"],
  weston: ["Fort Lauderdale", "Sunrise", "Pembroke Pines"],
};

/** Every string anywhere in a value, for scanning copy. */
function allStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === "object") return Object.values(value).flatMap(allStrings);
  return [];
}

describe("city pages", () => {
  it("has the nine cities in the spec's order with the expected slugs", () => {
    expect(cityPages.map((page) => page.slug)).toEqual([
      "tampa",
      "clearwater",
      "st-petersburg",
      "wesley-chapel",
      "lakewood-ranch",
      "fort-myers",
      "naples",
      "fort-lauderdale",
      "weston",
    ]);
    expect(cityPages.map((page) => page.cityName)).toEqual(cities.map((city) => city.name));
    for (const page of cityPages) {
      expect(page.slug).toBe(citySlug(page.cityName));
      expect(findCityPage(page.slug)).toBe(page);
    }
    expect(findCityPage("orlando")).toBeUndefined();
  });

  it.each(cityPages)("$cityName has the spec's counts", (page) => {
    expect(page.keyPoints).toHaveLength(5);
    expect(page.faqs).toHaveLength(5);
    expect(page.nearbyLocations).toEqual(nearbyTable[page.slug]);
  });

  it.each(cityPages)("$cityName keeps its copy within the agreed lengths", (page) => {
    expect(page.pageTitle.length).toBeLessThanOrEqual(60);
    expect(page.pageTitle).toContain(page.cityName);
    expect(page.metaDescription.length).toBeGreaterThanOrEqual(120);
    expect(page.metaDescription.length).toBeLessThanOrEqual(170);
    expect(words(page.introText)).toBeGreaterThanOrEqual(80);
    expect(words(page.introText)).toBeLessThanOrEqual(130);
    for (const section of Object.values(page.mainContent)) {
      expect(section.length).toBeGreaterThanOrEqual(2);
      expect(section.length).toBeLessThanOrEqual(3);
      expect(words(section.join(" "))).toBeGreaterThanOrEqual(120);
      expect(words(section.join(" "))).toBeLessThanOrEqual(200);
    }
    expect(page.neighborhoods.length).toBeGreaterThanOrEqual(3);
    expect(page.neighborhoods.length).toBeLessThanOrEqual(6);
    expect(page.geo.latitude).toBeGreaterThan(24);
    expect(page.geo.latitude).toBeLessThan(31);
    expect(page.geo.longitude).toBeGreaterThan(-88);
    expect(page.geo.longitude).toBeLessThan(-80);
  });

  it("includes a testimonial on at least six pages", () => {
    expect(cityPages.filter((page) => page.testimonial).length).toBeGreaterThanOrEqual(6);
  });

  it("resolves every nearby place to a city page or a service-area place", () => {
    for (const page of cityPages) {
      for (const name of page.nearbyLocations) {
        const slug = citySlug(name);
        expect(findCityPage(slug) ?? findServiceAreaPlace(slug), name).toBeDefined();
      }
    }
  });

  it("gives each service-area place a consistent slug and a covering page that lists it", () => {
    const nearbyWithoutPage = cityPages
      .flatMap((page) => page.nearbyLocations)
      .filter((name) => !findCityPage(citySlug(name)));
    expect(serviceAreaPlaces.map((place) => place.name).sort()).toEqual(
      [...new Set(nearbyWithoutPage)].sort(),
    );
    for (const place of serviceAreaPlaces) {
      expect(place.slug).toBe(citySlug(place.name));
      const coveringPage = findCityPage(place.coveredBy);
      expect(coveringPage?.nearbyLocations, place.name).toContain(place.name);
      expect(place.summary).toContain(coveringPage?.cityName);
    }
    expect(findServiceAreaPlace("bonita-springs")?.coveredBy).toBe("naples");
  });

  it("lists the same service-area places for the route table as in their copy", () => {
    expect(serviceAreaSlugs).toEqual(serviceAreaPlaces.map((place) => place.slug));
  });

  it("states the spec's turnaround claims for Tampa and Wesley Chapel", () => {
    const faqText = (slug: string) =>
      (findCityPage(slug)?.faqs ?? []).map((faq) => `${faq.question} ${faq.answer}`).join(" ");
    expect(faqText("tampa")).toContain("48-72 hours");
    expect(faqText("tampa")).toContain("5-7 days");
    expect(faqText("wesley-chapel")).toContain("72 hours");
  });

  it("writes a distinct headline, intro and title for every city", () => {
    for (const field of ["headline", "introText", "pageTitle", "metaDescription"] as const) {
      expect(new Set(cityPages.map((page) => page[field])).size, field).toBe(cityPages.length);
    }
  });

  it("keeps the fixed Our Services list", () => {
    expect(ourServicesList).toEqual([
      "Maintenance Technicians",
      "Leasing Consultants",
      "Property Managers",
      "Groundskeepers",
    ]);
  });
});

describe("locations hub", () => {
  it("has a card per city page, in order, repeating its subheadline and nearby places", () => {
    expect(locationsHub.cities.map((card) => card.slug)).toEqual(cityPages.map((c) => c.slug));
    for (const card of locationsHub.cities) {
      const page = findCityPage(card.slug);
      expect(card.name).toBe(page?.cityName);
      expect(card.summary).toBe(page?.subheadline);
      expect(card.nearby).toEqual(page?.nearbyLocations);
    }
  });

  it("links every service-area place and keeps its copy within the agreed lengths", () => {
    const linked = new Set(locationsHub.cities.flatMap((card) => card.nearby.map(citySlug)));
    for (const place of serviceAreaPlaces) expect(linked, place.slug).toContain(place.slug);
    expect(locationsHub.metaDescription.length).toBeGreaterThanOrEqual(140);
    expect(locationsHub.metaDescription.length).toBeLessThanOrEqual(160);
    expect(words(locationsHub.intro)).toBeGreaterThanOrEqual(50);
  });
});

describe("home page content", () => {
  it("has the four hero claims and the metrics band", () => {
    expect(heroClaims.map((claim) => claim.value)).toEqual(["500+", "98%", "150+", "24hr"]);
    expect(metrics).toEqual([
      { value: "500+", label: "Staff Placed" },
      { value: "98%", label: "Client Satisfaction" },
      { value: "150+", label: "Properties Served" },
      { value: "24hr", label: "Response Time" },
    ]);
  });

  it("has six services in the spec's order, each with five features", () => {
    expect(services.map((service) => service.title)).toEqual([
      "Maintenance Technicians",
      "Groundskeepers",
      "Leasing & Community Staff",
      "Make-Ready Specialists",
      "Security Personnel",
      "Property Management",
    ]);
    expect(new Set(services.map((service) => service.staffType)).size).toBe(6);
    for (const service of services) {
      expect(service.features).toHaveLength(5);
      expect(words(service.seoContent)).toBeGreaterThanOrEqual(60);
      expect(words(service.seoContent)).toBeLessThanOrEqual(100);
    }
  });

  it("has the featured maintenance block", () => {
    expect(featuredStaff.eyebrow).toBe("Most Requested");
    expect(featuredStaff.title).toBe("Maintenance Excellence");
    expect(featuredStaff.highlights.length).toBeGreaterThanOrEqual(3);
    expect(featuredStaff.highlights.length).toBeLessThanOrEqual(4);
  });

  it("has four staff cards with five qualifications each", () => {
    expect(staffCards.map((card) => card.title)).toEqual([
      "Maintenance Technicians",
      "Groundskeepers",
      "Property Managers",
      "Leasing Consultants",
    ]);
    for (const card of staffCards) expect(card.qualifications).toHaveLength(5);
    expect(staffCards[0]?.qualifications).toContain("3+ years of maintenance experience");
    expect(staffCards[2]?.qualifications).toContain("5+ years of multifamily experience");
  });

  it("has a featured testimonial with three results and five 5-star testimonials", () => {
    expect(featuredTestimonial.results).toHaveLength(3);
    expect(testimonials).toHaveLength(5);
    for (const testimonial of testimonials) expect(testimonial.rating).toBe(5);
  });

  it("offers the consultation needs of the spec, empty default first", () => {
    expect(consultationNeeds.map((need) => need.value)).toEqual([
      "",
      "maintenance",
      "leasing",
      "groundskeeping",
      "management",
    ]);
    expect(consultationNeeds[0]?.label).toBe("Select your need");
  });
});

describe("figures in the copy", () => {
  it("uses only the percentages claimed in spec section 9", () => {
    const copy = [
      ...allStrings(cityPages),
      ...allStrings(serviceAreaPlaces),
      ...allStrings(marketing),
    ];
    const percentages = new Set(copy.flatMap((text) => text.match(/\d+%/g) ?? []));
    for (const figure of percentages) expect(["98%", "40%", "22%", "34%"]).toContain(figure);
  });
});

describe("legal pages", () => {
  it("lists the same pages for the route table as in their copy, in footer order", () => {
    expect(legalPages).toEqual([
      ...legalDocuments.map(({ slug, title }) => ({ slug, title })),
      { slug: "cookie-settings", title: cookieSettingsIntro.title },
    ]);
  });
});

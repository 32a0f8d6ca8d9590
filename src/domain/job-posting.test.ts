import { describe, expect, it } from "vitest";
import { cityPages, serviceAreaPlaces } from "../content/cities";
import { findJobPlace, jobPlaces, jobSlug, placesMatching, placesNearWorker } from "./job-posting";

describe("the places a job posting may name", () => {
  it("are the nine cities and the nearby places, each with the city whose team covers it", () => {
    expect(jobPlaces.filter((p) => p.city === p.slug).map((p) => [p.name, p.slug])).toEqual(
      cityPages.map((page) => [page.cityName, page.slug]),
    );
    expect(jobPlaces.filter((p) => p.city !== p.slug).map((p) => [p.name, p.slug, p.city])).toEqual(
      serviceAreaPlaces.map((place) => [place.name, place.slug, place.coveredBy]),
    );
  });

  it("are found by name or slug, in any case", () => {
    expect(findJobPlace("st. petersburg")?.slug).toBe("st-petersburg");
    expect(findJobPlace("PALM-HARBOR")?.name).toBe("Palm Harbor");
    expect(findJobPlace("Brandon")).toBeUndefined();
  });

  it("match a city with its nearby places, and a nearby place alone", () => {
    expect(placesMatching("naples")).toEqual(["Naples", "Bonita Springs", "Marco Island"]);
    expect(placesMatching("Marco Island")).toEqual(["Marco Island"]);
    expect(placesMatching("tampa")).toEqual(["Tampa"]);
    expect(placesMatching("atlantis")).toEqual([]);
  });

  it("match a worker's city with its nearby places, and their nearby place with its city", () => {
    expect(placesNearWorker(["naples"])).toEqual(["Naples", "Bonita Springs", "Marco Island"]);
    expect(placesNearWorker(["bonita-springs"])).toEqual(["Bonita Springs", "Naples"]);
    expect(placesNearWorker(["tampa", "largo", "atlantis"])).toEqual([
      "Tampa",
      "Largo",
      "St. Petersburg",
    ]);
    expect(placesNearWorker([])).toEqual([]);
  });
});

describe("jobSlug", () => {
  it("joins the title and place in lower-case words", () => {
    expect(jobSlug("Maintenance Technician (EPA 608)", "St. Petersburg")).toBe(
      "maintenance-technician-epa-608-st-petersburg",
    );
    expect(jobSlug("Técnico — Piscinas", "Naples")).toBe("tecnico-piscinas-naples");
    expect(jobSlug("!!!", "")).toBe("job");
    expect(jobSlug("a ".repeat(60), "Tampa").length).toBeLessThanOrEqual(80);
  });
});

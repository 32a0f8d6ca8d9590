/**
 * The route table and the path builders (src/domain/paths.ts) agree: every screen a link can be
 * built to exists, so no builder leads to "Page Not Found".
 */
import { describe, expect, it } from "vitest";
import { paths } from "@/domain/paths";
import { routes } from "./routes";

/** Every `path` pattern in the paths module. */
function patterns(node: unknown): string[] {
  if (!node || typeof node !== "object") return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === "path" && typeof value === "string" ? [value] : patterns(value),
  );
}

describe("paths and the route table", () => {
  const table = new Set(routes.map((route) => route.path));

  it("has a route for every pattern of the paths module", () => {
    const dynamic = new Set(["/locations/:slug", "/legal/:slug"]);
    const missing = patterns(paths).filter(
      (pattern) => !dynamic.has(pattern) && !table.has(pattern),
    );
    expect(missing).toEqual([]);
  });

  it("has a route for every city, service-area and legal page the builders make", () => {
    const places = routes.filter((route) => route.path.startsWith("/locations/"));
    const legal = routes.filter((route) => route.path.startsWith("/legal/"));
    expect(places.length).toBeGreaterThanOrEqual(9);
    expect(legal.length).toBeGreaterThanOrEqual(4);
    for (const route of places) {
      expect(paths.locations.place.href(route.path.slice("/locations/".length))).toBe(route.path);
    }
    expect(table.has(paths.legal.href("privacy-policy"))).toBe(true);
    expect(table.has(paths.legal.href("cookie-settings"))).toBe(true);
  });
});

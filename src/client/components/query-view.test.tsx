import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { parseRouteId } from "@/client/lib/route-id";
import { QueryView, type QueryViewProps, type QueryViewQuery } from "./query-view";

type Item = { name: string };

/** A query result in one state; the rest of TanStack's result is not read by QueryView. */
function query<T>(state: Partial<QueryViewQuery<T>>): QueryViewQuery<T> {
  return {
    data: undefined,
    error: null,
    isError: false,
    isLoading: false,
    isFetching: false,
    refetch: () => Promise.reject(new Error("not called while rendering")),
    ...state,
  } as QueryViewQuery<T>;
}

const notFound = {
  title: "Property not found",
  description: "This property does not exist or is not one of yours.",
  backHref: "/properties",
  backLabel: "Back to Properties",
};

/** Renders QueryView with the property screen's texts and `overrides` to static HTML. */
function render<T>(overrides: Partial<QueryViewProps<T>> & { query: QueryViewQuery<T> }) {
  const props = {
    loading: "Loading property...",
    error: "Error loading property",
    notFound,
    children: (data: NonNullable<T>) => <p>data: {JSON.stringify(data)}</p>,
    ...overrides,
  } as QueryViewProps<T>;
  return renderToStaticMarkup(
    <Router ssrPath="/properties/1">
      <QueryView {...props} />
    </Router>,
  );
}

describe("QueryView", () => {
  it("shows not found for a path id that is not an id, without waiting for the API", () => {
    const html = render<Item>({ query: query({ isLoading: true }), routeId: null });
    expect(html).toContain("<h2");
    expect(html).toContain("Property not found");
    expect(html).toContain('href="/properties"');
    expect(html).toContain("Back to Properties");
    expect(html).not.toContain('role="status"');
  });

  it("shows not found for a 404 answer, a null answer and data isMissing rejects", () => {
    const notFoundError = new Error('404: {"message":"Property not found"}');
    for (const html of [
      render<Item>({ query: query({ isError: true, error: notFoundError }), routeId: 7 }),
      render<Item | null>({ query: query({ data: null }) }),
      render<Item[]>({ query: query({ data: [{ name: "A" }] }), isMissing: () => true }),
    ]) {
      expect(html).toContain("This property does not exist or is not one of yours.");
      expect(html).not.toContain('role="alert"');
    }
  });

  it("shows the spinner as a status with its label while loading or pending", () => {
    for (const html of [
      render<Item>({ query: query({ isLoading: true, isFetching: true }), routeId: 7 }),
      render<Item>({ query: query({ data: { name: "A" } }), pending: true }),
    ]) {
      expect(html).toContain('role="status"');
      expect(html).toContain("Loading property...");
      expect(html).not.toContain("data:");
    }
  });

  it("shows a failed load as an alert with the server's message and Try Again", () => {
    const error = new Error('500: {"message":"Database unavailable"}');
    const html = render<Item>({ query: query({ isError: true, error }) });
    expect(html).toContain('role="alert"');
    expect(html).toContain("Error loading property");
    expect(html).toContain("Database unavailable");
    expect(html).toMatch(/<button[^>]*>Try Again<\/button>/);
  });

  it("disables Try Again while the retry runs, and falls back to Please try again later", () => {
    const html = render<Item>({ query: query({ isError: true, isFetching: true, error: null }) });
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Trying again...<\/button>/);
    expect(html).toContain("Please try again later");
  });

  it("shows a failed refetch as an error even with earlier data", () => {
    const error = new Error("500: Internal Server Error");
    const html = render<Item>({ query: query({ data: { name: "A" }, isError: true, error }) });
    expect(html).toContain("Error loading property");
    expect(html).not.toContain("data:");
  });

  it("shows an error element as it is", () => {
    const html = render<Item>({
      query: query({ isError: true, error: new Error("500: x") }),
      error: <p role="alert">Error loading properties. Please try again.</p>,
    });
    expect(html).toBe('<p role="alert">Error loading properties. Please try again.</p>');
  });

  it("inline, shows a small spinner and a compact alert with the same texts and Try Again", () => {
    const loading = render<Item>({ query: query({ isLoading: true }), inline: true });
    expect(loading).toContain('role="status"');
    expect(loading).toContain("Loading property...");
    expect(loading).not.toContain("min-h-[50vh]");
    const error = new Error('500: {"message":"Database unavailable"}');
    const failed = render<Item>({ query: query({ isError: true, error }), inline: true });
    expect(failed).toMatch(/^<div role="alert"/);
    expect(failed).toContain("Error loading property");
    expect(failed).toContain("Database unavailable");
    expect(failed).toMatch(/<button[^>]*>Try Again<\/button>/);
    expect(failed).not.toContain("<h2");
  });

  it("shows a loading element as it is", () => {
    const html = render<Item>({
      query: query({ isLoading: true }),
      loading: <p role="status">Loading your preference...</p>,
    });
    expect(html).toBe('<p role="status">Loading your preference...</p>');
  });

  it("shows the empty state for an empty list, or when isEmpty says so", () => {
    const empty = <p>No properties found</p>;
    expect(render<Item[]>({ query: query({ data: [] }), empty })).toBe(
      "<p>No properties found</p>",
    );
    expect(
      render<Item[]>({ query: query({ data: [{ name: "A" }] }), empty, isEmpty: () => true }),
    ).toBe("<p>No properties found</p>");
    expect(render<Item[]>({ query: query({ data: [] }) })).toBe("<p>data: []</p>");
  });

  it("renders the data without the frame, and every other state inside it", () => {
    const frame = (state: ReactNode) => <main>{state}</main>;
    expect(render<Item>({ query: query({ data: { name: "A" } }), frame })).toBe(
      "<p>data: {&quot;name&quot;:&quot;A&quot;}</p>",
    );
    expect(render<Item>({ query: query({ isLoading: true }), frame })).toMatch(
      /^<main>.*Loading property\.\.\..*<\/main>$/,
    );
  });
});

describe("parseRouteId", () => {
  it("reads a positive 32-bit id and rejects anything else", () => {
    expect(parseRouteId("12")).toBe(12);
    expect(parseRouteId("2147483647")).toBe(2_147_483_647);
    for (const value of [undefined, "", "0", "-1", "1.5", "12abc", "2147483648", "99999999999"]) {
      expect(parseRouteId(value), String(value)).toBeNull();
    }
  });
});

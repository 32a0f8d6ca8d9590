import { describe, expect, it } from "vitest";
import { listUrl, parseNextLink, parseTotalCount } from "./paged";

describe("parseNextLink", () => {
  it("reads the server's next link", () => {
    expect(
      parseNextLink('</api/portal/staffing-requests?status=pending&cursor=abc>; rel="next"'),
    ).toBe("/api/portal/staffing-requests?status=pending&cursor=abc");
  });

  it("returns null without a header or without a next link", () => {
    expect(parseNextLink(null)).toBeNull();
    expect(parseNextLink("")).toBeNull();
    expect(parseNextLink('</api/x?cursor=a>; rel="prev"')).toBeNull();
  });

  it("finds next among several links, unquoted or among other relations", () => {
    expect(parseNextLink('</a?page=1>; rel="prev", </a?page=3>; rel="next"')).toBe("/a?page=3");
    expect(parseNextLink("</a?page=3>; rel=next")).toBe("/a?page=3");
    expect(parseNextLink('</a?page=3>; title="x"; rel="next last"')).toBe("/a?page=3");
    expect(parseNextLink('</a?page=3>; REL="Next"')).toBe("/a?page=3");
  });

  it("keeps commas inside the URL", () => {
    expect(parseNextLink('</a?q=pool,spa&cursor=z>; rel="next"')).toBe("/a?q=pool,spa&cursor=z");
  });
});

describe("parseTotalCount", () => {
  it("reads a whole number", () => {
    expect(parseTotalCount("312")).toBe(312);
    expect(parseTotalCount("0")).toBe(0);
  });

  it("returns null for a missing or malformed header", () => {
    expect(parseTotalCount(null)).toBeNull();
    expect(parseTotalCount(undefined)).toBeNull();
    expect(parseTotalCount("")).toBeNull();
    expect(parseTotalCount("-1")).toBeNull();
    expect(parseTotalCount("12.5")).toBeNull();
    expect(parseTotalCount("abc")).toBeNull();
  });
});

describe("listUrl", () => {
  it("leaves out empty values and trims text", () => {
    expect(listUrl("/api/x", { status: "", q: "  pool ", propertyId: 4, sort: undefined })).toBe(
      "/api/x?q=pool&propertyId=4",
    );
    expect(listUrl("/api/x", {})).toBe("/api/x");
  });
});

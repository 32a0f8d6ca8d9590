import { describe, expect, it } from "vitest";
import { assignmentStatusLabels } from "@/client/components/assignment-status-badge";
import type { PagedList } from "@/client/lib/use-paged-list";
import { staffAssignmentStatuses } from "@/domain/enums";
import {
  assignmentDates,
  byDeadline,
  byLatestChange,
  bySoonest,
  currentStatuses,
  pastStatuses,
} from "./assignment-format";
import { mergePagedLists } from "./merge-paged-lists";

describe("assignmentDates", () => {
  it("reads a range, one day, an open end and no start", () => {
    expect(assignmentDates({ startDate: "2026-12-01", endDate: "2026-12-12" })).toBe(
      "Dec 1, 2026 – Dec 12, 2026",
    );
    expect(assignmentDates({ startDate: "2026-12-01", endDate: "2026-12-01" })).toBe("Dec 1, 2026");
    expect(assignmentDates({ startDate: "2026-12-01", endDate: null })).toBe(
      "From Dec 1, 2026 (open-ended)",
    );
    expect(assignmentDates({ startDate: null, endDate: null })).toBe("Dates to be confirmed");
  });
});

describe("status labels and sections", () => {
  it("labels all seven statuses, each once across the sections", () => {
    for (const status of staffAssignmentStatuses) {
      expect(assignmentStatusLabels[status]).toMatch(/\w/);
    }
    const sections = ["offered", ...currentStatuses, ...pastStatuses];
    expect([...sections].sort()).toEqual([...staffAssignmentStatuses].sort());
  });
});

describe("orders", () => {
  it("bySoonest puts work in progress first, then the earliest start, a missing start last", () => {
    const rows = [
      { id: 1, status: "confirmed" as const, startDate: "2026-12-20" },
      { id: 2, status: "confirmed" as const, startDate: null },
      { id: 3, status: "active" as const, startDate: "2026-11-01" },
      { id: 4, status: "confirmed" as const, startDate: "2026-12-05" },
    ];
    expect(rows.sort(bySoonest).map((row) => row.id)).toEqual([3, 4, 1, 2]);
  });

  it("byLatestChange is newest first; byDeadline is the first to expire first", () => {
    const changed = [
      { id: 1, updatedAt: "2026-11-01T10:00:00.000Z" },
      { id: 2, updatedAt: "2026-11-03T10:00:00.000Z" },
    ];
    expect(changed.sort(byLatestChange).map((row) => row.id)).toEqual([2, 1]);
    const offers = [
      { id: 1, expiresAt: null },
      { id: 2, expiresAt: "2026-11-03T10:00:00.000Z" },
      { id: 3, expiresAt: "2026-11-02T10:00:00.000Z" },
    ];
    expect(offers.sort(byDeadline).map((row) => row.id)).toEqual([3, 2, 1]);
  });
});

/** A paged list with these rows loaded. */
function list(items: number[], options: Partial<PagedList<number>> = {}): PagedList<number> {
  return {
    view: {
      data: items,
      error: null,
      isError: false,
      isLoading: false,
      isFetching: false,
      refetch: async () => ({}),
    },
    items,
    total: items.length,
    totalExceeds: null,
    hasNextPage: false,
    isFetchingNextPage: false,
    isFetchNextPageError: false,
    fetchNextPage: () => {},
    isPlaceholderData: false,
    ...options,
  };
}

describe("mergePagedLists", () => {
  it("adds the totals, sorts the rows, and asks every list with more for its next page", () => {
    const asked: string[] = [];
    const merged = mergePagedLists(
      [
        list([5, 1], { total: 40, hasNextPage: true, fetchNextPage: () => asked.push("a") }),
        list([3], { fetchNextPage: () => asked.push("b") }),
      ],
      (a, b) => a - b,
    );
    expect(merged.items).toEqual([1, 3, 5]);
    expect(merged.total).toBe(41);
    expect(merged.hasNextPage).toBe(true);
    merged.fetchNextPage();
    expect(asked).toEqual(["a", "b"]);
  });

  it("is complete only when no list has more, and failed when one failed", () => {
    const failed = list([], { view: { ...list([]).view, isError: true, error: new Error("500") } });
    const merged = mergePagedLists([list([1]), failed], (a, b) => a - b);
    expect(merged.hasNextPage).toBe(false);
    expect(merged.isError).toBe(true);
    expect(merged.error).toEqual(new Error("500"));
  });
});

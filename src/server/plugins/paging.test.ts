import { describe, expect, it, vi } from "vitest";
import type { Cursor } from "../db/keyset";
import { pageWithTotal } from "./paging";

const at: Cursor = { sort: "newest", micros: "1767225600000000", id: 42 };

/** A page read that answers `page` and records the cursor it was asked for. */
function reader(page: { json: string; rows: number; next: Cursor | null }) {
  return vi.fn(async (_cursor: Cursor | undefined) => page);
}

describe("pageWithTotal", () => {
  it("takes a first page that holds every match as its own total, without counting", async () => {
    const readPage = reader({ json: '["a","b","c"]', rows: 3, next: null });
    const count = vi.fn(async () => 99);
    const result = await pageWithTotal(undefined, readPage, count);
    expect(result).toEqual({ page: { json: '["a","b","c"]', rows: 3, next: null }, total: 3 });
    expect(count).not.toHaveBeenCalled();
    expect(readPage).toHaveBeenCalledWith(undefined);
  });

  it("says 0 for an empty first page", async () => {
    const count = vi.fn(async () => 99);
    const result = await pageWithTotal(
      undefined,
      reader({ json: "[]", rows: 0, next: null }),
      count,
    );
    expect(result.total).toBe(0);
    expect(count).not.toHaveBeenCalled();
  });

  it("counts when more pages follow the first", async () => {
    const count = vi.fn(async () => ({ exceeds: 1000 }));
    const result = await pageWithTotal(
      undefined,
      reader({ json: '["a"]', rows: 1, next: at }),
      count,
    );
    expect(result.total).toEqual({ exceeds: 1000 });
    expect(count).toHaveBeenCalledOnce();
  });

  it("counts on a later page, even the last: its rows are not all the matches", async () => {
    const readPage = reader({ json: '["z"]', rows: 1, next: null });
    const count = vi.fn(async () => 51);
    const result = await pageWithTotal(at, readPage, count);
    expect(result.total).toBe(51);
    expect(readPage).toHaveBeenCalledWith(at);
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { offerToEach } from "./create-assignment-offers";

afterEach(() => {
  vi.unstubAllGlobals();
});

const people = [
  { staffId: 7, fullName: "Marisol Vega" },
  { staffId: 8, fullName: "Tobias Reed" },
];

describe("offerToEach", () => {
  it("posts one offer per person and reports each result, a refusal not stopping the others", async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as { staffId: number };
        bodies.push(body);
        return body.staffId === 7
          ? new Response(
              JSON.stringify({
                message: "Marisol Vega already works at Bay Oaks: the dates overlap.",
              }),
              { status: 409 },
            )
          : new Response(JSON.stringify({ id: 31, staff: { fullName: "Tobias Reed" } }), {
              status: 201,
            });
      }),
    );
    const results = await offerToEach(12, people, {
      startDate: "2027-03-01",
      endDate: "",
      notes: "  Bring boots  ",
    });
    expect(bodies).toEqual([
      { staffId: 7, startDate: "2027-03-01", endDate: null, notes: "Bring boots" },
      { staffId: 8, startDate: "2027-03-01", endDate: null, notes: "Bring boots" },
    ]);
    expect(results.map((result) => [result.fullName, result.ok])).toEqual([
      ["Marisol Vega", false],
      ["Tobias Reed", true],
    ]);
    expect(results[0]).toMatchObject({
      message: "Marisol Vega already works at Bay Oaks: the dates overlap.",
    });
  });

  it("leaves the note out when it is blank and keeps an end date", async () => {
    const fetch = vi.fn(async () => new Response("{}", { status: 201 }));
    vi.stubGlobal("fetch", fetch);
    await offerToEach(3, people.slice(0, 1), {
      startDate: "2027-03-01",
      endDate: "2027-03-14",
      notes: "   ",
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/admin/staffing-requests/3/assignments");
    expect(JSON.parse(String(init.body))).toEqual({
      staffId: 7,
      startDate: "2027-03-01",
      endDate: "2027-03-14",
    });
  });
});

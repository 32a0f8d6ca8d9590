import { describe, expect, it } from "vitest";
import { externalStore } from "./external-store";

describe("externalStore", () => {
  it("starts at its initial value and keeps what is set", () => {
    const store = externalStore({ count: 0 });
    expect(store.get()).toEqual({ count: 0 });
    store.set({ count: 2 });
    expect(store.get()).toEqual({ count: 2 });
  });
});

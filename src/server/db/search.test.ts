import { describe, expect, it } from "vitest";
import { containsPattern, indexedWords } from "./search";

describe("containsPattern", () => {
  it("escapes the user's wildcards and backslashes", () => {
    expect(containsPattern("50%_a\\b")).toBe("%50\\%\\_a\\\\b%");
  });
});

describe("indexedWords", () => {
  it("leaves out the words under three characters when a longer one is there", () => {
    expect(indexedWords("WO-123456")).toEqual(["123456"]);
    expect(indexedWords("of 12 units")).toEqual(["units"]);
    expect(indexedWords("o'neil")).toEqual(["neil"]);
    expect(indexedWords("St. Petersburg FL")).toEqual(["Petersburg"]);
  });

  it("asks for the text whole when every word is long enough, or none is", () => {
    expect(indexedWords("pool deck")).toBeNull();
    expect(indexedWords("Palm & Pine")).toBeNull();
    expect(indexedWords("50%")).toBeNull();
    expect(indexedWords("a b")).toBeNull();
    expect(indexedWords("")).toBeNull();
  });

  it("counts letters and digits of any script, by character", () => {
    expect(indexedWords("Ñu café")).toEqual(["café"]);
    expect(indexedWords("東京 a")).toBeNull();
    expect(indexedWords("東京都 a")).toEqual(["東京都"]);
  });
});

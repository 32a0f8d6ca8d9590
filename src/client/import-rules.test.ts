/**
 * The import rules of architecture.md ("Rules of the house") hold for every feature folder,
 * including the ones added later: Biome's `noRestrictedImports` is configured per folder
 * (biome.json overrides), so a new folder without its override would have no rule at all, and a
 * file at a feature's top level could reach another feature with `../other` (the per-folder
 * patterns stop `../../**`, which is how files in a feature's subfolders would do it).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const featuresDir = path.join(root, "src/client/features");
const features = fs
  .readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

interface Override {
  includes?: string[];
  linter?: {
    rules?: {
      style?: { noRestrictedImports?: { options?: { patterns?: Array<{ group: string[] }> } } };
    };
  };
}
const biome = JSON.parse(fs.readFileSync(path.join(root, "biome.json"), "utf8")) as {
  overrides: Override[];
};

describe("import rules of the client's features", () => {
  it.each(features)("%s has its own override forbidding other features and the server", (name) => {
    const override = biome.overrides.find((o) =>
      o.includes?.includes(`src/client/features/${name}/**`),
    );
    expect(override, `biome.json has no override for src/client/features/${name}`).toBeDefined();
    const groups = (
      override?.linter?.rules?.style?.noRestrictedImports?.options?.patterns ?? []
    ).flatMap((pattern) => pattern.group);
    expect(groups).toContain("@/server/**");
    expect(groups).toContain("@/client/features/**");
    // The one exception is the feature itself, never another one.
    expect(groups.filter((group) => group.startsWith("!@/client/features/"))).toEqual([
      `!@/client/features/${name}/**`,
    ]);
    expect(groups).toContain("@/client/app/**");
  });

  it.each(features)("files at the top of %s import nothing through ../", (name) => {
    const dir = path.join(featuresDir, name);
    const offenders = fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .filter((entry) =>
        /from\s+["']\.\.\//.test(fs.readFileSync(path.join(dir, entry.name), "utf8")),
      )
      .map((entry) => entry.name);
    expect(offenders).toEqual([]);
  });
});

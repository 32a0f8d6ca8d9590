import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  EMBEDDED_DATABASE_NODE_FLAGS,
  missingNodeFlags,
  SERVER_NODE_FLAGS,
  setEmbeddedDatabaseFlags,
} from "./node-flags";

const root = path.resolve(import.meta.dirname, "../..");

/** The words of `npm start`'s command and of the systemd unit's ExecStart. */
function launchCommands(): Record<string, string[]> {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  const unit = fs.readFileSync(path.join(root, "deploy/florida-staffing.service"), "utf8");
  const execStart = /^ExecStart=(.*)$/m.exec(unit)?.[1];
  if (!pkg.scripts.start || !execStart) throw new Error("no start script or ExecStart");
  return { "npm start": pkg.scripts.start.split(/\s+/), ExecStart: execStart.split(/\s+/) };
}

describe("the server's V8 flags", () => {
  it("are given by npm start and the systemd unit, before the script", () => {
    expect(SERVER_NODE_FLAGS.length).toBeGreaterThan(0);
    for (const [name, words] of Object.entries(launchCommands())) {
      const script = words.findIndex((w) => w.endsWith(".mjs") || w.endsWith(".js"));
      expect(script, name).toBeGreaterThan(0);
      // Node reads options only before the script; after it they are the script's arguments.
      expect(missingNodeFlags(words.slice(1, script)), name).toEqual([]);
    }
  });

  it("are flags this Node accepts", () => {
    // An unknown V8 flag stops `node` with "bad option"; `execFileSync` throws on its exit code.
    const out = execFileSync(process.execPath, [...SERVER_NODE_FLAGS, "-p", "'started'"], {
      encoding: "utf8",
    });
    expect(out.trim()).toBe("started");
  });

  it("set at start-up with PGlite are flags V8 accepts at run time", () => {
    // v8.setFlagsFromString goes on past a flag it does not know, after "unrecognized flag".
    const script = `require("node:v8").setFlagsFromString(${JSON.stringify(EMBEDDED_DATABASE_NODE_FLAGS.join(" "))}); console.log("set")`;
    const run = spawnSync(process.execPath, ["-e", script], { encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.stdout.trim()).toBe("set");
  });
});

describe("missingNodeFlags", () => {
  it("names what neither the command line nor NODE_OPTIONS gives", () => {
    expect(missingNodeFlags([])).toEqual([...SERVER_NODE_FLAGS]);
    expect(missingNodeFlags(["--enable-source-maps"], "--inspect")).toEqual([...SERVER_NODE_FLAGS]);
    expect(missingNodeFlags([...SERVER_NODE_FLAGS])).toEqual([]);
    expect(missingNodeFlags([], ` --enable-source-maps  ${SERVER_NODE_FLAGS.join(" ")} `)).toEqual(
      [],
    );
  });

  it("reads V8's underscore spelling alike, and not the flag's opposite", () => {
    expect(missingNodeFlags(["--no_allocation_site_pretenuring"])).toEqual([]);
    expect(missingNodeFlags(["--allocation-site-pretenuring"])).toEqual([
      "--no-allocation-site-pretenuring",
    ]);
    expect(missingNodeFlags(["--no-allocation-site-pretenuring=false"])).toEqual([
      "--no-allocation-site-pretenuring",
    ]);
  });
});

/** The flags {@link setEmbeddedDatabaseFlags} set, and the list it returns, alike. */
function flagsSet(databaseUrl: string | undefined, execArgv: string[], nodeOptions?: string) {
  const set: string[] = [];
  const returned = setEmbeddedDatabaseFlags(databaseUrl, execArgv, nodeOptions, (flag) =>
    set.push(flag),
  );
  expect(returned).toEqual(set);
  return set;
}

describe("setEmbeddedDatabaseFlags", () => {
  it("sets the heap flags with PGlite and none with PostgreSQL", () => {
    expect(EMBEDDED_DATABASE_NODE_FLAGS).toContain("--heap-growing-percent=300");
    expect(flagsSet(undefined, [])).toEqual([...EMBEDDED_DATABASE_NODE_FLAGS]);
    expect(flagsSet(undefined, [...SERVER_NODE_FLAGS], "--inspect")).toEqual([
      ...EMBEDDED_DATABASE_NODE_FLAGS,
    ]);
    expect(flagsSet("postgres://localhost/staffing", [])).toEqual([]);
  });

  it("leaves a flag the operator gave, with any value and in either spelling", () => {
    expect(flagsSet(undefined, ["--heap-growing-percent=150"])).toEqual([]);
    expect(flagsSet(undefined, [], " --heap_growing_percent=0 ")).toEqual([]);
    expect(flagsSet(undefined, ["--heap-growing"])).toEqual([...EMBEDDED_DATABASE_NODE_FLAGS]);
  });
});

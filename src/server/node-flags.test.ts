import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { missingNodeFlags, SERVER_NODE_FLAGS } from "./node-flags";

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

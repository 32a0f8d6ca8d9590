/**
 * The deployment guide, followed: every `sh` block of docs/deploy.md, in order, run as root by
 * one shell on a throwaway copy of this machine, then the result checked from outside as a
 * visitor and an operator would. Blocks preceded by `<!-- rehearsal: skip (why) -->` are not
 * run (the PostgreSQL package, reading logs). The only changes made to the guide's words are the
 * values a reader supplies for their own site, listed in SUBSTITUTIONS; each must still be found
 * in the guide, so the guide cannot drift away from what is run here. Section 9's "build the new
 * release (section 2, without the `ln` line)" is done by running section 2's block that way.
 *
 * The copy of the machine: Linux namespaces (`unshare`) with their own mounts, network and
 * processes. /etc, /var, /srv, /root, /opt and /usr/local are overlays whose changes land in a
 * temporary directory (the user `staffing`, the unit files, /var/lib/florida-staffing, the
 * releases), the network has only its own loopback (so ports 80, 443, 5000 and 9464 are free and
 * nothing reaches the internet: npm installs from its cache, `npm_config_prefer_offline`), and
 * every process ends with the namespace. systemd cannot run there, so `systemctl` is the stand-in
 * in deploy-rehearsal/systemctl.mjs (user, environment files, working directory, state directory,
 * capabilities, restart on failure from the unit files themselves, Debian's caddy.service
 * included); `systemd-analyze verify`, which the guide runs, checks the unit's other settings.
 *
 * Needs root, util-linux's `unshare` and `setpriv`, overlayfs, git, curl and Debian's caddy:
 * `npm test` leaves this file out when they are missing (a skipped suite), CI requires it.
 * Takes several minutes: two releases are installed (`npm ci`) and built, as the guide says.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const GUIDE = path.join(root, "docs/deploy.md");
const SITE = "staffing.example.com";
const ADMIN_PASSWORD = "Hibiscus-Ledger-deploy-42";
const SKIP = /<!--\s*rehearsal:\s*skip\b[^>]*-->\s*$/;

/** The values a reader puts in for their own site: [what the guide says, what is run]. */
function substitutions(branch: string): [string, string][] {
  return [
    [
      "git clone --depth 1 --branch <tag> <repository>",
      `git clone --depth 1 --branch ${branch} file://${root}`,
    ],
    ["--password '…'", `--password '${ADMIN_PASSWORD}'`],
    // The site's name has no public DNS here: Caddy's own certificate authority, as the guide says.
    [
      `Environment=SITE_ADDRESS=${SITE}`,
      `Environment=SITE_ADDRESS=${SITE}\nEnvironment=TLS_ISSUER=internal`,
    ],
    // "the archive from step 2": the newest one.
    [
      "/var/backups/florida-staffing/backup-….tar",
      '"$(ls -t /var/backups/florida-staffing/backup-*.tar | head -n 1)"',
    ],
  ];
}

interface Block {
  section: string;
  code: string;
}

/** The guide's `sh` blocks in order, with the heading of the section each is in. */
function shellBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  const lines = markdown.split("\n");
  let section = "";
  let previous = "";
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    if (line.startsWith("## ")) section = line.slice(3).trim();
    if (line.startsWith("```")) {
      const end = lines.indexOf("```", i + 1);
      if (line === "```sh" && !SKIP.test(previous)) {
        blocks.push({ section, code: lines.slice(i + 1, end).join("\n") });
      }
      i = end;
      previous = "";
      continue;
    }
    if (line.trim() !== "") previous = line;
  }
  return blocks;
}

/**
 * The rehearsal's shell script: namespace set-up, the guide's blocks (with the substitutions,
 * each required to be found), then the checks, which print `@@name=value` lines.
 */
function rehearsalScript(work: string, branch: string): string {
  let guide = fs.readFileSync(GUIDE, "utf8");
  for (const [from, to] of substitutions(branch)) {
    if (!guide.includes(from)) throw new Error(`docs/deploy.md no longer says: ${from}`);
    guide = guide.split(from).join(to);
  }
  const blocks = shellBlocks(guide);
  const release = blocks.find((block) => block.section.startsWith("2."));
  const upgradeAt = blocks.findIndex((block) => block.section.startsWith("9."));
  if (!release || upgradeAt < 0) throw new Error("docs/deploy.md lost its sections 2 or 9");
  const newRelease = release.code
    .split("2026-11-24")
    .join("2026-12-01")
    .split("\n")
    .filter((line) => !line.startsWith("ln "))
    .join("\n");
  blocks.splice(upgradeAt, 0, { section: "9. (the new release, section 2)", code: newRelease });

  const ca = "/var/lib/caddy/.local/share/caddy/pki/authorities/local/root.crt";
  const https = `curl -sS --cacert ${ca} --resolve ${SITE}:443:127.0.0.1`;
  const signIn = `${https} --interface 127.0.0.2 -o /dev/null -D - -H 'x-forwarded-for: 203.0.113.9' -H 'origin: https://${SITE}' -H 'content-type: application/json' --data '{"username":"ana","password":"${ADMIN_PASSWORD}"}' https://${SITE}/api/login`;
  const overlays = ["etc", "var", "srv", "root", "opt", "usr/local"];
  return [
    "set -euo pipefail",
    "mount --make-rprivate /",
    ...overlays.map(
      (dir) =>
        `mkdir -p ${work}/upper/${dir} ${work}/work/${dir} && mount -t overlay overlay -o lowerdir=/${dir},upperdir=${work}/upper/${dir},workdir=${work}/work/${dir} /${dir}`,
    ),
    "mount -t tmpfs tmpfs /run",
    "ip link set lo up",
    `mkdir -p ${work}/bin && printf '#!/bin/sh\nexec node %s "$@"\n' ${path.join(root, "tests/reliability/deploy-rehearsal/systemctl.mjs")} > ${work}/bin/systemctl && chmod 755 ${work}/bin/systemctl`,
    `export PATH=${work}/bin:$PATH FAKE_SYSTEMD_STATE=/run/fake-systemd`,
    "export npm_config_prefer_offline=true npm_config_update_notifier=false npm_config_fund=false",
    "cd /",
    ...blocks.flatMap((block) => [`echo "@@section=${block.section}"`, block.code]),
    'echo "@@guide=done"',
    // Checks, as an operator and a visitor would make them.
    "sleep 1",
    'echo "@@service=$(systemctl is-active florida-staffing >/dev/null && echo running || echo stopped)"',
    "pid=$(pgrep -f 'dist/server/index.js' | head -n 1 || true)",
    'echo "@@user=$(ps -o user= -p "$pid" | tr -d " ")"',
    'echo "@@cwd=$(readlink /proc/$pid/cwd)"',
    'echo "@@datadir=$(stat -c %U:%G:%a /var/lib/florida-staffing)"',
    'echo "@@envfile=$(stat -c %U:%G:%a /etc/florida-staffing/env)"',
    'echo "@@release=$(readlink /srv/florida-staffing/app)"',
    'echo "@@backups=$(ls /var/backups/florida-staffing | grep -c "^backup-.*\\.tar$")"',
    `echo "@@https_readyz=$(${https} -o /dev/null -w '%{http_version} %{http_code}' https://${SITE}/readyz)"`,
    `echo "@@hsts=$(${https} -o /dev/null -D - https://${SITE}/ | grep -i '^strict-transport-security:' | tr -d '\\r' | cut -d' ' -f2-)"`,
    `echo "@@plain_http=$(curl -sS -o /dev/null -w '%{http_code} %{redirect_url}' --resolve ${SITE}:80:127.0.0.1 http://${SITE}/auth)"`,
    `echo "@@login_status=$(${signIn} | head -n 1 | tr -d '\\r')"`,
    `echo "@@login_cookie=$(${signIn} | grep -i '^set-cookie: __Host-sid=' | tr -d '\\r' | sed 's/=[^;]*;/=…;/')"`,
    `echo "@@login_seen_from=$(grep '"url":"/api/login"' /run/fake-systemd/florida-staffing.log | tail -n 1 | sed 's/.*"remoteAddress":"\\([^"]*\\)".*/\\1/')"`,
    `echo "@@metrics_port=$(curl -sS http://127.0.0.1:9464/metrics | grep -c '^http_requests_total{')"`,
    `echo "@@metrics_public=$(${https} -o /dev/null -w '%{http_code}' https://${SITE}/metrics)"`,
    // Restart=on-failure: the app killed outright comes back by itself.
    'kill -9 "$pid"; sleep 3',
    "curl -sS --retry 30 --retry-connrefused --retry-delay 1 -o /dev/null http://127.0.0.1:5000/readyz",
    'after=$(pgrep -f "dist/server/index.js" | head -n 1 || true)',
    'echo "@@restarted=$([ -n "$after" ] && [ "$after" != "$pid" ] && echo yes || echo no)"',
    "systemctl stop florida-staffing caddy",
    'echo "@@stopped=$(pgrep -f "dist/server/index.js" >/dev/null && echo no || echo yes)"',
  ].join("\n");
}

/** What the rehearsal printed as `@@name=value`, and its whole output. */
const seen = new Map<string, string>();
let output = "";
let exitCode: number | null = null;

beforeAll(async () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "deploy-rehearsal-"));
  const head = spawnSync("git", ["-C", root, "rev-parse", "--abbrev-ref", "HEAD"], {
    encoding: "utf8",
  });
  const branch = head.stdout.trim();
  if (head.status !== 0 || branch === "HEAD") {
    throw new Error(
      "The rehearsal clones the current branch: check one out (not a detached HEAD).",
    );
  }
  const script = path.join(work, "rehearsal.sh");
  fs.writeFileSync(script, rehearsalScript(work, branch));
  try {
    const child = spawn(
      "unshare",
      ["--mount", "--net", "--pid", "--fork", "--mount-proc", "bash", script],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    // Also written to .tmp/deploy-rehearsal.log as it runs, to follow it or read it after.
    fs.mkdirSync(path.join(root, ".tmp"), { recursive: true });
    const log = fs.createWriteStream(path.join(root, ".tmp/deploy-rehearsal.log"));
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
      log.write(chunk);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    exitCode = await new Promise((resolve) => child.on("exit", resolve));
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  // Not anchored at the line's start: a command's last line may have no newline (curl's).
  for (const match of output.matchAll(/@@([a-z_]+)=(.*)$/gm)) {
    seen.set(match[1] ?? "", (match[2] ?? "").trim());
  }
}, 30 * 60_000);

/** The output's last lines, to tell why a check failed. */
function tail(): string {
  return output.split("\n").slice(-60).join("\n");
}

describe("docs/deploy.md, followed on a copy of this machine", () => {
  it("runs every block of the guide to the end without an error", () => {
    expect(seen.get("guide"), tail()).toBe("done");
    expect(exitCode, `exit code ${exitCode}\n${tail()}`).toBe(0);
  });

  it("runs the app under systemd's unit settings: user staffing, the release, a private data directory", () => {
    expect(seen.get("service"), tail()).toBe("running");
    expect(seen.get("user")).toBe("staffing");
    // After the rollback (section 10) the previous release is in service again.
    expect(seen.get("release")).toBe("/srv/florida-staffing/releases/2026-11-24");
    expect(seen.get("cwd")).toBe("/srv/florida-staffing/releases/2026-11-24");
    expect(seen.get("datadir")).toBe("staffing:staffing:750");
    expect(seen.get("envfile")).toBe("root:staffing:640");
    // One backup by hand (section 8), one before the upgrade (section 9).
    expect(Number(seen.get("backups"))).toBeGreaterThanOrEqual(2);
  });

  it("serves HTTPS through Caddy over HTTP/2 with HSTS, and redirects plain HTTP", () => {
    expect(seen.get("https_readyz"), tail()).toBe("2 200");
    expect(seen.get("hsts")).toBe("max-age=31536000; includeSubDomains");
    expect(seen.get("plain_http")).toBe(`308 https://${SITE}/auth`);
  });

  it("signs in the admin made in section 5 after the upgrade and the rollback, with a __Host- Secure cookie, seeing the client's own address", () => {
    expect(seen.get("login_status"), tail()).toBe("HTTP/2 200");
    const cookie = seen.get("login_cookie") ?? "";
    expect(cookie).toMatch(/^set-cookie: __Host-sid=…;/i);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    // Neither Caddy's 127.0.0.1 nor the X-Forwarded-For the client wrote (203.0.113.9).
    expect(seen.get("login_seen_from")).toBe("127.0.0.2");
  });

  it("serves /metrics on 127.0.0.1:9464 only, not through the site", () => {
    expect(Number(seen.get("metrics_port"))).toBeGreaterThan(0);
    expect(seen.get("metrics_public")).toBe("404");
  });

  it("restarts the app when it dies (Restart=on-failure) and stops it with systemctl stop", () => {
    expect(seen.get("restarted"), tail()).toBe("yes");
    expect(seen.get("stopped")).toBe("yes");
  });
});

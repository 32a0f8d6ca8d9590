#!/usr/bin/env node
/**
 * A stand-in for `systemctl`, for the deployment rehearsal (tests/reliability/deploy.test.ts)
 * on machines without systemd as PID 1 (containers, CI). It reads the same unit files systemd
 * would (/etc/systemd/system/NAME.service, else /lib/systemd/system/NAME.service, then the
 * drop-ins in /etc/systemd/system/NAME.service.d/*.conf in name order) and honours what decides
 * whether a service runs as docs/deploy.md says: User=, Group=, WorkingDirectory=, Environment=,
 * EnvironmentFile= (a missing file is an error unless written with "-"), ExecStart=,
 * StateDirectory= and StateDirectoryMode= (created under /var/lib, owned by the service's user),
 * AmbientCapabilities= (through setpriv), KillSignal=, TimeoutStopSec=, Restart=on-failure with
 * RestartSec=. systemd's HOME, USER, LOGNAME and SHELL come from the user's passwd entry.
 *
 * Not applied (they need systemd itself): the sandboxing options (ProtectSystem=, ReadWritePaths=,
 * SystemCallFilter=, MemoryMax=, …); `systemd-analyze verify` checks them in the rehearsal.
 *
 * Commands: daemon-reload, enable [--now] NAME, disable [--now] NAME, start NAME, stop NAME,
 * restart NAME, status NAME (exit 3 when not running), is-active NAME. State (pid files, the
 * services' output, which journalctl would show) lives in $FAKE_SYSTEMD_STATE (default
 * /run/fake-systemd). Exits 1 with a message on anything else.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const STATE = process.env.FAKE_SYSTEMD_STATE ?? "/run/fake-systemd";
const SERVICE_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";

/** @param {string} message */
function fail(message) {
  console.error(`systemctl (stand-in): ${message}`);
  process.exit(1);
}

/** @param {string} name a unit name with or without ".service" */
function unitName(name) {
  return name.endsWith(".service") ? name.slice(0, -".service".length) : name;
}

/**
 * The [Service] and [Unit] settings of a unit with its drop-ins applied: lists for settings that
 * accumulate (an empty assignment clears them, as in systemd), the last value for the others.
 * @param {string} name
 * @returns {Map<string, string[]>}
 */
function loadUnit(name) {
  const candidates = [`/etc/systemd/system/${name}.service`, `/lib/systemd/system/${name}.service`];
  const main = candidates.find((file) => fs.existsSync(file));
  if (!main) fail(`Unit ${name}.service not found.`);
  const dropInDir = `/etc/systemd/system/${name}.service.d`;
  const dropIns = fs.existsSync(dropInDir)
    ? fs
        .readdirSync(dropInDir)
        .filter((file) => file.endsWith(".conf"))
        .sort()
        .map((file) => path.join(dropInDir, file))
    : [];
  /** @type {Map<string, string[]>} */
  const settings = new Map();
  for (const file of [main, ...dropIns]) {
    const text = fs.readFileSync(file, "utf8").replace(/\\\n/g, " ");
    for (const raw of text.split("\n")) {
      const line = raw.trim();
      if (!line || line.startsWith("#") || line.startsWith(";") || line.startsWith("[")) continue;
      const equals = line.indexOf("=");
      if (equals < 0) continue;
      const key = line.slice(0, equals).trim();
      const value = line.slice(equals + 1).trim();
      if (value === "") settings.delete(key);
      else settings.set(key, [...(settings.get(key) ?? []), value]);
    }
  }
  return settings;
}

/** @param {Map<string, string[]>} unit @param {string} key */
function last(unit, key) {
  return unit.get(key)?.at(-1);
}

/**
 * Splits a command line or an Environment= value as systemd does: on spaces, with "double" and
 * 'single' quoted words.
 * @param {string} text
 */
function words(text) {
  const out = [];
  for (const match of text.matchAll(/"((?:[^"\\]|\\.)*)"|'([^']*)'|(\S+)/g)) {
    out.push(match[1] ?? match[2] ?? match[3] ?? "");
  }
  return out;
}

/** @param {string} user @returns {{ uid: number, gid: number, home: string, shell: string }} */
function passwd(user) {
  const found = spawnSync("getent", ["passwd", user], { encoding: "utf8" });
  const fields = found.stdout.trim().split(":");
  if (found.status !== 0 || fields.length < 7) fail(`No such user: ${user}.`);
  return {
    uid: Number(fields[2]),
    gid: Number(fields[3]),
    home: fields[5] ?? "/",
    shell: fields[6] ?? "/bin/sh",
  };
}

/** @param {string} group */
function groupId(group) {
  const found = spawnSync("getent", ["group", group], { encoding: "utf8" });
  if (found.status !== 0) fail(`No such group: ${group}.`);
  return Number(found.stdout.split(":")[2]);
}

/**
 * The environment the service starts with: systemd's own variables, then Environment=, then the
 * EnvironmentFile= files in order (later assignments win, as in systemd).
 * @param {Map<string, string[]>} unit
 */
function serviceEnvironment(unit) {
  /** @type {Record<string, string>} */
  const env = { PATH: SERVICE_PATH, LANG: "C.UTF-8" };
  const user = last(unit, "User");
  if (user) {
    const entry = passwd(user);
    Object.assign(env, { HOME: entry.home, USER: user, LOGNAME: user, SHELL: entry.shell });
  }
  const stateDirectory = last(unit, "StateDirectory");
  if (stateDirectory) env.STATE_DIRECTORY = path.join("/var/lib", stateDirectory);
  for (const value of unit.get("Environment") ?? []) {
    for (const assignment of words(value)) {
      const equals = assignment.indexOf("=");
      if (equals > 0) env[assignment.slice(0, equals)] = assignment.slice(equals + 1);
    }
  }
  for (const value of unit.get("EnvironmentFile") ?? []) {
    const optional = value.startsWith("-");
    const file = optional ? value.slice(1) : value;
    if (!fs.existsSync(file)) {
      if (optional) continue;
      fail(`Failed to load environment files: ${file} does not exist.`);
    }
    for (const raw of fs.readFileSync(file, "utf8").split("\n")) {
      const line = raw.trim();
      if (!line || line.startsWith("#") || line.startsWith(";")) continue;
      const equals = line.indexOf("=");
      if (equals <= 0) continue;
      let assigned = line.slice(equals + 1).trim();
      if (/^(["']).*\1$/.test(assigned)) assigned = assigned.slice(1, -1);
      env[line.slice(0, equals).trim()] = assigned;
    }
  }
  return env;
}

/** @param {string} name */
function pidFile(name) {
  return path.join(STATE, `${name}.pid`);
}

/** The running supervisor's pid, if any. @param {string} name */
function runningPid(name) {
  try {
    const pid = Number(fs.readFileSync(pidFile(name), "utf8"));
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

/**
 * Starts NAME: prepares its state directory and hands it to a detached supervisor (this script
 * with `__supervise`), which runs ExecStart and restarts it on failure.
 * @param {string} name
 */
function start(name) {
  if (runningPid(name)) return;
  const unit = loadUnit(name);
  if (!last(unit, "ExecStart")) fail(`${name}.service has no ExecStart=.`);
  const user = last(unit, "User");
  const stateDirectory = last(unit, "StateDirectory");
  if (stateDirectory) {
    const dir = path.join("/var/lib", stateDirectory);
    fs.mkdirSync(dir, { recursive: true });
    if (user) {
      const entry = passwd(user);
      const group = last(unit, "Group");
      fs.chownSync(dir, entry.uid, group ? groupId(group) : entry.gid);
    }
    fs.chmodSync(dir, Number.parseInt(last(unit, "StateDirectoryMode") ?? "0755", 8));
  }
  serviceEnvironment(unit); // fails here, as systemd would, on a missing EnvironmentFile=
  fs.mkdirSync(STATE, { recursive: true });
  const log = fs.openSync(path.join(STATE, `${name}.log`), "a");
  const supervisor = spawn(process.execPath, [process.argv[1] ?? "", "__supervise", name], {
    detached: true,
    stdio: ["ignore", log, log],
  });
  fs.writeFileSync(pidFile(name), String(supervisor.pid));
  supervisor.unref();
}

/**
 * The supervisor: runs ExecStart as the unit says, restarts it after RestartSec when it exits
 * with an error and Restart=on-failure, passes SIGTERM on and ends with it.
 * @param {string} name
 */
function supervise(name) {
  const unit = loadUnit(name);
  const [command = "", ...args] = words((last(unit, "ExecStart") ?? "").replace(/^[-@+!]+/, ""));
  const user = last(unit, "User");
  const group = last(unit, "Group");
  const caps = (unit.get("AmbientCapabilities") ?? [])
    .flatMap((value) => value.split(/\s+/))
    .filter(Boolean)
    .map((cap) => `+${cap.replace(/^CAP_/i, "").toLowerCase()}`)
    .join(",");
  const argv = user
    ? [
        "setpriv",
        `--reuid=${user}`,
        `--regid=${group ?? user}`,
        "--init-groups",
        ...(caps ? [`--inh-caps=${caps}`, `--ambient-caps=${caps}`] : []),
        "--",
        command,
        ...args,
      ]
    : [command, ...args];
  const restartMs = Number.parseFloat(last(unit, "RestartSec") ?? "0.1") * 1000;
  const killSignal = /** @type {NodeJS.Signals} */ (last(unit, "KillSignal") ?? "SIGTERM");
  let stopping = false;
  /** @type {import("node:child_process").ChildProcess | undefined} */
  let child;
  const run = () => {
    child = spawn(argv[0] ?? "", argv.slice(1), {
      cwd: last(unit, "WorkingDirectory") ?? "/",
      env: serviceEnvironment(unit),
      stdio: ["ignore", "inherit", "inherit"],
    });
    child.on("error", (error) => console.error(`${name}: ${error.message}`));
    child.on("exit", (code, signal) => {
      console.error(`${name}.service: main process exited, code=${code} signal=${signal}`);
      const failed = code !== 0;
      if (!stopping && failed && last(unit, "Restart") === "on-failure") {
        setTimeout(run, restartMs);
      } else {
        process.exit(0);
      }
    });
  };
  process.on("SIGTERM", () => {
    stopping = true;
    if (child && child.exitCode === null) child.kill(killSignal);
    else process.exit(0);
  });
  run();
}

/**
 * Stops NAME: KillSignal= to the main process, SIGKILL after TimeoutStopSec= (default 90 s).
 * @param {string} name
 */
function stop(name) {
  const pid = runningPid(name);
  if (!pid) return;
  const unit = loadUnit(name);
  const timeoutMs = Number.parseFloat(last(unit, "TimeoutStopSec") ?? "90") * 1000;
  process.kill(pid, "SIGTERM");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      fs.rmSync(pidFile(name), { force: true });
      return;
    }
    spawnSync("sleep", ["0.1"]);
  }
  // The supervisor's child is in its process group only when detached; kill both.
  spawnSync("pkill", ["-KILL", "-P", String(pid)]);
  process.kill(pid, "SIGKILL");
  fs.rmSync(pidFile(name), { force: true });
}

/** @param {string} name */
function status(name) {
  const unit = loadUnit(name);
  const pid = runningPid(name);
  console.log(`● ${name}.service - ${last(unit, "Description") ?? name}`);
  console.log(`     Active: ${pid ? "active (running)" : "inactive (dead)"}`);
  if (pid) {
    const children = spawnSync("pgrep", ["-P", String(pid)], { encoding: "utf8" }).stdout.trim();
    console.log(`   Main PID: ${children.split("\n")[0] || pid}`);
  }
  process.exit(pid ? 0 : 3);
}

const [command, ...rest] = process.argv.slice(2);
const now = rest.includes("--now");
const names = rest.filter((arg) => !arg.startsWith("-")).map(unitName);
switch (command) {
  case "__supervise":
    supervise(names[0] ?? "");
    break;
  case "daemon-reload":
    break;
  case "enable":
    if (now) for (const name of names) start(name);
    break;
  case "disable":
    if (now) for (const name of names) stop(name);
    break;
  case "start":
    for (const name of names) start(name);
    break;
  case "stop":
    for (const name of names) stop(name);
    break;
  case "restart":
    for (const name of names) {
      stop(name);
      start(name);
    }
    break;
  case "status":
    status(names[0] ?? "");
    break;
  case "is-active":
    process.exit(names.every((name) => runningPid(name)) ? 0 : 3);
    break;
  default:
    fail(`"${command}" is not one of the commands docs/deploy.md uses.`);
}

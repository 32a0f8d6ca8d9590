/**
 * Builds the product when there is no build, or when a source file is newer than the last build,
 * so `npm install && npm start` works on a fresh clone and never serves stale code.
 * Plain JavaScript: it runs before anything is compiled.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const stampFile = path.join(root, "dist", ".build-stamp");
const sources = [
  "src",
  "drizzle",
  "index.html",
  "vite.config.ts",
  "package-lock.json",
  "public",
  "scripts/build.ts",
  "scripts/prerender.ts",
  "scripts/precompress.ts",
];

function newestMtime(target) {
  let newest = 0;
  const stack = [target];
  while (stack.length > 0) {
    const current = stack.pop();
    let stat;
    try {
      stat = fs.statSync(current);
    } catch {
      continue;
    }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(current)) stack.push(path.join(current, entry));
    } else if (!/\.test\.tsx?$/.test(current)) {
      newest = Math.max(newest, stat.mtimeMs);
    }
  }
  return newest;
}

/** True when dist/ is missing or older than any source file. */
export function buildIsStale() {
  if (!fs.existsSync(stampFile)) return true;
  const built = fs.statSync(stampFile).mtimeMs;
  return sources.some((s) => newestMtime(path.join(root, s)) > built);
}

/** Runs `npm run build` if needed; exits the process when the build fails. */
export function ensureBuild() {
  if (!buildIsStale()) return;
  console.log("Building the product (first start or sources changed)...");
  const result = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/tsx/dist/cli.mjs"), path.join(root, "scripts/build.ts")],
    {
      cwd: root,
      stdio: "inherit",
    },
  );
  if (result.status !== 0) {
    console.error("The build failed; see the messages above.");
    process.exit(result.status ?? 1);
  }
}

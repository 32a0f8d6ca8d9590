/**
 * `npm run build`: the client with Vite into dist/client, the server bundled with esbuild into
 * dist/server/index.js (dependencies stay in node_modules), then a stamp file that
 * scripts/ensure-build.mjs compares against the sources.
 */
import fs from "node:fs";
import path from "node:path";
import { build as esbuild } from "esbuild";
import { build as viteBuild } from "vite";

const root = path.resolve(import.meta.dirname, "..");
const started = performance.now();
fs.rmSync(path.join(root, "dist"), { recursive: true, force: true });

await viteBuild({ root, logLevel: "warn", configFile: path.join(root, "vite.config.ts") });

await esbuild({
  entryPoints: [path.join(root, "src/server/index.ts")],
  outfile: path.join(root, "dist/server/index.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});

fs.writeFileSync(path.join(root, "dist/.build-stamp"), new Date().toISOString());
console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s`);

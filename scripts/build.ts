/**
 * `npm run build`: the client with Vite into dist/client; the SSR build of
 * src/client/entry-server.tsx into dist/ssr and the prerendered public pages into dist/pages
 * (scripts/prerender.ts, which reads Vite's manifest and then moves it out of the static root to
 * dist/client-manifest.json); brotli and gzip copies of the static files (scripts/precompress.ts);
 * the server bundled with esbuild into dist/server/index.js and its CSV export worker into
 * dist/server/export-worker.js (dependencies stay in node_modules);
 * then a stamp file that scripts/ensure-build.mjs compares against the sources.
 */
import fs from "node:fs";
import path from "node:path";
import { build as esbuild } from "esbuild";
import { build as viteBuild } from "vite";
import { precompressStaticFiles } from "./precompress";
import { prerenderPages } from "./prerender";

// Always a production build, also when started from a test runner that sets NODE_ENV=test
// (vitest does; Vite would then bundle React's development build).
process.env.NODE_ENV = "production";

const root = path.resolve(import.meta.dirname, "..");
const started = performance.now();
fs.rmSync(path.join(root, "dist"), { recursive: true, force: true });

const configFile = path.join(root, "vite.config.ts");
// The manifest (each chunk's file, imports and CSS) tells the prerender step what each page loads.
await viteBuild({ root, logLevel: "warn", configFile, build: { manifest: true } });
await viteBuild({
  root,
  logLevel: "warn",
  configFile,
  build: {
    ssr: "src/client/entry-server.tsx",
    outDir: "dist/ssr",
    emptyOutDir: true,
    copyPublicDir: false,
    // One Node bundle of the whole app, never sent to a browser: its size is not a concern.
    chunkSizeWarningLimit: 4096,
  },
});
const manifest = await prerenderPages(root);
console.log(
  `Prerendered ${manifest.pages.length} pages (${manifest.pages.filter((p) => p.indexable).length} indexable) and the 404 page`,
);

const compressed = await precompressStaticFiles(path.join(root, "dist", "client"));
console.log(
  `Precompressed ${compressed.files} static files (${Math.round(compressed.bytes / 1024)} kB, ${Math.round(compressed.brotliBytes / 1024)} kB as brotli)`,
);

// The server, and beside it the CSV export worker it starts (decision 0025).
await esbuild({
  entryPoints: {
    index: path.join(root, "src/server/index.ts"),
    "export-worker": path.join(root, "src/server/features/admin/export-worker.ts"),
    "pglite-thread": path.join(root, "src/server/db/pglite-thread.ts"),
  },
  outdir: path.join(root, "dist/server"),
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

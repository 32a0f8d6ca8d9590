/**
 * Vite configuration of the browser client (React 19 + Tailwind CSS 4).
 * The repository root is the Vite root: `index.html` loads `/src/client/main.tsx`.
 * In development `/api` is proxied to the API server on port 5000.
 * Test configuration lives in its own file (vitest.config.ts), not here.
 */
import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: "@", replacement: path.resolve(import.meta.dirname, "src") },
      // React 19 has useSyncExternalStore: wouter's React 17 shim need not ship.
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: path.resolve(
          import.meta.dirname,
          "src/client/lib/use-sync-external-store-shim.ts",
        ),
      },
    ],
  },
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    // Every browser we support preloads modules natively; the polyfill only added bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically goes into the entry chunk itself, instead of
          // half a dozen small shared chunks: one request and better compression at start-up
          // (docs/decisions/0007). Lazy chunks import what they share with it from there.
          groups: [{ name: "index", tags: ["$initial"] }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": {
        target: "http://localhost:5000",
        changeOrigin: true,
      },
    },
  },
});

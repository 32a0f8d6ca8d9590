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
    alias: {
      "@": path.resolve(import.meta.dirname, "src"),
    },
  },
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
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

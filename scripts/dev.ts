/**
 * `npm run dev`: the API server on PORT (default 5000), restarted on change by `tsx watch`, and
 * Vite's dev server with hot reload on http://localhost:5173, which proxies /api to the server.
 */
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const children = [
  spawn(bin("tsx"), ["watch", "--clear-screen=false", "src/server/index.ts"], {
    cwd: root,
    stdio: "inherit",
  }),
  spawn(bin("vite"), ["--port", "5173"], { cwd: root, stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children)
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });

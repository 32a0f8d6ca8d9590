/**
 * Runs a script of scripts/ (what `npm run <name>` runs) as a child process through tsx,
 * asynchronously, so an app or server in the test keeps answering meanwhile.
 */
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/** What a script printed and how it exited. */
export interface ScriptResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `scripts/<name>.ts` with `args`.
 * @param env the whole environment besides PATH (DATA_DIR, DATABASE_URL...): nothing of the
 *   test's own environment leaks into it
 */
export function runScript(
  name: string,
  args: string[],
  env: Record<string, string>,
): Promise<ScriptResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(root, "node_modules", ".bin", "tsx"),
      [path.join(root, "scripts", `${name}.ts`), ...args],
      {
        cwd: root,
        env: { PATH: process.env.PATH ?? "", ...env },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, stdout, stderr }));
  });
}

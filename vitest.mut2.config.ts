import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname, "src") } },
  test: {
    include: [
      "src/server/features/admin/csv.test.ts",
      "src/server/features/job-applications/*.test.ts",
      "src/server/features/auth/passwords.test.ts",
    ],
    environment: "node",
    testTimeout: 30_000,
  },
});

/** Builds the product once before the browser tests if the build is missing or stale. */
// @ts-expect-error plain JavaScript helper without types
import { ensureBuild } from "../../scripts/ensure-build.mjs";

export default function globalSetup(): void {
  ensureBuild();
}

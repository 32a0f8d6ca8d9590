// The embedded database's thread run from the TypeScript sources (tests, `npm run dev`): tsx
// compiles it in the thread. The build bundles pglite-thread.ts into dist/server/pglite-thread.js.
import { register } from "tsx/esm/api";

register();
await import("./pglite-thread.ts");

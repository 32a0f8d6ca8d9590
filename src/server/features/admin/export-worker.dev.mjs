// The export worker run from the TypeScript sources (tests, `npm run dev`): tsx compiles it in
// the worker's thread. The build bundles export-worker.ts into dist/server/export-worker.js.
import { register } from "tsx/esm/api";

register();
await import("./export-worker.ts");

/** `npm start`: builds if needed, then runs the server from dist/ (see README "Configuration"). */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBuild, root } from "./ensure-build.mjs";

ensureBuild();
await import(pathToFileURL(path.join(root, "dist", "server", "index.js")).href);

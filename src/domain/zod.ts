/**
 * Zod for the shared domain schemas, configured for where it runs. In a browser it is
 * `jitless`: Zod otherwise probes `new Function("")` to decide whether it may compile fast
 * parsers, and our Content-Security-Policy (script-src 'self', no 'unsafe-eval'; ASVS 3.4.3)
 * blocks and reports that probe as a violation even though Zod catches the error. On the server
 * (no `window`) Zod keeps its compiled parsers.
 */
import { z } from "zod";

if (typeof window !== "undefined") z.config({ jitless: true });

export { z };

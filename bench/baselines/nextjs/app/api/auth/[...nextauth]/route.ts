/** Auth.js's own endpoints (/api/auth/session, /api/auth/signout, ...), as its docs mount them. */
import { handlers } from "../../../../auth";

export const { GET, POST } = handlers;

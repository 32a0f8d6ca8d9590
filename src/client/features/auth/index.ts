/**
 * The auth feature's public surface for the session: the session store, the hook with the auth
 * actions and the route guard. The login and register forms (components/) are imported by the
 * /auth page only, so other pages never load form code.
 */
export { ProtectedRoute } from "./components/protected-route";
export { type AuthContextValue, useAuth } from "./hooks/use-auth";
export {
  getSession,
  onUserChange,
  refreshSession,
  type Session,
  setSessionUser,
  startSession,
  useSession,
} from "./session";

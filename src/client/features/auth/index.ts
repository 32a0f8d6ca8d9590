/**
 * The auth feature's public surface for the session: provider, hook and route guard.
 * The login and register forms are in `./forms` so public pages do not load form code.
 */
export { userQueryKey } from "./api/get-user";
export { ProtectedRoute } from "./components/protected-route";
export { type AuthContextValue, AuthProvider, useAuth } from "./hooks/use-auth";

/**
 * The auth context (spec sections 4, 7 and 8): who is signed in, and the login, register and
 * logout mutations with the spec's toasts.
 */
import {
  type UseMutationResult,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { createContext, type ReactNode, useContext } from "react";
import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api";
import type { User } from "@/domain/api-types";
import type { LoginInput, Register } from "@/domain/auth";
import { getUserQueryOptions, userQueryKey } from "../api/get-user";
import { login } from "../api/login";
import { logout } from "../api/logout";
import { register } from "../api/register";

export interface AuthContextValue {
  /** The signed-in user, or null. */
  user: User | null;
  /** True while the first GET /api/user is in flight. */
  isLoading: boolean;
  /** A failure of GET /api/user other than 401. */
  error: Error | null;
  loginMutation: UseMutationResult<User, Error, LoginInput>;
  registerMutation: UseMutationResult<User, Error, Register>;
  logoutMutation: UseMutationResult<void, Error, void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * Provides {@link useAuth} to the app. Needs a QueryClientProvider above it.
 * On sign-in and sign-out every cached portal answer is dropped, so one person never sees
 * another's data on a shared computer.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const userQuery = useQuery(getUserQueryOptions());

  const dropPortalData = () =>
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });

  const loginMutation = useMutation<User, Error, LoginInput>({
    mutationFn: login,
    onSuccess: (user) => {
      dropPortalData();
      queryClient.setQueryData(userQueryKey, user);
      toast({ title: "Login successful", description: `Welcome back, ${user.fullName}!` });
    },
    onError: (error) => {
      toast({ title: "Login failed", description: errorMessage(error), variant: "destructive" });
    },
  });

  const registerMutation = useMutation<User, Error, Register>({
    mutationFn: register,
    onSuccess: (user) => {
      dropPortalData();
      queryClient.setQueryData(userQueryKey, user);
      toast({ title: "Registration successful", description: `Welcome, ${user.fullName}!` });
    },
    onError: (error) => {
      toast({
        title: "Registration failed",
        description: errorMessage(error),
        variant: "destructive",
      });
    },
  });

  const logoutMutation = useMutation<void, Error, void>({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.setQueryData(userQueryKey, null);
      dropPortalData();
      toast({ title: "Logged out", description: "You have been successfully logged out." });
    },
    onError: (error) => {
      toast({ title: "Logout failed", description: errorMessage(error), variant: "destructive" });
    },
  });

  return (
    <AuthContext.Provider
      value={{
        user: userQuery.data ?? null,
        isLoading: userQuery.isLoading,
        error: userQuery.error,
        loginMutation,
        registerMutation,
        logoutMutation,
      }}
    >
      {children}
    </AuthContext.Provider>
  );
}

/**
 * The signed-in user and the auth mutations.
 * @throws when used outside {@link AuthProvider}.
 */
export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used inside <AuthProvider>");
  return context;
}

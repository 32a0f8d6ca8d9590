/**
 * The signed-in user and the login, register and logout actions with the spec's toasts
 * (spec sections 4, 7 and 8). The user lives in the session store (../session.ts); the actions
 * update it, and a change of user drops every cached portal answer (lib/query-client.ts).
 */
import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api";
import { type Action, useAction } from "@/client/lib/use-action";
import type { User } from "@/domain/api/user";
import type { LoginInput, Register } from "@/domain/auth";
import { login } from "../api/login";
import { logout } from "../api/logout";
import { register } from "../api/register";
import { type Session, setSessionUser, useSession } from "../session";

export interface AuthContextValue extends Session {
  loginMutation: Action<LoginInput, User>;
  registerMutation: Action<Register, User>;
  logoutMutation: Action<void, void>;
}

/** The signed-in user (see {@link useSession}) and the auth actions. */
export function useAuth(): AuthContextValue {
  const session = useSession();

  const loginMutation = useAction<LoginInput, User>(login, {
    onSuccess: (user) => {
      setSessionUser(user);
      toast({ title: "Login successful", description: `Welcome back, ${user.fullName}!` });
    },
    onError: (error) => {
      toast({ title: "Login failed", description: errorMessage(error), variant: "destructive" });
    },
  });

  const registerMutation = useAction<Register, User>(register, {
    onSuccess: (user) => {
      setSessionUser(user);
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

  const logoutMutation = useAction<void, void>(logout, {
    onSuccess: () => {
      setSessionUser(null);
      toast({ title: "Logged out", description: "You have been successfully logged out." });
    },
    onError: (error) => {
      toast({ title: "Logout failed", description: errorMessage(error), variant: "destructive" });
    },
  });

  return { ...session, loginMutation, registerMutation, logoutMutation };
}

import type { ReactNode } from "react";
import { Toaster } from "@/client/components/ui/toaster";

/**
 * Everything the app needs around it: the toast region. The signed-in user is a store of its own
 * (features/auth/session.ts), and portal pages bring their TanStack Query provider with them
 * (app/portal-queries.tsx).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}

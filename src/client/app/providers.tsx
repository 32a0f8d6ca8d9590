import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Toaster } from "@/client/components/ui/toaster";
import { AuthProvider } from "@/client/features/auth";

/**
 * Everything the app needs around it: TanStack Query, the auth context and the toast region.
 * @param queryClient one per browser page, or a fresh one per prerendered page.
 */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}

import { lazy, type ReactNode, Suspense } from "react";
import { useToastShown } from "@/client/hooks/toast-signal";

// The toast region (Radix Toast) is loaded with the first toast, so public pages start without it
// (docs/decisions/0008); once shown it stays mounted.
const Toaster = lazy(() =>
  import("@/client/components/ui/toaster").then((module) => ({ default: module.Toaster })),
);

/** Mounts the toast region once there is a first toast. */
function ToastRegion() {
  return useToastShown() ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/**
 * Everything the app needs around it: the toast region. The signed-in user is a store of its own
 * (features/auth/session.ts), and portal pages bring their TanStack Query provider with them
 * (app/portal-queries.tsx).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ToastRegion />
    </>
  );
}

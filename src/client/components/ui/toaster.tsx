import { useToast } from "@/client/hooks/use-toast";
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from "@/domain/constants";
import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from "./toast";

/**
 * Renders the current toasts (spec section 9): at most one at a time, shown for 5000 ms,
 * swipe right by 50 px to dismiss, F8 moves focus to the toast region.
 * Mount once, near the root.
 */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastProvider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map(({ id, title, description, action, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={["F8"]} />
    </ToastProvider>
  );
}

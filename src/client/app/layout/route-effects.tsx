import { useEffect } from "react";
import { useLocation } from "wouter";
import { scrollToHash } from "@/client/components/hash-link";

/** Whether the app's first render has run (the URL the page was opened at is the browser's). */
let initialUrlHandled = false;

/**
 * After each client-side navigation: scrolls to the URL's hash target (e.g. /#contact), also
 * when it appears only once the page's code has loaded, or to the top, and moves keyboard focus
 * to the main region so screen-reader users hear the new page. The first render of the app is
 * left alone (the browser handles the initial URL).
 *
 * Each frame (site-layout.tsx, portal-frame.tsx) renders it, so it mounts again when a navigation
 * crosses frames (signing in, leaving the portal for the home page): "first" is therefore the
 * app's first render, kept outside the component, and a later mount is handled as a navigation.
 */
export function RouteEffects() {
  const [location] = useLocation();

  useEffect(() => {
    // Re-run on every path change; the path itself is read from window.location.
    void location;
    if (!initialUrlHandled) {
      initialUrlHandled = true;
      if (window.location.hash) {
        requestAnimationFrame(() => scrollToHash(window.location.hash));
      }
      return;
    }
    const hash = window.location.hash;
    const main = document.getElementById("main-content");
    // A page whose code is still loading (pages are code-split) shows its anchor later: scroll
    // there once it appears, unless the visitor has moved on.
    let observer: MutationObserver | undefined;
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const stopWaiting = () => {
      observer?.disconnect();
      clearTimeout(timeout);
    };
    const frame = requestAnimationFrame(() => {
      if (!(hash && scrollToHash(hash))) {
        window.scrollTo(0, 0);
        if (hash && main) {
          observer = new MutationObserver(() => {
            if (scrollToHash(hash)) stopWaiting();
          });
          observer.observe(main, { childList: true, subtree: true });
          timeout = setTimeout(stopWaiting, 10_000);
        }
      }
      main?.focus({ preventScroll: true });
    });
    return () => {
      cancelAnimationFrame(frame);
      stopWaiting();
    };
  }, [location]);

  return null;
}

import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { scrollToHash } from "@/client/components/hash-link";

/**
 * After each client-side navigation: scrolls to the URL's hash target (e.g. /#contact), also
 * when it appears only once the page's code has loaded, or to the top, and moves keyboard focus
 * to the main region so screen-reader users hear the new page. The first render is left alone
 * (the browser handles the initial URL).
 */
export function RouteEffects() {
  const [location] = useLocation();
  const first = useRef(true);

  useEffect(() => {
    // Re-run on every path change; the path itself is read from window.location.
    void location;
    if (first.current) {
      first.current = false;
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

import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { scrollToHash } from "@/client/components/hash-link";

/**
 * After each client-side navigation: scrolls to the URL's hash target (e.g. /#contact) or to
 * the top, and moves keyboard focus to the main region so screen-reader users hear the new
 * page. The first render is left alone (the browser handles the initial URL).
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
    requestAnimationFrame(() => {
      if (!(hash && scrollToHash(hash))) window.scrollTo(0, 0);
      document.getElementById("main-content")?.focus({ preventScroll: true });
    });
  }, [location]);

  return null;
}

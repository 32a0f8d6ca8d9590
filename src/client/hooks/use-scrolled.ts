import { useEffect, useState } from "react";

/**
 * Whether the page has scrolled past `threshold` pixels. Starts false (also on the server, so
 * prerendered HTML and the first client render agree) and updates on scroll.
 */
export function useScrolled(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

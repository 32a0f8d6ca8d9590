import type { ComponentProps, MouseEvent } from "react";
import { useLocation } from "wouter";

/**
 * Scrolls to the element a hash names ("#services"); returns whether it was found.
 * The page's CSS makes this smooth (unless the visitor prefers reduced motion) and stops it
 * below the fixed header (`scroll-padding-top` on the root element).
 */
export function scrollToHash(hash: string): boolean {
  const id = decodeURIComponent(hash.replace(/^#/, ""));
  if (!id) return false;
  const element = document.getElementById(id);
  if (!element) return false;
  element.scrollIntoView({ block: "start" });
  return true;
}

/**
 * A link to a section of a page, e.g. `/#services`. On that page it scrolls to the section
 * without a reload; elsewhere it navigates client-side and the layout scrolls once the page
 * renders. It is a real `<a href>`, so it works without JavaScript and in new tabs.
 * Changing the hash with `history.pushState` fires no `hashchange`, so this link fires one
 * itself: sections that react to the hash (the contact tabs) see link clicks like typed URLs.
 * @param to a path with a hash, e.g. "/#contact".
 */
export function HashLink({ to, onClick, ...props }: ComponentProps<"a"> & { to: string }) {
  const [location, navigate] = useLocation();
  const hashIndex = to.indexOf("#");
  const path = hashIndex >= 0 ? to.slice(0, hashIndex) || "/" : to;
  const hash = hashIndex >= 0 ? to.slice(hashIndex) : "";

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    event.preventDefault();
    if (location === path) {
      const oldURL = window.location.href;
      window.history.pushState(window.history.state, "", to);
      window.dispatchEvent(
        new HashChangeEvent("hashchange", { oldURL, newURL: window.location.href }),
      );
      scrollToHash(hash);
    } else {
      navigate(to);
    }
  };

  return <a href={to} onClick={handleClick} {...props} />;
}

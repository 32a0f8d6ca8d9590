/**
 * The first focusable element of every frame: a link to the main region, hidden until focused
 * (WCAG 2.4.1 Bypass Blocks). Both frames (site-layout.tsx, portal-frame.tsx) render it before
 * their header and give their `<main>` the id `main-content`.
 */
export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to main content
    </a>
  );
}

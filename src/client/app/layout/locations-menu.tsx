/**
 * The header's Locations menu: "Florida Locations", the nine city pages and the /locations hub.
 *
 * Before and without scripts it is a native disclosure (`<details>`/`<summary>`): the prerendered
 * page opens it on click, Enter or Space with no JavaScript, and its panel holds the same links,
 * so a visitor on a slow phone, or with scripts off, reaches a city page from the header
 * (docs/decisions/0009: scripts start only after the first paint). Hydration renders that same
 * markup (no mismatch), then an effect swaps in the menu below, open if the visitor had opened the
 * disclosure meanwhile.
 *
 * Once scripts run it is the WAI-ARIA menu button pattern. It replaces a Radix DropdownMenu, whose
 * positioning and focus libraries made up a fifth of every public page's start-up JavaScript
 * (docs/decisions/0008); it keeps what that offered here: the button opens it (click, Enter,
 * Space, Arrow Down; Arrow Up opens on the last item), arrow keys, Home, End and the first letter
 * move between items, Escape closes it and returns to the button, Tab, a click outside or focus
 * leaving it closes it. The items are ordinary links.
 */

import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { Link } from "wouter";
import { ChevronDown } from "@/client/components/icons/chevron-down";
import { MapPin } from "@/client/components/icons/map-pin";
import { cx } from "@/client/lib/cx";
import { cities } from "@/content/site";
import { paths } from "@/domain/paths";

type Target = "first" | "last" | "menu";

/** The menu's cities, in order. */
function itemsOf(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
}

const panelClass =
  "absolute top-full left-0 z-50 mt-1.5 w-60 rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg outline-none";
const itemClass =
  "relative flex items-center gap-2 rounded-md px-2 py-2 text-sm outline-none select-none focus:bg-accent focus:text-accent-foreground";

/** The panel's content: the heading, the nine cities and the hub, as links made by `link`. */
function MenuItems({
  link,
}: {
  link: (href: string, key: string, children: ReactNode) => ReactNode;
}) {
  return (
    <>
      <div className="px-2 py-1.5 text-sm font-semibold">Florida Locations</div>
      <hr className="-mx-1 my-1 border-border" />
      {cities.map((city) =>
        link(
          paths.locations.place.href(city.slug),
          city.slug,
          <>
            <MapPin className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            {city.name}
          </>,
        ),
      )}
      <hr className="-mx-1 my-1 border-border" />
      {link(paths.locations.hub.href(), "all", <span className="font-medium">All locations</span>)}
    </>
  );
}

export function LocationsMenu({ triggerClassName }: { triggerClassName: string }) {
  const id = useId();
  /** False in the prerendered markup and while hydrating it: the native disclosure is shown. */
  const [scripted, setScripted] = useState(false);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState<Target>("menu");
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const show = (target: Target) => {
    setFocusOnOpen(target);
    setOpen(true);
  };

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  // Scripts run: the menu button takes over, open when the disclosure was opened before.
  useEffect(() => {
    if (detailsRef.current?.open) setOpen(true);
    setScripted(true);
  }, []);

  // Once open: focus the first or last city, or the menu itself (opened with the pointer).
  useEffect(() => {
    if (!open) return;
    const all = itemsOf(menuRef.current);
    const target =
      focusOnOpen === "first" ? all[0] : focusOnOpen === "last" ? all.at(-1) : menuRef.current;
    target?.focus();
  }, [open, focusOnOpen]);

  // A press outside, or focus moving outside, closes it.
  useEffect(() => {
    if (!open) return;
    const onOutside = (event: Event) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onOutside);
    document.addEventListener("focusin", onOutside);
    return () => {
      document.removeEventListener("pointerdown", onOutside);
      document.removeEventListener("focusin", onOutside);
    };
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "Enter" || event.key === " " || event.key === "ArrowDown") {
      event.preventDefault();
      show("first");
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      show("last");
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = itemsOf(menuRef.current);
    const index = all.indexOf(document.activeElement as HTMLElement);
    let next: HTMLElement | undefined;
    if (event.key === "ArrowDown") next = all[Math.min(index + 1, all.length - 1)];
    else if (event.key === "ArrowUp")
      next = all[index < 0 ? all.length - 1 : Math.max(index - 1, 0)];
    else if (event.key === "Home") next = all[0];
    else if (event.key === "End") next = all.at(-1);
    else if (event.key === "Escape") {
      event.preventDefault();
      close(true);
      return;
    } else if (event.key === "Tab") {
      // Tab goes on from the button, to the next link of the header.
      close(true);
      return;
    } else if (event.key.length === 1 && /\S/.test(event.key)) {
      const letter = event.key.toLowerCase();
      const after = [...all.slice(index + 1), ...all.slice(0, index + 1)];
      next = after.find((item) => item.textContent?.trim().toLowerCase().startsWith(letter));
    }
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  // Like a native menu, the pointer highlights what it is over.
  const onItemPointerMove = (event: PointerEvent<HTMLAnchorElement>) => {
    if (document.activeElement !== event.currentTarget) event.currentTarget.focus();
  };

  const trigger = (
    <>
      Locations
      <ChevronDown className="size-4 opacity-60" aria-hidden="true" />
    </>
  );

  if (!scripted) {
    return (
      <details ref={detailsRef} className="relative">
        <summary
          className={cx(
            triggerClassName,
            "inline-flex cursor-pointer list-none items-center gap-1 [&::-webkit-details-marker]:hidden",
          )}
        >
          {trigger}
        </summary>
        <div className={panelClass}>
          <MenuItems
            link={(href, key, children) => (
              <a key={key} href={href} className={cx(itemClass, "hover:bg-accent")}>
                {children}
              </a>
            )}
          />
        </div>
      </details>
    );
  }

  return (
    <div ref={wrapperRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        data-state={open ? "open" : "closed"}
        className={cx(triggerClassName, "inline-flex items-center gap-1")}
        onClick={() => (open ? close(false) : show("menu"))}
        onKeyDown={onButtonKeyDown}
      >
        {trigger}
      </button>
      <div
        ref={menuRef}
        id={`${id}-menu`}
        role="menu"
        aria-labelledby={`${id}-button`}
        tabIndex={-1}
        hidden={!open}
        data-state={open ? "open" : "closed"}
        onKeyDown={onMenuKeyDown}
        className={cx(panelClass, "data-[state=open]:animate-pop-in")}
      >
        <MenuItems
          link={(href, key, children) => (
            <Link
              key={key}
              href={href}
              role="menuitem"
              tabIndex={-1}
              onClick={() => setOpen(false)}
              onPointerMove={onItemPointerMove}
              className={cx(itemClass, "cursor-default")}
            >
              {children}
            </Link>
          )}
        />
      </div>
    </div>
  );
}

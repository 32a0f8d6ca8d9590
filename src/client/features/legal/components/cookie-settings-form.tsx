import { useEffect, useState } from "react";
import { Lock } from "@/client/components/icons/lock";
import { buttonVariants } from "@/client/components/ui/button-variants";
import { Field, FieldControl, FieldDescription, FieldLabel } from "@/client/components/ui/field";
import { toast } from "@/client/hooks/use-toast";
import { cx } from "@/client/lib/cx";
import {
  type CookieCategory,
  cookieCategories,
  cookieSettingsIntro,
} from "@/content/cookie-settings";
import {
  allCookiePreferences,
  type CookiePreferences,
  defaultCookiePreferences,
  essentialOnlyPreferences,
  readCookiePreferences,
  saveCookiePreferences,
} from "../lib/cookie-preferences";

/** One category: its title, description and switch (locked on for necessary cookies). */
function CookieCategoryRow({
  category,
  checked,
  onCheckedChange,
}: {
  category: CookieCategory;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const state = checked ? "checked" : "unchecked";
  return (
    <li>
      <Field
        described
        classes="flex items-start justify-between gap-6 rounded-xl border bg-card p-5 shadow-sm"
      >
        <div>
          <FieldLabel classes="flex items-center gap-2 font-semibold text-navy">
            {category.title}
            {category.locked ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">
                <Lock className="size-3" aria-hidden="true" />
                Always on
              </span>
            ) : null}
          </FieldLabel>
          <FieldDescription classes="mt-1 text-sm text-muted-foreground">
            {category.description}
          </FieldDescription>
        </div>
        {/* The WAI-ARIA switch: a button with role="switch" and aria-checked (as Radix's Switch
            renders it, without its code). */}
        <FieldControl>
          <button
            type="button"
            role="switch"
            aria-checked={checked}
            data-state={state}
            disabled={category.locked}
            onClick={() => onCheckedChange(!checked)}
            data-category={category.id}
            className={cx(
              "peer mt-1 inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed data-[state=checked]:bg-primary data-[state=unchecked]:bg-input",
              category.locked && "disabled:opacity-70",
            )}
          >
            <span
              data-state={state}
              className="pointer-events-none block size-5 rounded-full bg-white shadow-md ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0"
            />
          </button>
        </FieldControl>
      </Field>
    </li>
  );
}

/**
 * The Cookie Settings form (spec section 2): four switches with the spec's defaults (necessary
 * on and locked, functional on, analytics on, marketing off), then Accept Essential Only, Accept
 * All and Save Preferences. Each button saves the choice in a first-party cookie (no server call)
 * and shows "Cookie preferences saved"; the saved choice is shown again on the next visit.
 */
export function CookieSettingsForm() {
  const [preferences, setPreferences] = useState<CookiePreferences>(defaultCookiePreferences);

  // The cookie is read after mounting: the page is prerendered with the defaults.
  useEffect(() => {
    const saved = readCookiePreferences();
    if (saved) setPreferences(saved);
  }, []);

  const save = (next: CookiePreferences) => {
    setPreferences(next);
    saveCookiePreferences(next);
    toast({
      title: "Cookie preferences saved",
      description: "Your cookie settings have been updated successfully.",
    });
  };

  return (
    <div className="mt-10">
      <ul className="space-y-4">
        {cookieCategories.map((category) => (
          <CookieCategoryRow
            key={category.id}
            category={category}
            checked={category.locked ? true : preferences[category.id]}
            onCheckedChange={(checked) =>
              setPreferences((current) => ({ ...current, [category.id]: checked }))
            }
          />
        ))}
      </ul>
      <p className="mt-6 text-sm text-muted-foreground">{cookieSettingsIntro.note}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          className={buttonVariants({ variant: "outline" })}
          onClick={() => save(essentialOnlyPreferences)}
        >
          Accept Essential Only
        </button>
        <button
          type="button"
          className={buttonVariants({ variant: "secondary" })}
          onClick={() => save(allCookiePreferences)}
        >
          Accept All
        </button>
        <button type="button" className={buttonVariants()} onClick={() => save(preferences)}>
          Save Preferences
        </button>
      </div>
    </div>
  );
}

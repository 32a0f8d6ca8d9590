/**
 * No document the server sends before any script runs can put a password into a URL (OWASP ASVS
 * 14.2.1): a form with a password field must submit by POST, and none of its submit buttons may
 * override that with `formmethod`. Read from the build the global setup made: every page of
 * dist/pages/manifest.json, each page's message document (e.g. /auth?error=…), the 404 page and
 * the app shell. Chromium parses each document with scripts off, so the forms are exactly the
 * ones a visitor gets before hydration (a GET form's fields go into the address bar, history and
 * every log on the way).
 */
import fs from "node:fs";
import path from "node:path";
import { prerenderedPageFiles } from "../../bench/lib/page-bytes";
import type { PagesManifest } from "../../src/server/plugins/pages";
import { expect, test } from "./fixtures/test";

const dist = path.resolve(import.meta.dirname, "../../dist");
const manifest = JSON.parse(
  fs.readFileSync(path.join(dist, "pages", "manifest.json"), "utf8"),
) as PagesManifest;

/** Every HTML document of the build, relative to dist/. */
const documents = [
  ...new Set([
    ...manifest.pages.flatMap((page) => [
      `pages/${page.file}`,
      ...(page.message ? [`pages/${page.message.file}`] : []),
    ]),
    `pages/${manifest.notFound}`,
    ...prerenderedPageFiles(dist).map((file) => `pages/${file}`),
    "client/index.html",
  ]),
].sort();

test.use({ javaScriptEnabled: false });

test("every form with a password field in the built pages submits by POST", async ({ page }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  let passwordFields = 0;
  for (const file of documents) {
    await page.setContent(fs.readFileSync(path.join(dist, file), "utf8"));
    const found = await page.evaluate(() => {
      const issues: string[] = [];
      const fields = [...document.querySelectorAll("input")].filter(
        (input) => input.type === "password",
      );
      for (const input of fields) {
        const form = input.form;
        // A field in no form is never submitted by the browser.
        if (!form) continue;
        const name = `form[action="${form.getAttribute("action") ?? ""}"] (field "${input.name}")`;
        if (form.method !== "post") issues.push(`${name} submits by ${form.method.toUpperCase()}`);
        for (const control of form.elements) {
          const button = control as HTMLButtonElement | HTMLInputElement;
          const submits = button.type === "submit" || button.type === "image";
          if (submits && button.hasAttribute("formmethod") && button.formMethod !== "post") {
            issues.push(`${name}: a submit button sends it by ${button.formMethod.toUpperCase()}`);
          }
        }
      }
      return { count: fields.length, issues };
    });
    passwordFields += found.count;
    problems.push(...found.issues.map((issue) => `${file}: ${issue}`));
  }
  expect(problems).toEqual([]);
  // /auth and its message document each have the Login form's password field: the check ran.
  expect(passwordFields).toBeGreaterThanOrEqual(2);
  expect(documents).toContain("pages/auth.html");
  expect(documents).toContain("pages/auth.error.html");
});

/**
 * Every document the server sends as HTML is valid HTML by html-validate's standard rules
 * (.htmlvalidate.json): each prerendered page of dist/pages/manifest.json and its message
 * variant, the 404 page, and the app shell (dist/client/index.html) that the portal and the
 * admin console start from; and the pages the server renders on request (the job board, a
 * posting, a closed posting's 410 page, a city page with its open jobs filled in). Invalid markup (a <figcaption> outside its <figure>, a <li> outside a
 * list) is parsed differently by browsers and assistive technology than it reads in the source.
 *
 * It lives in the browser suite because that suite builds first (global-setup.ts): the documents
 * are those of the current sources, and a missing build fails here instead of passing unseen.
 */
import fs from "node:fs";
import path from "node:path";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { createAdmin, setUpPortalServer } from "./fixtures/portal";
import { expect, test } from "./fixtures/test";

const root = path.resolve(import.meta.dirname, "../..");

/** The part of dist/pages/manifest.json read here (schema: src/server/plugins/pages.ts). */
interface PagesManifest {
  pages: Array<{ path: string; file: string; message?: { file: string } }>;
  notFound: string;
}

/** The HTML documents of the build, relative to the repository root. */
function builtDocuments(): string[] {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(root, "dist/pages/manifest.json"), "utf8"),
  ) as PagesManifest;
  return [
    ...manifest.pages.flatMap((page) => [page.file, ...(page.message ? [page.message.file] : [])]),
    manifest.notFound,
  ]
    .map((file) => path.join("dist/pages", file))
    .concat("dist/client/index.html");
}

test("every prerendered page, the 404 page and the app shell are valid HTML", async () => {
  const documents = builtDocuments();
  expect(documents).toContain("dist/pages/index.html");
  expect(documents).toContain("dist/pages/404.html");
  // The project's .htmlvalidate.json, found from each file's folder up, over an empty base (the
  // API's default base is the "recommended" preset, which the file would only add to).
  const validator = new HtmlValidate(new FileSystemConfigLoader({ extends: [] }));
  const problems: string[] = [];
  for (const file of documents) {
    const report = await validator.validateFile(path.join(root, file));
    for (const result of report.results) {
      for (const message of result.messages) {
        problems.push(
          `${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`,
        );
      }
    }
  }
  expect(problems).toEqual([]);
});

const server = setUpPortalServer();

test("the job board's server-rendered pages and a city page with its jobs are valid HTML", async () => {
  const admin = await createAdmin(server);
  const publish = async (title: string) => {
    const response = await admin.api.post(`${server.url}/api/admin/jobs`, {
      data: {
        title,
        description: "Keep the grounds, pool deck and entry beds of a 200-home community tidy.",
        staffType: "groundskeeping",
        city: "Naples",
        employmentType: "FULL_TIME",
        payMin: 17.5,
        payMax: 20,
        schedule: "Monday to Friday, 7:00 to 3:30",
        startDate: "2099-01-05",
        validThrough: "2099-12-31",
      },
    });
    expect(response.status()).toBe(201);
    return (await response.json()) as { id: number; url: string };
  };
  const open = await publish("Groundskeeper & Pool Attendant");
  const closed = await publish("Groundskeeper");
  await admin.api.post(`${server.url}/api/admin/jobs/${closed.id}/close`);
  const validator = new HtmlValidate(new FileSystemConfigLoader({ extends: [] }));
  const problems: string[] = [];
  for (const url of [
    "/jobs",
    "/jobs?city=naples&staffType=groundskeeping",
    open.url,
    closed.url,
    "/locations/naples",
  ]) {
    const html = await (await admin.api.get(`${server.url}${url}`)).text();
    const report = await validator.validateString(html, path.join(root, "dist/pages/index.html"));
    for (const result of report.results) {
      for (const message of result.messages) {
        problems.push(
          `${url}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`,
        );
      }
    }
  }
  await admin.api.dispose();
  expect(problems).toEqual([]);
});

/**
 * The no-JavaScript path of the public forms on its own (docs/decisions/0005-no-js-forms.md):
 * how a native post is recognised, how its fields are mapped, the honeypot, the error page and
 * the per-address limit (OWASP ASVS 2.4.1). The forms themselves, through the whole app, are
 * tested in tests/api/public-forms-native.test.ts.
 */
import { Writable } from "node:stream";
import formbody from "@fastify/formbody";
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { site } from "../../../content/site";
import { HttpError } from "../../plugins/error-handler";
import {
  describeFormError,
  escapeHtml,
  formFieldsHook,
  formFieldsToInput,
  HONEYPOT_FIELD,
  honeypotFilled,
  isFormBody,
  isNativeFormPost,
  nativeFormErrorHandler,
  publicFormRateLimit,
  refererPath,
  renderFormErrorPage,
} from "./native-forms";

/** A request with these headers (the functions under test read nothing else). */
const withHeaders = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;

describe("publicFormRateLimit", () => {
  it("allows the configured number of posts per 10 minutes", () => {
    expect(publicFormRateLimit({ rateLimitPublicFormsPer10Min: 7 })).toEqual({
      max: 7,
      timeWindow: "10 minutes",
    });
  });
});

describe("isFormBody and isNativeFormPost", () => {
  const urlencoded = "application/x-www-form-urlencoded";

  it("recognise form-encoded and multipart bodies, in any letter case", () => {
    for (const type of [
      urlencoded,
      `${urlencoded}; charset=UTF-8`,
      "multipart/form-data; boundary=----x",
      "Multipart/Form-Data; boundary=x",
      "APPLICATION/X-WWW-FORM-URLENCODED",
    ]) {
      expect(isFormBody(withHeaders({ "content-type": type })), type).toBe(true);
    }
    for (const type of ["application/json", "text/plain", "text/form-data", ""]) {
      expect(isFormBody(withHeaders({ "content-type": type })), type).toBe(false);
    }
    expect(isFormBody(withHeaders({}))).toBe(false);
  });

  it("treat a form body as native unless the caller asks for JSON", () => {
    const post = (accept?: string) =>
      isNativeFormPost(
        withHeaders({ "content-type": urlencoded, ...(accept === undefined ? {} : { accept }) }),
      );
    expect(post("text/html,application/xhtml+xml,*/*;q=0.8")).toBe(true);
    expect(post()).toBe(true);
    expect(post("application/json")).toBe(false);
    expect(post("text/plain, Application/JSON")).toBe(false);
    expect(isNativeFormPost(withHeaders({ "content-type": "application/json" }))).toBe(false);
    expect(isNativeFormPost(withHeaders({ accept: "text/html" }))).toBe(false);
  });
});

describe("formFieldsToInput", () => {
  it("drops empty fields, the honeypot and the listed fields, and keeps the first of repeated ones", () => {
    expect(
      formFieldsToInput(
        {
          companyName: "Palm Harbor Flats",
          contactName: "  Keisha Grant ",
          details: "   ",
          startDate: "",
          email: ["first@example.com", "second@example.com"],
          propertyId: "42",
          [HONEYPOT_FIELD]: "",
          upload: { filename: "x.pdf" },
          count: 3,
        },
        { drop: ["propertyId"] },
      ),
    ).toEqual({
      companyName: "Palm Harbor Flats",
      contactName: "  Keisha Grant ",
      email: "first@example.com",
    });
  });

  it("keeps a filled honeypot out of the input too", () => {
    expect(formFieldsToInput({ [HONEYPOT_FIELD]: "http://spam.example", a: "b" })).toEqual({
      a: "b",
    });
  });

  it('turns a checked box ("on", "true", "1", "yes", any case) into true and leaves others out', () => {
    for (const value of ["on", "true", "1", "yes", " ON ", "Yes"]) {
      expect(formFieldsToInput({ consent: value }, { booleans: ["consent"] }), value).toEqual({
        consent: true,
      });
    }
    for (const value of ["off", "false", "0", "no", "", "onn"]) {
      expect(formFieldsToInput({ consent: value }, { booleans: ["consent"] }), value).toEqual({});
    }
    // A field that is not listed as a boolean keeps its text.
    expect(formFieldsToInput({ consent: "on" })).toEqual({ consent: "on" });
  });
});

describe("honeypotFilled", () => {
  it("is true only when the honeypot holds something other than white space", () => {
    expect(honeypotFilled({ [HONEYPOT_FIELD]: "http://spam.example" })).toBe(true);
    expect(honeypotFilled({ [HONEYPOT_FIELD]: ["x", ""] })).toBe(true);
    expect(honeypotFilled({ [HONEYPOT_FIELD]: ["", "x"] })).toBe(false);
    expect(honeypotFilled({ [HONEYPOT_FIELD]: " \t" })).toBe(false);
    expect(honeypotFilled({ [HONEYPOT_FIELD]: 1 })).toBe(false);
    expect(honeypotFilled({ other: "x" })).toBe(false);
    expect(honeypotFilled("website=x")).toBe(false);
    expect(honeypotFilled(null)).toBe(false);
    expect(honeypotFilled(undefined)).toBe(false);
  });
});

describe("escapeHtml and renderFormErrorPage", () => {
  it("escapes the five characters that matter in HTML text and attributes", () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;",
    );
  });

  it("lists every message, escaped, under the title, with a link back to the form", () => {
    const page = renderFormErrorPage({
      title: "We could not <send>",
      messages: ["Company name is required", "Bad <script>alert(1)</script>"],
      backHref: '/#request-staff"><script>',
    });
    expect(page).toContain("<h1>We could not &lt;send&gt;</h1>");
    expect(page).toContain(`<title>We could not &lt;send&gt; | ${escapeHtml(site.name)}</title>`);
    expect(page).toContain(
      "<ul><li>Company name is required</li><li>Bad &lt;script&gt;alert(1)&lt;/script&gt;</li></ul>",
    );
    expect(page).toContain('href="/#request-staff&quot;&gt;&lt;script&gt;"');
    expect(page).toContain(site.phone.display);
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(page).not.toContain("<script>");
  });
});

describe("describeFormError", () => {
  const schema = z.object({
    companyName: z.string({ error: "Company name is required" }),
    contactName: z.string({ error: "Company name is required" }),
    email: z.email({ error: "Valid email is required" }),
  });

  /** The error Fastify raises when `body` fails `schema` (fastify-type-provider-zod). */
  async function validationErrorOf(body: object): Promise<FastifyError> {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    let captured: FastifyError | undefined;
    app.post(
      "/",
      {
        schema: { body: schema },
        errorHandler: async (error) => {
          captured = error;
          return {};
        },
      },
      async () => ({}),
    );
    await app.inject({ method: "POST", url: "/", payload: body });
    await app.close();
    if (!captured) throw new Error("the body passed validation");
    return captured;
  }

  it("lists each validation message once, in order", async () => {
    expect(describeFormError(await validationErrorOf({ email: "x" }))).toEqual({
      status: 400,
      messages: ["Company name is required", "Valid email is required"],
    });
  });

  it('says "Invalid value" for a validation issue without a message', async () => {
    const error = await validationErrorOf({ companyName: "x", contactName: "y", email: "x" });
    const validation = (error.validation ?? []).map((issue) => ({ ...issue, message: undefined }));
    expect(describeFormError(Object.assign(error, { validation })).messages).toEqual([
      "Invalid value",
    ]);
  });

  it("uses an HttpError's field messages (each once), or its message", () => {
    const withFields = new HttpError(400, "Select one of your properties", {
      propertyId: "Select one of your properties",
      other: "Select one of your properties",
      resume: "The résumé must be a PDF, DOC or DOCX file",
    });
    expect(describeFormError(withFields)).toEqual({
      status: 400,
      messages: ["Select one of your properties", "The résumé must be a PDF, DOC or DOCX file"],
    });
    expect(describeFormError(new HttpError(409, "Already sent"))).toEqual({
      status: 409,
      messages: ["Already sent"],
    });
  });

  it("explains 413 and 429 in words, and hides anything else behind a generic message", () => {
    const withStatus = (statusCode?: number) =>
      Object.assign(new Error("internal detail"), statusCode ? { statusCode } : {});
    expect(describeFormError(withStatus(413))).toEqual({
      status: 413,
      messages: ["The form is too large to send."],
    });
    expect(describeFormError(withStatus(429))).toEqual({
      status: 429,
      messages: [
        "Too many submissions from your network. Please wait a few minutes and try again.",
      ],
    });
    const generic = ["Something went wrong. Please try again."];
    expect(describeFormError(withStatus(400))).toEqual({ status: 400, messages: generic });
    expect(describeFormError(withStatus(499))).toEqual({ status: 499, messages: generic });
    expect(describeFormError(withStatus(503))).toEqual({ status: 500, messages: generic });
    expect(describeFormError(withStatus(302))).toEqual({ status: 500, messages: generic });
    expect(describeFormError(withStatus())).toEqual({ status: 500, messages: generic });
  });
});

describe("refererPath", () => {
  const from = (referer?: string, host = "staffing.test") =>
    refererPath(withHeaders({ host, ...(referer === undefined ? {} : { referer }) }));

  it("answers the path of a same-site Referer, without its query or fragment", () => {
    expect(from("http://staffing.test/legal/privacy-policy?x=1#footer")).toBe(
      "/legal/privacy-policy",
    );
    expect(from("https://staffing.test/")).toBe("/");
  });

  it('answers "/" for another site, a missing or broken Referer, or no Host', () => {
    expect(from("https://evil.example/phish")).toBe("/");
    expect(from("http://staffing.test:8080/other-port")).toBe("/");
    expect(from("http://staffing.test//evil.example/x")).toBe("/");
    expect(from("not a url")).toBe("/");
    // A scheme of its own has a host but an empty path: still "/", never "".
    expect(from("web+app://staffing.test")).toBe("/");
    expect(from()).toBe("/");
    expect(refererPath(withHeaders({ referer: "http://staffing.test/a" }))).toBe("/");
  });
});

describe("formFieldsHook and nativeFormErrorHandler in a route", () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  /** One public form route (urlencoded and JSON bodies) whose handler echoes what it received. */
  async function formApp(logs?: string[]) {
    app = Fastify(
      logs
        ? {
            logger: {
              stream: new Writable({
                write(chunk, _encoding, done) {
                  logs.push(String(chunk));
                  done();
                },
              }),
            },
          }
        : {},
    );
    await app.register(formbody);
    const target = {
      successLocation: (request: FastifyRequest) => `/thanks?from=${refererPath(request)}`,
      backHref: (request: FastifyRequest) => `${refererPath(request)}#form`,
      errorTitle: "We could not send your form",
    };
    const seen: { native: boolean }[] = [];
    app.post(
      "/api/form",
      {
        preValidation: formFieldsHook({
          booleans: ["consent"],
          drop: ["propertyId"],
          target,
          successBody: { message: "Thanks" },
        }),
        errorHandler: nativeFormErrorHandler(target),
      },
      async (request) => {
        seen.push({ native: isNativeFormPost(request) });
        const body = request.body as Record<string, unknown>;
        if (body.fail === "400")
          throw new HttpError(400, "Name is required", { name: "Name is required" });
        if (body.fail === "500") throw new Error("database exploded");
        return { received: body };
      },
    );
    await app.ready();
    return { app, seen };
  }

  const headers = {
    "content-type": "application/x-www-form-urlencoded",
    accept: "text/html",
    host: "staffing.test",
    referer: "http://staffing.test/services/tampa?x=1",
  };

  it("maps a form body onto the JSON shape before the handler runs", async () => {
    const { app, seen } = await formApp();
    const response = await app.inject({
      method: "POST",
      url: "/api/form",
      headers: { ...headers, accept: "application/json" },
      payload: "name=Keisha&consent=on&propertyId=42&empty=&website=",
    });
    expect(response.json()).toEqual({ received: { name: "Keisha", consent: true } });
    expect(seen).toEqual([{ native: false }]);
  });

  it("leaves a JSON body as it is", async () => {
    const { app } = await formApp();
    const payload = { name: "Keisha", consent: "on", propertyId: 42, empty: "" };
    const response = await app.inject({ method: "POST", url: "/api/form", payload });
    expect(response.json()).toEqual({ received: payload });
  });

  it("answers a filled honeypot with the normal success and never runs the handler", async () => {
    const logs: string[] = [];
    const { app, seen } = await formApp(logs);
    const native = await app.inject({
      method: "POST",
      url: "/api/form",
      headers,
      payload: "name=Bot&website=http%3A%2F%2Fspam.example",
    });
    expect(native.statusCode).toBe(303);
    expect(native.headers.location).toBe("/thanks?from=/services/tampa");
    const json = await app.inject({
      method: "POST",
      url: "/api/form",
      payload: { name: "Bot", website: "http://spam.example" },
    });
    expect(json.statusCode).toBe(201);
    expect(json.json()).toEqual({ message: "Thanks" });
    expect(seen).toEqual([]);
    // Logged, so the agency can see how much spam the honeypot stops.
    const caught = logs.map((line) => JSON.parse(line)).filter((entry) => entry.honeypot);
    expect(caught).toHaveLength(2);
    expect(caught[0]).toMatchObject({
      level: 30,
      honeypot: true,
      msg: "public form: honeypot filled, nothing stored",
    });
  });

  it("answers a native post's error with an HTML page, uncached, pointing back to the form", async () => {
    const { app } = await formApp();
    const response = await app.inject({
      method: "POST",
      url: "/api/form",
      headers,
      payload: "fail=400",
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.body).toContain("<h1>We could not send your form</h1>");
    expect(response.body).toContain("<li>Name is required</li>");
    expect(response.body).toContain('href="/services/tampa#form"');
  });

  it("passes a JSON caller's error on to the app's error handler", async () => {
    const { app } = await formApp();
    const response = await app.inject({
      method: "POST",
      url: "/api/form",
      payload: { fail: "400" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json().message).toBe("Name is required");
  });

  it("logs a native post's server error and shows only the generic message", async () => {
    const logs: string[] = [];
    const { app } = await formApp(logs);
    const response = await app.inject({
      method: "POST",
      url: "/api/form",
      headers,
      payload: "fail=500",
    });
    expect(response.statusCode).toBe(500);
    expect(response.body).toContain("Something went wrong. Please try again.");
    expect(response.body).not.toContain("database exploded");
    const failures = logs.map((line) => JSON.parse(line)).filter((entry) => entry.level === 50);
    expect(failures).toHaveLength(1);
    expect(failures[0].msg).toBe("public form failed");
    expect(failures[0].err.message).toBe("database exploded");
  });

  it("does not log a visitor's mistake as a server error", async () => {
    const logs: string[] = [];
    const { app } = await formApp(logs);
    await app.inject({ method: "POST", url: "/api/form", headers, payload: "fail=400" });
    expect(logs.map((line) => JSON.parse(line)).filter((entry) => entry.level >= 50)).toEqual([]);
  });
});

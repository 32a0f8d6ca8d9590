/**
 * The API client (spec section 7): every call carries the session cookie, bodies are JSON,
 * and any non-2xx answer becomes `Error("<status>: <response text or status text>")`.
 */
import type { QueryFunction } from "@tanstack/react-query";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Throws when `res` is not a success, with the spec's message format
 * `${status}: ${text || statusText}` (the text is the raw body, usually `{"message":...}`).
 */
async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = await res.text();
    throw new Error(`${res.status}: ${text || res.statusText}`);
  }
}

/**
 * Sends one request to the API.
 * @param method HTTP method.
 * @param url API path, e.g. "/api/portal/properties".
 * @param body optional JSON-serialisable payload; sent with `Content-Type: application/json`.
 * @returns the fetch Response (already checked to be 2xx).
 * @throws Error("<status>: <text>") on any non-2xx answer; network failures propagate as TypeError.
 */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: body !== undefined ? { "Content-Type": "application/json" } : {},
    body: body !== undefined ? JSON.stringify(body) : undefined,
    credentials: "include",
  });
  await throwIfResNotOk(res);
  return res;
}

/**
 * Sends a request and parses the JSON answer.
 * @returns the parsed body, or `undefined` for 204 No Content / empty bodies.
 * @throws like {@link apiRequest}.
 */
export async function apiJson<T>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** What a query does with a 401: resolve to null ("no user") or throw like any other error. */
export type UnauthorizedBehavior = "returnNull" | "throw";

/**
 * GETs a URL with credentials and parses the JSON answer (the spec's default read).
 * @param options.on401 "returnNull" makes a 401 answer resolve to null instead of throwing.
 * @param options.signal aborts the request (TanStack Query passes one).
 * @throws Error("<status>: <text>") on any other non-2xx answer.
 */
export async function getJson<T>(
  url: string,
  options?: { on401?: "throw"; signal?: AbortSignal },
): Promise<T>;
export async function getJson<T>(
  url: string,
  options: { on401: UnauthorizedBehavior; signal?: AbortSignal },
): Promise<T | null>;
export async function getJson<T>(
  url: string,
  options: { on401?: UnauthorizedBehavior; signal?: AbortSignal } = {},
): Promise<T | null> {
  const res = await fetch(url, { credentials: "include", signal: options.signal });
  if (options.on401 === "returnNull" && res.status === 401) {
    return null;
  }
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

/**
 * GETs a URL with credentials and returns the checked Response, for readers of its headers
 * (paged lists read `Link` and `X-Total-Count`).
 * @throws Error("<status>: <text>") on any non-2xx answer.
 */
export async function getJsonResponse(url: string, signal?: AbortSignal): Promise<Response> {
  const res = await fetch(url, { credentials: "include", signal });
  await throwIfResNotOk(res);
  return res;
}

/**
 * The default query function: GETs the URL made of the query key's segments joined with "/"
 * (keys are API paths, e.g. ["/api/portal/properties"]) with credentials, and parses JSON.
 * @param options.on401 "returnNull" makes a 401 answer resolve to null (used for GET /api/user).
 */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return ({ queryKey, signal }) =>
    getJson<T>(queryKey.map(String).join("/"), { on401: options.on401, signal });
}

/** An API error taken apart: its status and the server's human message (and field messages). */
export interface ParsedApiError {
  /** HTTP status, or null when the error did not come from an API answer (e.g. network down). */
  status: number | null;
  /** The text to show a person: the server's `message`, or the raw text after "NNN: ". */
  message: string;
  /** Field messages the server sent with a validation failure (`{ errors: { field: msg } }`). */
  fieldErrors: Record<string, string>;
}

const API_ERROR_PATTERN = /^(\d{3}): ([\s\S]*)$/;

/**
 * Reads an error thrown by {@link apiRequest} for display: strips the "NNN: " prefix and, when the
 * rest is the server's JSON `{ message, errors? }`, returns its message and field messages.
 * Errors of any other shape give their own message.
 */
export function parseApiError(error: unknown): ParsedApiError {
  const raw = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  const match = API_ERROR_PATTERN.exec(raw);
  if (!match) {
    return { status: null, message: raw, fieldErrors: {} };
  }
  const status = Number(match[1]);
  const text = (match[2] ?? "").trim();
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === "object") {
      const { message, errors } = body as { message?: unknown; errors?: unknown };
      const fieldErrors: Record<string, string> = {};
      if (errors && typeof errors === "object") {
        for (const [field, value] of Object.entries(errors)) {
          if (typeof value === "string") fieldErrors[field] = value;
        }
      }
      return { status, message: typeof message === "string" ? message : text, fieldErrors };
    }
  } catch {
    // Not JSON (e.g. a proxy's HTML or plain-text error page): show the text as it is.
  }
  return { status, message: text, fieldErrors: {} };
}

/**
 * The human message of an error for a toast, or `fallback` when there is none.
 * @example errorMessage(new Error('409: {"message":"Username already exists"}')) // "Username already exists"
 */
export function errorMessage(error: unknown, fallback = ""): string {
  return parseApiError(error).message || fallback;
}

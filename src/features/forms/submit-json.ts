import { API_ERROR_CODES, type ApiErrorCode, type FieldErrorCode } from "@/domain/forms/api-errors";
import { retryAfterSeconds } from "./retry-after";

/**
 * What became of a form's POST, in the API's own terms (src/domain/forms/api-errors.ts):
 * - `ok`: 2xx, with the body's `data`;
 * - `fields`: 400 `validation_failed` naming fields, each with its field code;
 * - `refused`: any other answer carrying one of the API's codes (409 `already_listed` with `data`,
 *   403, 413, 415, 429, 503...), with its `Retry-After` in seconds when it has one;
 * - `unreadable`: an answer without one of those codes (a proxy's error page, a bare 502), with
 *   its `error` text if it had one;
 * - `network`: no answer at all.
 */
export type SubmitOutcome =
  | { kind: "ok"; status: number; data: unknown }
  | { kind: "fields"; status: number; fields: Record<string, FieldErrorCode> }
  | { kind: "refused"; status: number; code: ApiErrorCode; data: unknown; retryAfterSeconds?: number }
  | { kind: "unreadable"; status: number; serverText: string | null }
  | { kind: "network" };

const API_CODES = new Set<string>(API_ERROR_CODES);

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export interface SubmitOptions {
  /** POST, or PATCH for a change to something stored. */
  method?: "POST" | "PATCH";
  /** Let the request finish when the visitor leaves the page (small bodies only: 64 KiB for all such requests at once). */
  keepalive?: boolean;
}

/** Sends `body` as JSON (POST unless told) and reads the answer into a `SubmitOutcome`; never throws. */
export async function submitJson(url: string, body: unknown, fetchImpl: typeof fetch = fetch, { method = "POST", keepalive = false }: SubmitOptions = {}): Promise<SubmitOutcome> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method,
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
      ...(keepalive ? { keepalive } : {}),
    });
  } catch {
    return { kind: "network" };
  }
  const payload = asRecord(await response.json().catch(() => null));
  const { status } = response;
  if (response.ok) return { kind: "ok", status, data: payload.data ?? null };
  const code = typeof payload.code === "string" && API_CODES.has(payload.code) ? (payload.code as ApiErrorCode) : null;
  if (code === "validation_failed") {
    const fields = Object.fromEntries(Object.entries(asRecord(payload.fields)).filter(([, value]) => typeof value === "string"));
    if (Object.keys(fields).length > 0) return { kind: "fields", status, fields: fields as Record<string, FieldErrorCode> };
  }
  if (code) {
    const retryAfter = retryAfterSeconds(response.headers.get("retry-after"));
    return { kind: "refused", status, code, data: payload.data ?? null, ...(retryAfter === null ? {} : { retryAfterSeconds: retryAfter }) };
  }
  const text = typeof payload.error === "string" && payload.error.trim() ? payload.error : null;
  return { kind: "unreadable", status, serverText: text };
}

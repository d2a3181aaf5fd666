import { API_ERROR_MESSAGES, type ApiErrorBody, type ApiErrorCode } from "@/domain/forms/api-errors";
import type { ApiCall } from "./api-call";

const API_HEADERS = { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" };

export function json(status: number, body: unknown, headers?: Record<string, string>): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...API_HEADERS, ...headers } });
}

export function apiError(
  status: number,
  code: ApiErrorCode,
  extra?: Pick<ApiErrorBody, "fields" | "data">,
  headers?: Record<string, string>,
): Response {
  const body: ApiErrorBody = { error: API_ERROR_MESSAGES[code], code, ...extra };
  return json(status, body, headers);
}

/** A handler for the methods a route does not serve, with the JSON error body every error has. */
export function methodNotAllowed(allow: string) {
  return function handler(_call?: ApiCall): Response {
    return apiError(405, "method_not_allowed", undefined, { allow });
  };
}

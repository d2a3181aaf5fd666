import type { ServerResponse } from "node:http";
import { API_ERROR_MESSAGES, type ApiErrorBody, type ApiErrorCode } from "@/domain/forms/api-errors";
import { securityHeaders } from "@/lib/security-headers";

/** The security headers of a response that is not a page (no inline script to allow). */
export const BASE_SECURITY_HEADERS: string[] = securityHeaders().flat();

function errorBody(code: ApiErrorCode): string {
  const body: ApiErrorBody = { error: API_ERROR_MESSAGES[code], code };
  return JSON.stringify(body);
}

/** Answers with the JSON error every API error has (`{error, code}`), with the security headers. */
export function writeJsonError(res: ServerResponse, status: number, code: ApiErrorCode, extra: readonly string[] = []): void {
  const body = errorBody(code);
  res.writeHead(status, [
    "Content-Type", "application/json; charset=utf-8",
    "Content-Length", String(Buffer.byteLength(body)),
    "Cache-Control", "no-store",
    ...extra,
    ...BASE_SECURITY_HEADERS,
  ]);
  res.end(res.req.method === "HEAD" ? undefined : body);
}

const REASONS = { 400: "Bad Request", 408: "Request Timeout", 431: "Request Header Fields Too Large" } as const;

/**
 * The same JSON error as raw HTTP/1.1 bytes, for a connection Node could not parse a request
 * from (there is no response object then). The connection is closed after it.
 */
export function rawJsonError(status: keyof typeof REASONS, code: ApiErrorCode): string {
  const body = errorBody(code);
  const headers = [
    "Content-Type", "application/json; charset=utf-8",
    "Content-Length", String(Buffer.byteLength(body)),
    "Cache-Control", "no-store",
    "Connection", "close",
    ...BASE_SECURITY_HEADERS,
  ];
  let head = `HTTP/1.1 ${status} ${REASONS[status]}\r\n`;
  for (let i = 0; i < headers.length; i += 2) head += `${headers[i]}: ${headers[i + 1]}\r\n`;
  return `${head}\r\n${body}`;
}

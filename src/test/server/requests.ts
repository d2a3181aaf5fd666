import { expect } from "vitest";
import type { ApiCall } from "@/server/http/api-call";
import { TEST_SITE_URL } from "./test-database";

export interface PostOptions {
  headers?: Record<string, string>;
  /** A raw body instead of JSON.stringify(body). */
  raw?: BodyInit;
  /** The TCP peer address the server would see. */
  ip?: string;
  method?: string;
}

/** A call as a browser on the site itself would make it, through scripts/start.ts. */
export function apiCall(path: string, body?: unknown, options: PostOptions = {}): ApiCall {
  const url = new URL(path, TEST_SITE_URL);
  const method = options.method ?? "POST";
  const hasBody = method !== "GET" && method !== "HEAD";
  const headers = Object.entries({
    host: url.host,
    origin: TEST_SITE_URL,
    "content-type": "application/json",
    ...options.headers,
  }).filter(([, value]) => value !== ""); // "" in options.headers means: leave this header out
  const request = new Request(url, {
    method,
    headers,
    body: hasBody ? (options.raw ?? JSON.stringify(body)) : undefined,
    // Node's fetch Request needs this for streamed bodies.
    ...(hasBody ? { duplex: "half" } : {}),
  } as RequestInit);
  return { request, peerAddress: options.ip ?? "203.0.113.7" };
}

export async function readJson(response: Response): Promise<Record<string, unknown>> {
  expect(response.headers.get("content-type")).toContain("application/json");
  return (await response.json()) as Record<string, unknown>;
}

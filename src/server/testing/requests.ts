import { expect } from "vitest";
import { PEER_IP_HEADER } from "../http/client-ip";
import { TEST_SITE_URL } from "./test-database";

export interface PostOptions {
  headers?: Record<string, string>;
  /** A raw body instead of JSON.stringify(body). */
  raw?: BodyInit;
  ip?: string;
  method?: string;
}

/** A request as a browser on the site itself would send it, through scripts/start.mjs. */
export function apiRequest(path: string, body?: unknown, options: PostOptions = {}): Request {
  const url = new URL(path, TEST_SITE_URL);
  const method = options.method ?? "POST";
  const hasBody = method !== "GET" && method !== "HEAD";
  const headers = Object.entries({
    host: url.host,
    origin: TEST_SITE_URL,
    "content-type": "application/json",
    [PEER_IP_HEADER]: options.ip ?? "203.0.113.7",
    ...options.headers,
  }).filter(([, value]) => value !== ""); // "" in options.headers means: leave this header out
  return new Request(url, {
    method,
    headers,
    body: hasBody ? (options.raw ?? JSON.stringify(body)) : undefined,
    // Node's fetch Request needs this for streamed bodies.
    ...(hasBody ? { duplex: "half" } : {}),
  } as RequestInit);
}

export async function readJson(response: Response): Promise<Record<string, unknown>> {
  expect(response.headers.get("content-type")).toContain("application/json");
  return (await response.json()) as Record<string, unknown>;
}

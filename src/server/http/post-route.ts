import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { fieldErrors, HONEYPOT_FIELD } from "@/domain/forms/fields";
import type { FieldErrorCode } from "@/domain/forms/api-errors";
import { getServerContext, type LimitedRoute, type ServerContext } from "../context";
import { DAY_MS, MINUTE_MS, type RateLimitResult, type RateLimitRule } from "../db/rate-limit";
import { describeError, type LogFields } from "../log";
import type { ApiCall } from "./api-call";
import { clientIp } from "./client-ip";
import { isJsonContentType, MAX_BODY_BYTES, readJsonBody, type BodyResult } from "./read-json";
import { apiError } from "./responses";
import { isSameSite } from "./same-origin";

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,128}$/;

/** Sent when the body was not read to its end: the connection cannot carry another request. */
const CLOSE = { connection: "close" };

const BODY_FAILURES: Record<Exclude<BodyResult, { ok: true }>["reason"], () => Response> = {
  too_large: () => apiError(413, "payload_too_large", undefined, CLOSE),
  invalid_json: () => apiError(400, "invalid_json"),
  incomplete: () => apiError(400, "body_incomplete", undefined, CLOSE),
  timeout: () => apiError(408, "request_timeout", undefined, CLOSE),
};

export interface RouteResult {
  response: Response;
  /** Extra log fields (never personal data). */
  log?: LogFields;
}

interface PostRouteOptions<S extends z.ZodType> {
  /** Route name in logs, and whose limits apply (see `ApiConfig.limits`). */
  name: LimitedRoute;
  schema: S;
  /**
   * The route's own work on a valid body; `request` for what its URL names (an answer's id). Runs
   * once the request's rate-limit hit is allowed, unless `gatesOnVerdict`: then it gets the
   * verdict and stores nothing when it refuses (`limitedResult`).
   */
  handle(input: z.output<S>, context: ServerContext, request: Request, verdict: Promise<RateLimitResult>): Promise<RouteResult>;
  gatesOnVerdict?: boolean;
  /** The answer to a bot that filled the honeypot: shaped like a success, stores nothing. */
  decoy(context: ServerContext, request: Request): Promise<Response>;
}

/** The request id from a proxy when it looks sane, else a new one; echoed in X-Request-Id. */
export function requestIdOf(request: Request): string {
  const incoming = request.headers.get("x-request-id");
  return incoming && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
}

/**
 * The one pipeline behind every POST (and the PATCH that completes a docs feedback answer): origin,
 * media type, size, the route's rate limits, JSON, honeypot, schema, then the route's own work.
 * Whatever happens, the answer is JSON and never carries a stack; a 5xx only ever means the
 * database is unreachable.
 */
export function createPostRoute<S extends z.ZodType>(options: PostRouteOptions<S>) {
  return async function POST({ request, peerAddress }: ApiCall): Promise<Response> {
    const started = performance.now();
    const requestId = requestIdOf(request);
    let context: ServerContext | undefined;
    let result: RouteResult;
    try {
      context = await getServerContext();
      result = await run(request, peerAddress, context, options);
    } catch (error) {
      const fields = { requestId, route: options.name, ...describeError(error) };
      if (context) context.logger.error("request failed", fields);
      else process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level: "error", msg: "server context unavailable", ...fields })}\n`);
      result = { response: apiError(503, "unavailable", undefined, { "retry-after": "5" }) };
    }
    result.response.headers.set("x-request-id", requestId);
    context?.logger.info("request", {
      requestId,
      route: options.name,
      method: request.method,
      status: result.response.status,
      durationMs: Math.round((performance.now() - started) * 100) / 100,
      ...result.log,
    });
    return result.response;
  };
}

/** The route's own budget for this client: sign-ups never use up the contact form's, and the reverse. */
function limitRules(route: LimitedRoute, client: string, { config }: ServerContext): RateLimitRule[] {
  const { perMinute, perDay } = config.limits[route];
  const key = `${route}:${client}`;
  return [
    ...(perMinute > 0 ? [{ key, limit: perMinute, windowMs: MINUTE_MS }] : []),
    ...(perDay > 0 ? [{ key, limit: perDay, windowMs: DAY_MS }] : []),
  ];
}

/** The answer to a request whose hit a rate limit refused; `close` when its body was left unread. */
export function limitedResult(limit: RateLimitResult, close = false): RouteResult {
  return { response: apiError(429, "rate_limited", undefined, { "retry-after": String(limit.retryAfterSeconds), ...(close ? CLOSE : {}) }), log: { limited: true } };
}

const NO_LIMIT: Promise<RateLimitResult> = Promise.resolve({ allowed: true, retryAfterSeconds: 0 });

async function run<S extends z.ZodType>(
  request: Request,
  peerAddress: string | undefined,
  context: ServerContext,
  options: PostRouteOptions<S>,
): Promise<RouteResult> {
  const { config, store } = context;
  if (!isSameSite(request.headers, config)) {
    return { response: apiError(403, "forbidden_origin") };
  }
  if (!isJsonContentType(request.headers.get("content-type"))) {
    return { response: apiError(415, "unsupported_media_type") };
  }
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) {
    return { response: apiError(413, "payload_too_large", undefined, CLOSE) };
  }
  const rules = limitRules(options.name, clientIp(peerAddress, request.headers, config.trustProxy), context);
  const verdict = rules.length > 0 ? store.hitRateLimit(rules, context.now()) : NO_LIMIT;
  // The body is read while the hit is being counted; the verdict still answers first, as if the
  // body were read only after it: a refused client gets its 429 whatever its body holds.
  const reading = readJsonBody(request, { timeoutMs: config.bodyTimeoutMs });
  const early = await Promise.race([verdict, reading.then(() => undefined)]);
  if (early && !early.allowed) return limitedResult(early);
  const body = await reading;
  const refusal = async (): Promise<RouteResult | undefined> => {
    const limit = await verdict;
    return limit.allowed ? undefined : limitedResult(limit, !body.ok && body.reason !== "invalid_json");
  };

  if (!body.ok) {
    // An aborted or stalled upload is the client's doing: a 4xx and an info line, never a 5xx.
    return (await refusal()) ?? { response: BODY_FAILURES[body.reason](), log: { bodyError: body.reason } };
  }
  if (typeof body.value !== "object" || body.value === null || Array.isArray(body.value)) {
    return (await refusal()) ?? { response: apiError(400, "invalid_body") };
  }
  const honeypot = (body.value as Record<string, unknown>)[HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot !== null && honeypot !== "") {
    return (await refusal()) ?? { response: await options.decoy(context, request), log: { honeypot: true } };
  }

  const parsed = options.schema.safeParse(body.value);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error) as Record<string, FieldErrorCode>;
    return (await refusal()) ?? { response: apiError(400, "validation_failed", { fields }), log: { invalidFields: Object.keys(fields).join(",") } };
  }
  if (!options.gatesOnVerdict) {
    const refused = await refusal();
    if (refused) return refused;
  }
  return options.handle(parsed.data, context, request, verdict);
}

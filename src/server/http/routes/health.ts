import { getServerContext, type ServerContext } from "@/server/context";
import type { Store } from "@/server/db/store";
import { describeError } from "@/server/log";
import type { ApiCall } from "@/server/http/api-call";
import { requestIdOf } from "@/server/http/post-route";
import { apiError, json, methodNotAllowed } from "@/server/http/responses";
import { API_ROUTES } from "@/domain/forms/api-routes";

const PING_TIMEOUT_MS = 2_000;
/** How long one check's verdict answers every probe: a flood of probes costs one round trip a second. */
export const HEALTH_CACHE_MS = 1_000;

interface Check {
  /** Settles with the database's verdict; never rejects. */
  done: Promise<{ ok: true } | { ok: false; error: unknown }>;
  /** When it settled (undefined while in flight). */
  settledAt?: number;
}

// Per store: a test (or a restart of the context) with a new store never inherits an old verdict.
const checks = new WeakMap<Store, Check>();

function ping(store: Store): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("database ping timed out")), PING_TIMEOUT_MS);
  });
  return Promise.race([store.ping(), timeout]).finally(() => clearTimeout(timer));
}

/** The check in flight, a verdict younger than HEALTH_CACHE_MS, or a new check. */
function currentCheck({ store, now }: ServerContext): Check {
  const existing = checks.get(store);
  if (existing && (existing.settledAt === undefined || now() - existing.settledAt < HEALTH_CACHE_MS)) return existing;
  const check: Check = {
    done: ping(store).then(
      () => ({ ok: true as const }),
      (error: unknown) => ({ ok: false as const, error }),
    ),
  };
  void check.done.then(() => (check.settledAt = now()));
  checks.set(store, check);
  return check;
}

export async function GET({ request }: ApiCall): Promise<Response> {
  const requestId = requestIdOf(request);
  let context: ServerContext | undefined;
  let failure: unknown;
  try {
    context = await getServerContext();
    const verdict = await currentCheck(context).done;
    if (!verdict.ok) failure = verdict.error;
  } catch (error) {
    failure = error;
  }
  let response: Response;
  if (failure === undefined) {
    response = json(200, { status: "ok" });
  } else {
    const fields = { requestId, route: "health", ...describeError(failure) };
    if (context) context.logger.error("health check failed", fields);
    else process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level: "error", msg: "health check failed", ...fields })}\n`);
    response = apiError(503, "unavailable", undefined, { "retry-after": "5" });
  }
  response.headers.set("x-request-id", requestId);
  return response;
}

/** A load balancer may probe with HEAD: the same check, without the body. */
export const HEAD = GET;

/** Every other method, OPTIONS included. */
export const ALL = methodNotAllowed(API_ROUTES.health.methods);

import { getServerContext, type ServerContext } from "@/server/context";
import { describeError } from "@/server/log";
import type { ApiCall } from "@/server/http/api-call";
import { requestIdOf } from "@/server/http/post-route";
import { apiError, json, methodNotAllowed } from "@/server/http/responses";

const PING_TIMEOUT_MS = 2_000;

export async function GET({ request }: ApiCall): Promise<Response> {
  const requestId = requestIdOf(request);
  let context: ServerContext | undefined;
  let response: Response;
  try {
    context = await getServerContext();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("database ping timed out")), PING_TIMEOUT_MS);
    });
    await Promise.race([context.store.ping(), timeout]).finally(() => clearTimeout(timer));
    response = json(200, { status: "ok" });
  } catch (error) {
    const fields = { requestId, route: "health", ...describeError(error) };
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
export const ALL = methodNotAllowed("GET, HEAD");

import { waitlistSchema, type WaitlistSuccessBody } from "@/domain/forms/waitlist";
import { createPostRoute, limitedResult } from "@/server/http/post-route";
import { API_ROUTES } from "@/domain/forms/api-routes";
import { apiError, json, methodNotAllowed } from "@/server/http/responses";

export const POST = createPostRoute({
  name: "waitlist",
  schema: waitlistSchema,
  // The sign-up travels with its rate-limit hit: one commit for both on PostgreSQL.
  gatesOnVerdict: true,
  async handle(signup, { store }, _request, verdict) {
    const result = await store.joinWaitlistIfAllowed(signup, verdict);
    if (result.status === "limited") return limitedResult(result.limit);
    if (result.status === "exists") {
      return { response: apiError(409, "already_listed", { data: { position: result.position } }), log: { outcome: "duplicate" } };
    }
    const body: WaitlistSuccessBody = { data: { position: result.position } };
    return { response: json(201, body), log: { outcome: "created" } };
  },
  async decoy({ store }) {
    const body: WaitlistSuccessBody = { data: { position: await store.peekNextPosition() } };
    return json(201, body);
  },
});

/** Every other method, OPTIONS and HEAD included. */
export const ALL = methodNotAllowed(API_ROUTES.waitlist.methods);

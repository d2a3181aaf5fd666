import { randomUUID } from "node:crypto";
import { feedbackSchema, type FeedbackSuccessBody } from "@/domain/forms/feedback";
import { API_ROUTES } from "@/domain/forms/api-routes";
import { createPostRoute } from "@/server/http/post-route";
import { json, methodNotAllowed } from "@/server/http/responses";

export const POST = createPostRoute({
  name: "feedback",
  schema: feedbackSchema,
  // Stored at the server's clock, which the edit window of PATCH /api/feedback/<id> is counted by.
  async handle(answer, { store, now }) {
    const body: FeedbackSuccessBody = { data: await store.addFeedback(answer, new Date(now())) };
    return { response: json(201, body), log: { outcome: "created" } };
  },
  async decoy() {
    const body: FeedbackSuccessBody = { data: { id: randomUUID() } };
    return json(201, body);
  },
});

/** Every other method, OPTIONS and HEAD included. */
export const ALL = methodNotAllowed(API_ROUTES.feedback.methods);

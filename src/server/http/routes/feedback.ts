import { randomUUID } from "node:crypto";
import { feedbackSchema, type FeedbackSuccessBody } from "@/domain/forms/feedback";
import { API_ROUTES } from "@/domain/forms/api-routes";
import { createPostRoute } from "@/server/http/post-route";
import { json, methodNotAllowed } from "@/server/http/responses";

export const POST = createPostRoute({
  name: "feedback",
  schema: feedbackSchema,
  async handle(answer, { store }) {
    const body: FeedbackSuccessBody = { data: await store.addFeedback(answer) };
    return { response: json(201, body), log: { outcome: "created" } };
  },
  async decoy() {
    const body: FeedbackSuccessBody = { data: { id: randomUUID() } };
    return json(201, body);
  },
});

/** Every other method, OPTIONS and HEAD included. */
export const ALL = methodNotAllowed(API_ROUTES.feedback.methods);

import { API_ROUTES } from "@/domain/forms/api-routes";
import type { FeedbackSuccessBody } from "@/domain/forms/feedback";
import { FEEDBACK_EDIT_WINDOW_MS, feedbackUpdateSchema, isFeedbackId } from "@/domain/forms/feedback-update";
import { createPostRoute } from "@/server/http/post-route";
import { apiError, json, methodNotAllowed } from "@/server/http/responses";

const PREFIX = API_ROUTES.feedbackAnswer.path.replace("[id]", "");

/** The id segment of `/api/feedback/<id>` as sent: a valid one never needs decoding, so an encoded one names no answer. */
function answerIdOf(request: Request): string {
  return new URL(request.url).pathname.slice(PREFIX.length);
}

/**
 * `PATCH /api/feedback/<id>`: completes the answer that `POST /api/feedback` stored at the reader's
 * Yes or No (its comment, or a changed mind). The id is the capability: whoever holds it may
 * change that one answer, for a day.
 */
export const PATCH = createPostRoute({
  name: "feedback-update",
  schema: feedbackUpdateSchema,
  async handle(changes, { store, now }, request) {
    const id = answerIdOf(request);
    if (!(await store.updateFeedback(id, changes, new Date(now() - FEEDBACK_EDIT_WINDOW_MS)))) {
      return { response: apiError(404, "feedback_not_found"), log: { outcome: "not_found" } };
    }
    const body: FeedbackSuccessBody = { data: { id } };
    return { response: json(200, body), log: { outcome: "updated", changed: Object.keys(changes).join(",") } };
  },
  // The decoy id a bot was handed must go on looking real; an id no answer can have is refused as for anyone.
  async decoy(_context, request) {
    const id = answerIdOf(request);
    if (!isFeedbackId(id)) return apiError(404, "feedback_not_found");
    const body: FeedbackSuccessBody = { data: { id } };
    return json(200, body);
  },
});

/** Every other method, OPTIONS and HEAD included. */
export const ALL = methodNotAllowed(API_ROUTES.feedbackAnswer.methods);

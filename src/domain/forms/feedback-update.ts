import { z } from "zod";
import { optionalCountedText } from "@/domain/forms/fields";
import { FEEDBACK_LIMITS } from "@/domain/forms/feedback";

/**
 * `PATCH /api/feedback/<id>`: completes or changes one stored answer (`POST /api/feedback` stores
 * it at the reader's Yes or No and answers its id). The id is the only key to the answer: a random
 * UUID that only the browser that stored it holds, accepted for `FEEDBACK_EDIT_WINDOW_MS` after it
 * was stored. Body: `{comment?, helpful?}`, at least one of them; `comment: null` or blank removes
 * the comment. Field codes: `comment_too_long`, `comment_invalid`, `helpful_invalid`, and
 * `body: changes_required` when the body changes nothing.
 * Responses: 200 `{data: {id}}`; 404 `feedback_not_found` for an id that names no answer, or one
 * older than the window; other errors as documented in `@/domain/forms/api-errors`.
 */

/** How long an answer's id may complete or change it: long enough to come back to the page and write, short enough that an id found later is worth nothing. */
export const FEEDBACK_EDIT_WINDOW_HOURS = 24;
export const FEEDBACK_EDIT_WINDOW_MS = FEEDBACK_EDIT_WINDOW_HOURS * 60 * 60 * 1000;

/** An answer's id as the server hands it out (crypto.randomUUID: version 4, lower-case). */
const FEEDBACK_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Whether `value` can be an answer's id; anything else names no answer (and never reaches a query). */
export function isFeedbackId(value: string): boolean {
  return FEEDBACK_ID.test(value);
}

export const feedbackUpdateSchema = z
  .object({
    // Absent: unchanged. (ZodOptional returns undefined without running the text's transform, which would turn it into null.)
    comment: optionalCountedText("comment", { max: FEEDBACK_LIMITS.comment, multiLine: true }).optional(),
    helpful: z.boolean({ error: "helpful_invalid" }).optional(),
  })
  .refine((changes) => changes.comment !== undefined || changes.helpful !== undefined, { error: "changes_required" });

export type FeedbackUpdateInput = z.input<typeof feedbackUpdateSchema>;
export type FeedbackUpdate = z.output<typeof feedbackUpdateSchema>;

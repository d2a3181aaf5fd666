import { z } from "zod";
import { locales } from "@/i18n/routing";
import { isDocsPagePath } from "@/domain/docs/docs-page-paths";
import { optionalCountedText } from "@/domain/forms/fields";

/**
 * `POST /api/feedback`: the "Was this page helpful?" answer under a docs page. Field codes:
 * `path_required`, `path_invalid` (not one of the build's docs pages, or not in the answer's language),
 * `path_too_long`, `locale_required`, `locale_invalid`, `helpful_required`, `helpful_invalid`,
 * `comment_too_long`, `comment_invalid`.
 * Responses: 201 `{data: {id}}`, the id by which the same answer is completed (its comment, a
 * changed mind: see feedback-update.ts); errors as documented in `@/domain/forms/api-errors`.
 */
/** The longest comment in characters (counted as `characterCount` does), and the longest path. */
export const FEEDBACK_LIMITS = { comment: 1000, path: 200 } as const;

const required = (field: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? `${field}_required` : `${field}_invalid`;

export const feedbackSchema = z
  .object({
    path: z
      .string({ error: required("path") })
      .min(1, { error: "path_required", abort: true })
      .max(FEEDBACK_LIMITS.path, { error: "path_too_long", abort: true })
      .refine((path) => locales.some((locale) => isDocsPagePath(path, locale)), { error: "path_invalid" }),
    locale: z.enum(locales, { error: required("locale") }),
    helpful: z.boolean({ error: required("helpful") }),
    comment: optionalCountedText("comment", { max: FEEDBACK_LIMITS.comment, multiLine: true }),
  })
  // A French answer about an English page (or the reverse) is not an answer the site can send.
  .refine((answer) => isDocsPagePath(answer.path, answer.locale), { error: "path_invalid", path: ["path"] });

export type FeedbackInput = z.input<typeof feedbackSchema>;
export type Feedback = z.output<typeof feedbackSchema>;

export interface FeedbackSuccessBody {
  data: { id: string };
}

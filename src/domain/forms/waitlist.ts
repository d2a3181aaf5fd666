import { z } from "zod";
import { emailField } from "@/domain/forms/fields";

export const WAITLIST_LANGUAGES = ["en", "fr"] as const;
export const SOURCE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * `POST /api/waitlist`. Field codes: `email_required`, `email_invalid`, `email_too_long`,
 * `language_required`, `language_invalid`, `source_required`, `source_invalid`.
 * Responses: 201 `{data: {position}}`; 409 `{error, code: "already_listed", data: {position}}`;
 * other errors as documented in `@/domain/forms/api-errors`.
 */
export const waitlistSchema = z.object({
  email: emailField(),
  language: z.enum(WAITLIST_LANGUAGES, {
    error: (issue) => (issue.input === undefined || issue.input === null ? "language_required" : "language_invalid"),
  }),
  source: z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? "source_required" : "source_invalid") })
    .regex(SOURCE_PATTERN, { error: "source_invalid" }),
});

export type WaitlistInput = z.input<typeof waitlistSchema>;
export type WaitlistSignup = z.output<typeof waitlistSchema>;

export interface WaitlistSuccessBody {
  data: { position: number };
}

import { z } from "zod";
import { emailField, optionalText, requiredText } from "@/domain/forms/fields";

/**
 * `POST /api/demo-requests`. Field codes: `email_required`, `email_invalid`, `email_too_long`,
 * `company_required`, `company_too_long`, `company_invalid`, `message_too_long`, `message_invalid`.
 * Responses: 201 `{data: {id}}`; errors as documented in `@/domain/forms/api-errors`.
 */
/** The longest value of each text field, in characters. */
export const DEMO_REQUEST_LIMITS = { company: 100, message: 2000 } as const;

export const demoRequestSchema = z.object({
  email: emailField(),
  company: requiredText("company", { max: DEMO_REQUEST_LIMITS.company }),
  message: optionalText("message", { max: DEMO_REQUEST_LIMITS.message, multiLine: true }),
});

export type DemoRequestInput = z.input<typeof demoRequestSchema>;
export type DemoRequest = z.output<typeof demoRequestSchema>;

export interface DemoRequestSuccessBody {
  data: { id: string };
}

import { z } from "zod";
import { emailField, optionalText, requiredText } from "@/lib/validation";

/**
 * `POST /api/demo-requests`. Field codes: `email_required`, `email_invalid`, `email_too_long`,
 * `company_required`, `company_too_long`, `company_invalid`, `message_too_long`, `message_invalid`.
 * Responses: 201 `{data: {id}}`; errors as documented in `@/lib/api-errors`.
 */
export const demoRequestSchema = z.object({
  email: emailField(),
  company: requiredText("company", { max: 100 }),
  message: optionalText("message", { max: 2000, multiLine: true }),
});

export type DemoRequestInput = z.input<typeof demoRequestSchema>;
export type DemoRequest = z.output<typeof demoRequestSchema>;

export interface DemoRequestSuccessBody {
  data: { id: string };
}

import { z } from "zod";
import { emailField, optionalText, requiredText } from "@/domain/forms/fields";

/**
 * `POST /api/contact`. Field codes: `name_required`, `name_too_long`, `name_invalid`,
 * `email_required`, `email_invalid`, `email_too_long`, `company_too_long`, `company_invalid`,
 * `message_required`, `message_too_long`, `message_invalid`.
 * Responses: 201 `{data: {id}}`; errors as documented in `@/domain/forms/api-errors`.
 */
/** The longest value of each text field, in characters. */
export const CONTACT_LIMITS = { name: 100, company: 100, message: 5000 } as const;

export const contactSchema = z.object({
  name: requiredText("name", { max: CONTACT_LIMITS.name }),
  email: emailField(),
  company: optionalText("company", { max: CONTACT_LIMITS.company }),
  message: requiredText("message", { max: CONTACT_LIMITS.message, multiLine: true }),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;

export interface ContactSuccessBody {
  data: { id: string };
}

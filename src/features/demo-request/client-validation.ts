/**
 * The demo-request rules checked in the browser before sending, with the same field codes the
 * server answers with (`email_required`, `company_too_long`, ...). The server re-checks everything;
 * this copy exists so the form can answer instantly without shipping zod to the browser.
 */
export const DEMO_REQUEST_LIMITS = { email: 254, company: 100, message: 2000 } as const;

/** SPEC section 5: text, at-sign, text, dot, text, no spaces anywhere. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Control characters are what the server refuses; tabs and newlines are allowed in the message only.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_SINGLE_LINE = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export type DemoRequestField = "email" | "company" | "message";
export const demoRequestFieldCodes = [
  "email_required",
  "email_invalid",
  "email_too_long",
  "company_required",
  "company_invalid",
  "company_too_long",
  "message_invalid",
  "message_too_long",
] as const;
export type DemoRequestFieldCode = (typeof demoRequestFieldCodes)[number];
export type DemoRequestFieldErrors = Partial<Record<DemoRequestField, DemoRequestFieldCode>>;

export interface DemoRequestValues {
  email: string;
  company: string;
  message: string;
}

/** What is sent: trimmed, the email lower-cased, a blank message left out. */
export function normalizeDemoRequest(values: DemoRequestValues): { email: string; company: string; message?: string } {
  const message = values.message.trim();
  return { email: values.email.trim().toLowerCase(), company: values.company.trim(), ...(message ? { message } : {}) };
}

export function validateDemoRequest(values: DemoRequestValues): DemoRequestFieldErrors {
  const { email, company, message = "" } = normalizeDemoRequest(values);
  const errors: DemoRequestFieldErrors = {};
  if (!email) errors.email = "email_required";
  else if (email.length > DEMO_REQUEST_LIMITS.email) errors.email = "email_too_long";
  else if (CONTROL_SINGLE_LINE.test(email) || !EMAIL_PATTERN.test(email)) errors.email = "email_invalid";

  if (!company) errors.company = "company_required";
  else if (company.length > DEMO_REQUEST_LIMITS.company) errors.company = "company_too_long";
  else if (CONTROL_SINGLE_LINE.test(company)) errors.company = "company_invalid";

  if (message.length > DEMO_REQUEST_LIMITS.message) errors.message = "message_too_long";
  else if (CONTROL_MULTI_LINE.test(message)) errors.message = "message_invalid";
  return errors;
}

import { HONEYPOT_FIELD } from "@/domain/forms/honeypot";

/**
 * What the visitor typed, read from the form itself: the fields are uncontrolled, so text typed
 * before the island hydrated is there too. The honeypot is read with them, under its own name.
 */
export function readForm<F extends string>(form: HTMLFormElement | null, fields: readonly F[]): { values: Record<F, string>; honeypot: string } {
  const data = form ? new FormData(form) : null;
  const read = (name: string) => String(data?.get(name) ?? "");
  return { values: Object.fromEntries(fields.map((field) => [field, read(field)])) as Record<F, string>, honeypot: read(HONEYPOT_FIELD) };
}

/** What a form sends: its values without the optional ones left blank, and the honeypot's value, always. */
export function requestBody(values: Readonly<Record<string, unknown>>, honeypot: string): Record<string, unknown> {
  const filled = Object.entries(values).filter(([, value]) => value !== null && value !== undefined && !(typeof value === "string" && value.trim() === ""));
  return { ...Object.fromEntries(filled), [HONEYPOT_FIELD]: honeypot };
}

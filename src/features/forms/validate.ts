/**
 * The part of a zod schema a form uses, so the island's own code never imports zod: the shared
 * schema (and zod with it) is loaded on first use, in a chunk of its own.
 */
export interface FormSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export type Checked<T> =
  /** Valid, with the normalised values the server will store (trimmed, email normalised...). */
  | { status: "valid"; data: T }
  /** The field codes of the first problem of each field. */
  | { status: "invalid"; fields: Record<string, string> }
  /** The schema could not be loaded (offline): send, the server checks anyway. */
  | { status: "unchecked" };

export async function checkWith<T>(load: () => Promise<FormSchema<T>>, values: unknown): Promise<Checked<T>> {
  let schema: FormSchema<T>;
  try {
    schema = await load();
  } catch (error) {
    console.error("Form validation unavailable", error);
    return { status: "unchecked" };
  }
  return checkNow(schema, values);
}

/** The same check with a schema already loaded: synchronous. */
export function checkNow<T>(schema: FormSchema<T>, values: unknown): Exclude<Checked<T>, { status: "unchecked" }> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { status: "valid", data: parsed.data };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? "body")] ??= issue.message;
  return { status: "invalid", fields };
}

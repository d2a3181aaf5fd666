import type { DemoRequestFieldErrors, DemoRequestValues } from "./client-validation";
import { demoRequestFieldCodes, normalizeDemoRequest } from "./client-validation";
import { HONEYPOT_FIELD } from "@/lib/honeypot";

export const DEMO_REQUEST_ENDPOINT = "/api/demo-requests";

export type SubmitResult =
  | { ok: true }
  | { ok: false; kind: "fields"; fields: DemoRequestFieldErrors }
  | { ok: false; kind: "rate_limited" | "unavailable" | "network" | "generic" };

const FIELD_NAMES = new Set(["email", "company", "message"]);
const FIELD_CODES = new Set<string>(demoRequestFieldCodes);

/** Sends a request and turns any answer into something the form can show in the visitor's language. */
export async function submitDemoRequest(values: DemoRequestValues, honeypot: string, fetchImpl: typeof fetch = fetch): Promise<SubmitResult> {
  let response: Response;
  try {
    response = await fetchImpl(DEMO_REQUEST_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ ...normalizeDemoRequest(values), [HONEYPOT_FIELD]: honeypot }),
    });
  } catch {
    return { ok: false, kind: "network" };
  }
  if (response.ok) return { ok: true };

  const body: unknown = await response.json().catch(() => null);
  const code = body && typeof body === "object" && "code" in body ? body.code : undefined;
  const fields = body && typeof body === "object" && "fields" in body ? body.fields : undefined;
  if (code === "validation_failed" && fields && typeof fields === "object") {
    const known = Object.entries(fields).filter(
      (entry): entry is [keyof DemoRequestFieldErrors, NonNullable<DemoRequestFieldErrors[keyof DemoRequestFieldErrors]>] =>
        FIELD_NAMES.has(entry[0]) && typeof entry[1] === "string" && FIELD_CODES.has(entry[1]) && entry[1].startsWith(`${entry[0]}_`),
    );
    if (known.length > 0) return { ok: false, kind: "fields", fields: Object.fromEntries(known) };
  }
  if (code === "rate_limited" || response.status === 429) return { ok: false, kind: "rate_limited" };
  if (code === "unavailable" || response.status === 503) return { ok: false, kind: "unavailable" };
  return { ok: false, kind: "generic" };
}

import type { SubmitOutcome } from "@/features/forms/submit-json";

/** A sign-up as the form shows it: its place in line, and whether the address was already listed. */
export interface WaitlistResult {
  position: number | null;
  alreadyListed: boolean;
}

function readPosition(data: unknown): number | null {
  const position = (data as { position?: unknown } | null)?.position;
  return typeof position === "number" && Number.isInteger(position) && position > 0 ? position : null;
}

/**
 * What an answer of `POST /api/waitlist` means for the form: 201, joined with a position; 409
 * `already_listed`, a success too, with the stored position; anything else is a failure.
 */
export function waitlistResult(outcome: SubmitOutcome): WaitlistResult | undefined {
  if (outcome.kind === "ok") return { position: readPosition(outcome.data), alreadyListed: false };
  if (outcome.kind === "refused" && outcome.code === "already_listed") return { position: readPosition(outcome.data), alreadyListed: true };
  return undefined;
}

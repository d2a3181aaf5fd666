import { useId, useReducer, useRef, useEffect } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FormAlert } from "@/features/forms/field-error";
import { fieldTexts, type FormErrorTexts } from "@/features/forms/form-errors";
import { PrivacyNote, type PrivacyNoteText } from "@/features/forms/privacy-note";
import { SubmitButton } from "@/features/forms/submit-button";
import { submitJson } from "@/features/forms/submit-json";
import { checkWith } from "@/features/forms/validate";
import { API_ROUTES } from "@/domain/forms/api-routes";
import { HONEYPOT_FIELD } from "@/domain/forms/honeypot";
import { HoneypotField } from "@/features/forms/honeypot-field";
import type { WAITLIST_LANGUAGES } from "@/domain/forms/waitlist";
import { initialWaitlistState, WAITLIST_FIELDS, waitlistAction, waitlistReducer } from "./waitlist-state";

type WaitlistLanguage = (typeof WAITLIST_LANGUAGES)[number];

/** Marks sign-ups from the landing page's call-to-action form in the stored entries. */
export const LANDING_WAITLIST_SOURCE = "landing-cta";

export interface WaitlistFormLabels {
  emailLabel: string;
  placeholder: string;
  submit: string;
  submitting: string;
  success: string;
  alreadyExists: string;
  welcomeTitle: string;
  welcomeBody: string;
  positionLabel: string;
  noPosition: string;
  honeypot: string;
}

// The shared zod schema is loaded on first use so it does not weigh on the page's first load.
const loadSchema = async () => (await import("@/domain/forms/waitlist")).waitlistSchema;

export interface WaitlistFormProps {
  /** The sign-up's language: the page's. */
  language: WaitlistLanguage;
  labels: WaitlistFormLabels;
  privacy: PrivacyNoteText;
  errors: FormErrorTexts;
}

/** The call to action's waitlist form, an island: idle, submitting, error or success. */
export function WaitlistForm({ language, labels, privacy, errors }: WaitlistFormProps) {
  const [state, dispatch] = useReducer(waitlistReducer, initialWaitlistState);
  const inputRef = useRef<HTMLInputElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const ids = { input: useId(), error: useId(), privacy: useId() };

  useEffect(() => {
    if (state.status === "success") successRef.current?.focus();
  }, [state.status]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.status === "submitting") return;
    const form = new FormData(event.currentTarget);
    const values = { email: String(form.get("email") ?? ""), language, source: LANDING_WAITLIST_SOURCE };

    const checked = await checkWith(loadSchema, values);
    const invalidEmail = checked.status === "invalid" ? fieldTexts(WAITLIST_FIELDS, checked.fields, errors).email : undefined;
    if (invalidEmail) {
      dispatch({ type: "invalid", message: invalidEmail });
      inputRef.current?.focus();
      return;
    }

    dispatch({ type: "submit" });
    const body = { ...(checked.status === "valid" ? checked.data : values), [HONEYPOT_FIELD]: String(form.get(HONEYPOT_FIELD) ?? "") };
    const outcome = await submitJson(API_ROUTES.waitlist.path, body);
    const action = waitlistAction(outcome, errors);
    if (action.type === "failed") console.error("Waitlist sign-up failed", outcome);
    dispatch(action);
  }

  if (state.status === "success") {
    return (
      <div ref={successRef} tabIndex={-1} role="status" className="flex flex-col items-center py-4 text-center focus:outline-none" data-waitlist="success">
        <p className="text-sm font-medium text-success">{state.alreadyListed ? labels.alreadyExists : labels.success}</p>
        <h3 className="mt-2 text-2xl font-semibold tracking-tight">{labels.welcomeTitle}</h3>
        <p className="mt-6 text-xs font-medium tracking-[0.14em] text-subtle uppercase">{labels.positionLabel}</p>
        {state.position !== null ? (
          <p className="mt-2 font-mono text-5xl font-semibold tracking-tight text-gradient" data-position={state.position}>
            #{state.position}
          </p>
        ) : (
          <p className="mt-2 flex flex-col items-center gap-2">
            <span aria-hidden className="text-5xl">
              🎯
            </span>
            <span className="text-sm text-muted">{labels.noPosition}</span>
          </p>
        )}
        <p className="mt-6 max-w-sm text-sm text-muted">{labels.welcomeBody}</p>
      </div>
    );
  }

  const submitting = state.status === "submitting";
  const error = state.status === "error" ? state : null;

  return (
    <div>
      {/* Every error, the email's included, shows in a red box above the form. */}
      <FormAlert id={ids.error} message={error?.message ?? null} className="mb-4" />
      {/* Dialog-method form outside a dialog: submitted before the island hydrates, it goes nowhere (a GET would put the address in the URL). */}
      <form method="dialog" noValidate onSubmit={onSubmit} className="flex flex-col gap-3" aria-busy={submitting}>
        <Label htmlFor={ids.input}>{labels.emailLabel}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            ref={inputRef}
            id={ids.input}
            name="email"
            type="email"
            required
            autoComplete="email"
            inputMode="email"
            placeholder={labels.placeholder}
            onFocus={() => void loadSchema().catch(() => undefined)}
            aria-invalid={error?.invalidEmail || undefined}
            aria-describedby={[error ? ids.error : null, ids.privacy].filter(Boolean).join(" ")}
            className="bg-background sm:flex-1"
          />
          <SubmitButton submitting={submitting} label={labels.submit} submittingLabel={labels.submitting} className="h-11" />
        </div>
        <HoneypotField label={labels.honeypot} />
        <PrivacyNote id={ids.privacy} note={privacy} />
      </form>
    </div>
  );
}

import { useId } from "react";
import { Field } from "@/components/ui/field";
import { FormAlert } from "@/components/ui/field-error";
import { fieldIds, formPartId } from "@/components/ui/field-ids";
import { FormSuccess, FormSuccessTitle } from "@/components/ui/form-success";
import { Input } from "@/components/ui/input";
import { HoneypotField } from "@/features/forms/honeypot-field";
import { PrivacyNote } from "@/features/forms/privacy-note";
import { SubmitButton } from "@/features/forms/submit-button";
import { useFormSubmit } from "@/features/forms/use-form-submit";
import { useIslandCommitted } from "@/lib/islands/island-committed";
import { API_ROUTES } from "@/domain/forms/api-routes";
import type { WaitlistFormProps } from "./waitlist-props";
import { waitlistResult } from "./waitlist-result";

/** Marks sign-ups from the landing page's call-to-action form in the stored entries. */
export const LANDING_WAITLIST_SOURCE = "landing-cta";

/** The waitlist form has one field a visitor can fix. */
export const WAITLIST_FIELDS = ["email"] as const;

const loadSchema = async () => (await import("@/domain/forms/waitlist")).waitlistSchema;

/** The call to action's waitlist form, an island: idle, submitting, error or success. */
export function WaitlistForm({ language, messages: m, honeypot, privacy, errors }: WaitlistFormProps) {
  const { state, form, onSubmit, prefetch, submitting } = useFormSubmit({
    fields: WAITLIST_FIELDS,
    loadSchema,
    route: API_ROUTES.waitlist.path,
    texts: errors,
    extra: { language, source: LANDING_WAITLIST_SOURCE },
    result: waitlistResult,
    serverText: true,
    name: "Waitlist sign-up",
  });
  const committed = useIslandCommitted<HTMLDivElement>();
  const scope = formPartId("waitlist", useId());
  const email = fieldIds(scope, "email");
  const privacyId = formPartId(scope, "privacy");

  if (state.status === "success") {
    const { position, alreadyListed } = state.result;
    return (
      <FormSuccess focus="self" status className="py-4">
        <p className="text-sm font-medium text-success">{alreadyListed ? m.alreadyExists : m.success}</p>
        <FormSuccessTitle className="mt-2">{m.welcomeTitle}</FormSuccessTitle>
        <p className="mt-6 text-xs font-medium tracking-[0.14em] text-subtle uppercase">{m.positionLabel}</p>
        {position !== null ? (
          <p className="mt-2 font-mono text-5xl font-semibold tracking-tight text-gradient" data-position={position}>
            #{position}
          </p>
        ) : (
          <p className="mt-2 flex flex-col items-center gap-2">
            <span aria-hidden className="text-5xl">
              🎯
            </span>
            <span className="text-sm text-muted">{m.noPosition}</span>
          </p>
        )}
        <p className="mt-6 max-w-sm text-sm text-muted">{m.welcomeBody}</p>
      </FormSuccess>
    );
  }

  // Every error, the email's included, shows in the red box above the form (the field's error id is the box's).
  const error = state.status === "error" ? (state.fields.email ?? state.message) : null;

  return (
    <div ref={committed}>
      <FormAlert id={email.error} message={error} className="mb-4" />
      {/* Dialog-method form outside a dialog: submitted before the island hydrates, it goes nowhere (a GET would put the address in the URL). */}
      <form ref={form} method="dialog" noValidate onSubmit={onSubmit} className="flex flex-col gap-3" aria-busy={submitting}>
        <Field
          ids={email}
          label={m.emailLabel}
          error={error ?? undefined}
          errorIn="alert"
          invalid={state.status === "error" && Boolean(state.fields.email)}
          describedBy={privacyId}
          className="gap-3"
        >
          {(control) => (
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                name="email"
                type="email"
                required
                autoComplete="email"
                inputMode="email"
                placeholder={m.placeholder}
                onFocus={prefetch}
                {...control}
                className="bg-background sm:flex-1"
              />
              <SubmitButton submitting={submitting} label={m.submit} submittingLabel={m.submitting} className="h-11" />
            </div>
          )}
        </Field>
        <HoneypotField label={honeypot} />
        <PrivacyNote id={privacyId} note={privacy} />
      </form>
    </div>
  );
}

import { Field } from "@/components/ui/field";
import { FormAlert } from "@/components/ui/field-error";
import { formFieldIds } from "@/components/ui/field-ids";
import { FormSuccess, FormSuccessIcon, FormSuccessTitle } from "@/components/ui/form-success";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { fieldTextsOf } from "@/features/forms/form-state";
import { HoneypotField } from "@/features/forms/honeypot-field";
import { PrivacyNote } from "@/features/forms/privacy-note";
import { SubmitButton } from "@/features/forms/submit-button";
import { useFormSubmit } from "@/features/forms/use-form-submit";
import { API_ROUTES } from "@/domain/forms/api-routes";
import type { DemoRequestFormProps } from "./demo-request-props";

export const DEMO_REQUEST_FIELDS = ["email", "company", "message"] as const;

const loadSchema = async () => (await import("@/domain/forms/demo-request")).demoRequestSchema;

/** Fixed ids, the page having one such form: `demo-email`, `demo-email-error`... */
const ids = formFieldIds("demo", DEMO_REQUEST_FIELDS);

/**
 * The fields are uncontrolled: the form is server-rendered and hydrates only when it comes into
 * view, so a visitor may type before React runs. The DOM keeps that text (and the focus) through
 * hydration; state would hold "" and wipe it on the next render.
 */
export function DemoRequestForm({ messages: m, honeypot, privacy, errors }: DemoRequestFormProps) {
  const { state, form, onSubmit, recheck, prefetch, submitting } = useFormSubmit({
    fields: DEMO_REQUEST_FIELDS,
    loadSchema,
    route: API_ROUTES.demoRequests.path,
    texts: errors,
    name: "Demo request",
  });
  const fieldErrors = fieldTextsOf(state);

  if (state.status === "success") {
    return (
      <FormSuccess focus="title" className="py-10 animate-fade-in">
        <FormSuccessIcon badge />
        <FormSuccessTitle className="mt-5 text-foreground">{m.successTitle}</FormSuccessTitle>
        <p className="mt-3 max-w-sm leading-relaxed text-muted">{m.successBody}</p>
      </FormSuccess>
    );
  }

  return (
    // method="dialog" outside a dialog submits nowhere: before hydration, Enter or a click cannot send
    // the fields to this page's URL; once hydrated, onSubmit takes over.
    <form ref={form} method="dialog" noValidate onSubmit={onSubmit} onFocus={prefetch} aria-busy={submitting} className="grid gap-5">
      <FormAlert message={state.status === "error" ? state.message : null} />
      <Field ids={ids.email} label={m.email} hint={m.required} error={fieldErrors.email}>
        {(control) => (
          <Input
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            placeholder={m.emailPlaceholder}
            defaultValue=""
            onChange={() => recheck("email")}
            {...control}
            disabled={submitting}
          />
        )}
      </Field>
      <Field ids={ids.company} label={m.company} hint={m.required} error={fieldErrors.company}>
        {(control) => (
          <Input
            name="company"
            autoComplete="organization"
            required
            placeholder={m.companyPlaceholder}
            defaultValue=""
            onChange={() => recheck("company")}
            {...control}
            disabled={submitting}
          />
        )}
      </Field>
      <Field ids={ids.message} label={m.message} hint={m.optional} error={fieldErrors.message}>
        {(control) => (
          <Textarea
            name="message"
            rows={4}
            placeholder={m.messagePlaceholder}
            defaultValue=""
            onChange={() => recheck("message")}
            {...control}
            disabled={submitting}
          />
        )}
      </Field>
      <HoneypotField label={honeypot} />
      <SubmitButton submitting={submitting} label={m.submit} submittingLabel={m.submitting} className="w-full" />
      <PrivacyNote note={privacy} />
    </form>
  );
}

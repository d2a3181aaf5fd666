import type { ComponentType } from "react";
import { Field, type FieldControlProps } from "@/components/ui/field";
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
type DemoRequestField = (typeof DEMO_REQUEST_FIELDS)[number];

/** What every field's control takes here besides its own attributes. */
type ControlProps = FieldControlProps & { name: string; defaultValue: string; onChange: () => void; disabled: boolean };

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

  /** One field: uncontrolled (see above), re-checked as it is fixed once flagged, disabled while sending. */
  function demoField<P extends object>(name: DemoRequestField, Control: ComponentType<P & ControlProps>, props: P) {
    return (
      <Field ids={ids[name]} label={m[name]} hint={name === "message" ? m.optional : m.required} error={fieldErrors[name]}>
        {(control) => <Control name={name} defaultValue="" onChange={() => recheck(name)} {...props} {...control} disabled={submitting} />}
      </Field>
    );
  }

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
      {demoField("email", Input, { type: "email", autoComplete: "email", inputMode: "email", required: true, placeholder: m.emailPlaceholder } as const)}
      {demoField("company", Input, { autoComplete: "organization", required: true, placeholder: m.companyPlaceholder })}
      {demoField("message", Textarea, { rows: 4, placeholder: m.messagePlaceholder })}
      <HoneypotField label={honeypot} />
      <SubmitButton submitting={submitting} label={m.submit} submittingLabel={m.submitting} className="w-full" />
      <PrivacyNote note={privacy} />
    </form>
  );
}

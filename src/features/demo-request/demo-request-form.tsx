import { CircleCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { FormAlert } from "@/features/forms/field-error";
import { FormField } from "@/features/forms/form-field";
import { fieldTextsOf } from "@/features/forms/form-state";
import { HoneypotField } from "@/features/forms/honeypot-field";
import { PrivacyNote } from "@/features/forms/privacy-note";
import { SubmitButton } from "@/features/forms/submit-button";
import { useFormSubmit } from "@/features/forms/use-form-submit";
import { API_ROUTES } from "@/domain/forms/api-routes";
import type { DemoRequestFormProps } from "./demo-request-props";

export const DEMO_REQUEST_FIELDS = ["email", "company", "message"] as const;

const loadSchema = async () => (await import("@/domain/forms/demo-request")).demoRequestSchema;

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
  const confirmation = useRef<HTMLHeadingElement>(null);
  const fieldErrors = fieldTextsOf(state);

  // The form is gone once sent: focus goes to the confirmation so it is read out and keyboard users are not lost.
  useEffect(() => {
    if (state.status === "success") confirmation.current?.focus();
  }, [state.status]);

  if (state.status === "success") {
    return (
      <div className="flex flex-col items-center py-10 text-center animate-fade-in">
        <span className="flex size-12 items-center justify-center rounded-full border border-success/30 bg-success/10 text-success">
          <CircleCheck aria-hidden className="size-6" />
        </span>
        <h3 ref={confirmation} tabIndex={-1} className="mt-5 text-2xl font-semibold tracking-tight text-foreground focus:outline-none">
          {m.successTitle}
        </h3>
        <p className="mt-3 max-w-sm leading-relaxed text-muted">{m.successBody}</p>
      </div>
    );
  }

  return (
    // method="dialog" outside a dialog submits nowhere: before hydration, Enter or a click cannot send
    // the fields to this page's URL; once hydrated, onSubmit takes over.
    <form ref={form} method="dialog" noValidate onSubmit={onSubmit} onFocus={prefetch} aria-busy={submitting} className="grid gap-5">
      <FormAlert message={state.status === "error" ? state.message : null} />
      <FormField id="demo-email" label={m.email} hint={m.required} error={fieldErrors.email}>
        {(aria) => (
          <Input
            id="demo-email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            placeholder={m.emailPlaceholder}
            defaultValue=""
            onChange={() => recheck("email")}
            {...aria}
            disabled={submitting}
          />
        )}
      </FormField>
      <FormField id="demo-company" label={m.company} hint={m.required} error={fieldErrors.company}>
        {(aria) => (
          <Input
            id="demo-company"
            name="company"
            autoComplete="organization"
            required
            placeholder={m.companyPlaceholder}
            defaultValue=""
            onChange={() => recheck("company")}
            {...aria}
            disabled={submitting}
          />
        )}
      </FormField>
      <FormField id="demo-message" label={m.message} hint={m.optional} error={fieldErrors.message}>
        {(aria) => (
          <Textarea
            id="demo-message"
            name="message"
            rows={4}
            placeholder={m.messagePlaceholder}
            defaultValue=""
            onChange={() => recheck("message")}
            {...aria}
            disabled={submitting}
          />
        )}
      </FormField>
      <HoneypotField label={honeypot} />
      <SubmitButton submitting={submitting} label={m.submit} submittingLabel={m.submitting} className="w-full" />
      <PrivacyNote note={privacy} />
    </form>
  );
}

import { CircleAlert, CircleCheck, LoaderCircle } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import {
  validateDemoRequest,
  type DemoRequestField,
  type DemoRequestFieldCode,
  type DemoRequestFieldErrors,
  type DemoRequestValues,
} from "./client-validation";
import { HONEYPOT_FIELD } from "@/lib/honeypot";
import { submitDemoRequest, type SubmitResult } from "./submit-demo-request";

type FailureKind = Extract<SubmitResult, { ok: false }>["kind"];

export interface DemoRequestFormLabels {
  email: string;
  emailPlaceholder: string;
  company: string;
  companyPlaceholder: string;
  message: string;
  optional: string;
  required: string;
  messagePlaceholder: string;
  submit: string;
  submitting: string;
  successTitle: string;
  successBody: string;
  /** Translated text for every field code the form or the server can produce. */
  fieldErrors: Record<DemoRequestFieldCode, string>;
  /** Translated text for failures that are not about one field. */
  formErrors: Record<Exclude<FailureKind, "fields">, string>;
}

const FIELDS: DemoRequestField[] = ["email", "company", "message"];

/** The text in a field of the form, read from the DOM: the fields are uncontrolled (see below). */
function fieldValue(form: HTMLFormElement | null, name: string): string {
  const element = form?.elements.namedItem(name);
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element.value : "";
}

function readValues(form: HTMLFormElement | null): DemoRequestValues {
  return { email: fieldValue(form, "email"), company: fieldValue(form, "company"), message: fieldValue(form, "message") };
}

/**
 * The fields are uncontrolled: the form is server-rendered and hydrates only when it comes into
 * view, so a visitor may type before React runs. The DOM keeps that text (and the focus) through
 * hydration; state would hold "" and wipe it on the next render.
 */
export function DemoRequestForm({ labels }: { labels: DemoRequestFormLabels }) {
  const [errors, setErrors] = useState<DemoRequestFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<"editing" | "submitting" | "done">("editing");
  const confirmation = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);

  // The form is gone once sent: focus goes to the confirmation so it is read out and keyboard users are not lost.
  useEffect(() => {
    if (status === "done") confirmation.current?.focus();
  }, [status]);

  function focusFirstInvalid(fieldErrors: DemoRequestFieldErrors) {
    const first = FIELDS.find((field) => fieldErrors[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  // Once a field has been flagged, it is re-checked as the visitor fixes it.
  function recheck(field: DemoRequestField) {
    if (errors[field]) setErrors((current) => ({ ...current, [field]: validateDemoRequest(readValues(form.current))[field] }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "submitting") return;
    setFormError(null);
    const values = readValues(form.current);
    const fieldErrors = validateDemoRequest(values);
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0) {
      focusFirstInvalid(fieldErrors);
      return;
    }
    setStatus("submitting");
    const result = await submitDemoRequest(values, fieldValue(form.current, HONEYPOT_FIELD));
    if (result.ok) {
      setStatus("done");
      return;
    }
    setStatus("editing");
    if (result.kind === "fields") {
      setErrors(result.fields);
      focusFirstInvalid(result.fields);
    } else {
      setFormError(labels.formErrors[result.kind]);
    }
  }

  if (status === "done") {
    return (
      <div className="flex flex-col items-center py-10 text-center animate-fade-in">
        <span className="flex size-12 items-center justify-center rounded-full border border-success/30 bg-success/10 text-success">
          <CircleCheck aria-hidden className="size-6" />
        </span>
        <h3 ref={confirmation} tabIndex={-1} className="mt-5 text-2xl font-semibold tracking-tight text-foreground focus:outline-none">
          {labels.successTitle}
        </h3>
        <p className="mt-3 max-w-sm leading-relaxed text-muted">{labels.successBody}</p>
      </div>
    );
  }

  const submitting = status === "submitting";
  const describedBy = (field: DemoRequestField, extra?: string) =>
    [errors[field] ? `demo-${field}-error` : null, extra].filter(Boolean).join(" ") || undefined;

  return (
    // method="dialog" outside a dialog submits nowhere: before hydration, Enter or a click cannot send
    // the fields to this page's URL; once hydrated, onSubmit takes over.
    <form ref={form} method="dialog" noValidate onSubmit={onSubmit} aria-busy={submitting} className="grid gap-5">
      <div aria-live="polite" aria-atomic="true">
        {formError ? (
          <p role="alert" className="flex gap-2.5 rounded-lg border border-danger-border bg-danger-bg px-4 py-3 text-sm text-danger">
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {formError}
          </p>
        ) : null}
      </div>
      <Field id="demo-email" label={labels.email} hint={labels.required} error={errors.email && labels.fieldErrors[errors.email]}>
        <Input
          id="demo-email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          placeholder={labels.emailPlaceholder}
          defaultValue=""
          onChange={() => recheck("email")}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy("email")}
          disabled={submitting}
        />
      </Field>
      <Field id="demo-company" label={labels.company} hint={labels.required} error={errors.company && labels.fieldErrors[errors.company]}>
        <Input
          id="demo-company"
          name="company"
          autoComplete="organization"
          required
          placeholder={labels.companyPlaceholder}
          defaultValue=""
          onChange={() => recheck("company")}
          aria-invalid={errors.company ? true : undefined}
          aria-describedby={describedBy("company")}
          disabled={submitting}
        />
      </Field>
      <Field id="demo-message" label={labels.message} hint={labels.optional} error={errors.message && labels.fieldErrors[errors.message]}>
        <Textarea
          id="demo-message"
          name="message"
          rows={4}
          placeholder={labels.messagePlaceholder}
          defaultValue=""
          onChange={() => recheck("message")}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy("message")}
          disabled={submitting}
        />
      </Field>
      {/* Hidden from people and assistive technology; only bots fill it in. */}
      <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`demo-${HONEYPOT_FIELD}`}>{HONEYPOT_FIELD}</label>
        <input id={`demo-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <Button type="submit" size="lg" disabled={submitting} className="w-full">
        {submitting ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
        {submitting ? labels.submitting : labels.submit}
      </Button>
    </form>
  );
}

function Field({ id, label, hint, error, children }: { id: string; label: string; hint: string; error?: string; children: ReactNode }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id} className="flex items-baseline justify-between gap-3">
        {label}
        <span className="text-xs font-normal text-subtle">{hint}</span>
      </Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="flex items-center gap-1.5 text-sm text-danger">
          <CircleAlert aria-hidden className="size-3.5 shrink-0" />
          {error}
        </p>
      ) : null}
    </div>
  );
}

import { CircleCheck } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { FieldError, fieldErrorProps, FormAlert } from "@/features/forms/field-error";
import { PrivacyNote, type PrivacyNoteText } from "@/features/forms/privacy-note";
import { SubmitButton } from "@/features/forms/submit-button";
import { describeFailure, fieldTexts, type FormErrorTexts } from "@/features/forms/form-errors";
import { submitJson } from "@/features/forms/submit-json";
import { checkWith } from "@/features/forms/validate";
import { API_ROUTES } from "@/domain/forms/api-routes";
import { HONEYPOT_FIELD } from "@/domain/forms/honeypot";
import { focusFirstInvalid } from "@/features/forms/focus-first-invalid";
import { HoneypotField } from "@/features/forms/honeypot-field";

export const DEMO_REQUEST_FIELDS = ["email", "company", "message"] as const;
type DemoRequestField = (typeof DEMO_REQUEST_FIELDS)[number];
type FieldErrors = Partial<Record<DemoRequestField, string>>;
type Values = Record<DemoRequestField, string>;

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
  honeypot: string;
}

export interface DemoRequestFormProps {
  labels: DemoRequestFormLabels;
  privacy: PrivacyNoteText;
  errors: FormErrorTexts;
}

// The shared zod schema is loaded on first use so it does not weigh on the page's first load.
const loadSchema = async () => (await import("@/domain/forms/demo-request")).demoRequestSchema;

/** The text in a field of the form, read from the DOM: the fields are uncontrolled (see below). */
function fieldValue(form: HTMLFormElement | null, name: string): string {
  const element = form?.elements.namedItem(name);
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element.value : "";
}

function readValues(form: HTMLFormElement | null): Values {
  return { email: fieldValue(form, "email"), company: fieldValue(form, "company"), message: fieldValue(form, "message") };
}

/** What is sent: the schema's normalised values (a blank message left out), or the raw ones if it could not load. */
function requestBody(values: { email: string; company: string; message: string | null }, honeypot: string) {
  const message = values.message?.trim();
  return { email: values.email.trim(), company: values.company.trim(), ...(message ? { message } : {}), [HONEYPOT_FIELD]: honeypot };
}

/**
 * The fields are uncontrolled: the form is server-rendered and hydrates only when it comes into
 * view, so a visitor may type before React runs. The DOM keeps that text (and the focus) through
 * hydration; state would hold "" and wipe it on the next render.
 */
export function DemoRequestForm({ labels, privacy, errors: texts }: DemoRequestFormProps) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<"editing" | "submitting" | "done">("editing");
  const confirmation = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // Re-checks run asynchronously (the schema loads on demand): only the latest one may answer.
  const latestCheck = useRef(0);

  // The form is gone once sent: focus goes to the confirmation so it is read out and keyboard users are not lost.
  useEffect(() => {
    if (status === "done") confirmation.current?.focus();
  }, [status]);

  async function validate(values: Values): Promise<{ body: ReturnType<typeof requestBody> | null; fields: FieldErrors }> {
    const honeypot = fieldValue(form.current, HONEYPOT_FIELD);
    const checked = await checkWith(loadSchema, values);
    if (checked.status === "valid") return { body: requestBody(checked.data, honeypot), fields: {} };
    const fields = checked.status === "invalid" ? fieldTexts(DEMO_REQUEST_FIELDS, checked.fields, texts) : {};
    return { body: Object.keys(fields).length > 0 ? null : requestBody(values, honeypot), fields };
  }

  // Once a field has been flagged, it is re-checked as the visitor fixes it.
  function recheck(field: DemoRequestField) {
    if (!errors[field]) return;
    const check = ++latestCheck.current;
    void validate(readValues(form.current)).then(({ fields }) => {
      if (check === latestCheck.current) setErrors((current) => ({ ...current, [field]: fields[field] }));
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "submitting") return;
    setFormError(null);
    latestCheck.current += 1;
    const { body, fields } = await validate(readValues(form.current));
    setErrors(fields);
    if (!body) {
      focusFirstInvalid(form.current, DEMO_REQUEST_FIELDS, fields);
      return;
    }
    setStatus("submitting");
    const outcome = await submitJson(API_ROUTES.demoRequests.path, body);
    if (outcome.kind === "ok") {
      setStatus("done");
      return;
    }
    console.error("Demo request failed", outcome);
    const failure = describeFailure(outcome, DEMO_REQUEST_FIELDS, texts);
    setStatus("editing");
    setErrors(failure.fields);
    setFormError(failure.message);
    focusFirstInvalid(form.current, DEMO_REQUEST_FIELDS, failure.fields);
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
  const errorId = (field: DemoRequestField) => `demo-${field}-error`;

  return (
    // method="dialog" outside a dialog submits nowhere: before hydration, Enter or a click cannot send
    // the fields to this page's URL; once hydrated, onSubmit takes over.
    <form
      ref={form}
      method="dialog"
      noValidate
      onSubmit={onSubmit}
      // The schema's chunk starts loading as soon as the visitor is in the form, ready by the time they send.
      onFocus={() => void loadSchema().catch(() => undefined)}
      aria-busy={submitting}
      className="grid gap-5"
    >
      <FormAlert message={formError} />
      <Field id="demo-email" label={labels.email} hint={labels.required} error={errors.email}>
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
          {...fieldErrorProps(errorId("email"), errors.email)}
          disabled={submitting}
        />
      </Field>
      <Field id="demo-company" label={labels.company} hint={labels.required} error={errors.company}>
        <Input
          id="demo-company"
          name="company"
          autoComplete="organization"
          required
          placeholder={labels.companyPlaceholder}
          defaultValue=""
          onChange={() => recheck("company")}
          {...fieldErrorProps(errorId("company"), errors.company)}
          disabled={submitting}
        />
      </Field>
      <Field id="demo-message" label={labels.message} hint={labels.optional} error={errors.message}>
        <Textarea
          id="demo-message"
          name="message"
          rows={4}
          placeholder={labels.messagePlaceholder}
          defaultValue=""
          onChange={() => recheck("message")}
          {...fieldErrorProps(errorId("message"), errors.message)}
          disabled={submitting}
        />
      </Field>
      <HoneypotField label={labels.honeypot} />
      <SubmitButton submitting={submitting} label={labels.submit} submittingLabel={labels.submitting} className="w-full" />
      <PrivacyNote note={privacy} />
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
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

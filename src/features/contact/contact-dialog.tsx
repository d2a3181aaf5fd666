import { useId, useRef, useState } from "react";
import { CheckCircle2, MessageSquare } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Modal, ModalCloseForm, ModalDescription, ModalTitle, modalOpenerProps, showModal } from "@/components/ui/modal";
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

/** The dialog's form: idle, submitting, success or error. */
type ContactStatus = "idle" | "submitting" | "success" | "error";

export const CONTACT_FIELDS = ["name", "email", "company", "message"] as const;
type ContactField = (typeof CONTACT_FIELDS)[number];

export interface ContactDialogLabels {
  title: string;
  description: string;
  name: string;
  email: string;
  company: string;
  optional: string;
  message: string;
  submit: string;
  submitting: string;
  successTitle: string;
  successBody: string;
  close: string;
  closeLabel: string;
  honeypot: string;
}

export interface ContactDialogProps {
  /** The button's text. */
  label: string;
  labels: ContactDialogLabels;
  privacy: PrivacyNoteText;
  errors: FormErrorTexts;
}

// The shared zod schema is loaded on first use so it does not weigh on the island's first load.
const loadSchema = async () => (await import("@/domain/forms/contact")).contactSchema;

/**
 * The FAQ's "contact us" button and its dialog with the contact form, one island. The dialog is a
 * native modal (ui/modal.tsx), so the button opens it even before the island hydrates.
 */
export function ContactDialog({ label, labels, privacy, errors }: ContactDialogProps) {
  const [status, setStatus] = useState<ContactStatus>("idle");
  const [message, setMessage] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ContactField, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const baseId = useId();
  const id = (field: string) => `${baseId}-${field}`;
  const dialogId = id("dialog");

  function onOpen() {
    showModal(dialogRef.current);
    void loadSchema().catch(() => undefined);
  }

  function onClose() {
    // A sent message leaves a fresh form for next time; a draft with errors is kept.
    if (status === "success") {
      setStatus("idle");
      setMessage(null);
      setFieldErrors({});
    }
    triggerRef.current?.focus();
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "submitting") return;
    const form = new FormData(event.currentTarget);
    const values = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, String(form.get(field) ?? "")]));

    const checked = await checkWith(loadSchema, values);
    const invalid = checked.status === "invalid" ? fieldTexts(CONTACT_FIELDS, checked.fields, errors) : {};
    if (Object.keys(invalid).length > 0) {
      setFieldErrors(invalid);
      setStatus("idle");
      setMessage(null);
      focusFirstInvalid(formRef.current, CONTACT_FIELDS, invalid);
      return;
    }

    setFieldErrors({});
    setMessage(null);
    setStatus("submitting");
    const body = { ...(checked.status === "valid" ? checked.data : values), [HONEYPOT_FIELD]: String(form.get(HONEYPOT_FIELD) ?? "") };
    const outcome = await submitJson(API_ROUTES.contact.path, body);
    if (outcome.kind === "ok") {
      setStatus("success");
      return;
    }
    console.error("Contact message failed", outcome);
    const failure = describeFailure(outcome, CONTACT_FIELDS, errors);
    setStatus("error");
    setMessage(failure.message);
    setFieldErrors(failure.fields);
    focusFirstInvalid(formRef.current, CONTACT_FIELDS, failure.fields);
  }

  const submitting = status === "submitting";

  const errorId = (name: ContactField) => id(`${name}-error`);

  const field = (name: ContactField, control: React.ReactNode, label: string, optional = false) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id(name)}>
        {label}
        {optional ? <span className="ml-1.5 font-normal text-subtle">({labels.optional})</span> : null}
      </Label>
      {control}
      <FieldError id={errorId(name)} error={fieldErrors[name]} />
    </div>
  );

  const described = (name: ContactField) => fieldErrorProps(errorId(name), fieldErrors[name]);

  return (
    <>
      <Button ref={triggerRef} variant="outline" size="lg" {...modalOpenerProps(dialogId)} onClick={onOpen}>
        <MessageSquare aria-hidden />
        {label}
      </Button>
      <Modal
        ref={dialogRef}
        id={dialogId}
        closeLabel={labels.closeLabel}
        aria-labelledby={id("title")}
        aria-describedby={status === "success" ? undefined : id("description")}
        onClose={onClose}
      >
        {status === "success" ? (
          <div className="flex flex-col items-center py-4 text-center" role="status">
            <CheckCircle2 aria-hidden className="size-10 text-success" />
            <ModalTitle id={id("title")} className="mt-4 pr-0">
              {labels.successTitle}
            </ModalTitle>
            <ModalDescription className="max-w-sm">{labels.successBody}</ModalDescription>
            <ModalCloseForm className="mt-6">
              <Button type="submit">{labels.close}</Button>
            </ModalCloseForm>
          </div>
        ) : (
          <>
            <ModalTitle id={id("title")}>{labels.title}</ModalTitle>
            <ModalDescription id={id("description")}>{labels.description}</ModalDescription>
            <FormAlert message={status === "error" ? message : null} className="mt-5" />
            {/* A dialog-method form: submitted before the island hydrates, it closes the dialog and sends nothing anywhere. */}
            <form
              ref={formRef}
              method="dialog"
              noValidate
              onSubmit={onSubmit}
              className="mt-6 flex flex-col gap-4"
              aria-busy={submitting}
            >
              <div className="grid gap-4 sm:grid-cols-2">
                {field("name", <Input id={id("name")} name="name" autoComplete="name" required {...described("name")} />, labels.name)}
                {field(
                  "email",
                  <Input id={id("email")} name="email" type="email" autoComplete="email" required {...described("email")} />,
                  labels.email,
                )}
              </div>
              {field(
                "company",
                <Input id={id("company")} name="company" autoComplete="organization" {...described("company")} />,
                labels.company,
                true,
              )}
              {field("message", <Textarea id={id("message")} name="message" rows={5} required {...described("message")} />, labels.message)}
              <HoneypotField label={labels.honeypot} />
              <div className="mt-2 flex flex-col gap-3 sm:flex-row-reverse sm:items-center sm:justify-between">
                <SubmitButton submitting={submitting} label={labels.submit} submittingLabel={labels.submitting} className="shrink-0" />
                <PrivacyNote note={privacy} />
              </div>
            </form>
          </>
        )}
      </Modal>
    </>
  );
}

import { useId, useRef, useState } from "react";
import { CheckCircle2, Loader2, MessageSquare } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Modal, ModalCloseForm, ModalDescription, ModalTitle, modalOpenerProps, showModal } from "@/components/ui/modal";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { contactFieldErrors, contactFields, interpretContactResponse, type ContactField, type ContactMessages, type ContactStatus } from "./contact-state";
import { HONEYPOT_FIELD } from "@/lib/honeypot";

export interface ContactDialogLabels extends ContactMessages {
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
}

// The shared zod schema is loaded on first use so it does not weigh on the island's first load.
const loadSchema = () => import("./schema");

/**
 * The FAQ's "contact us" button and its dialog with the contact form, one island. The dialog is a
 * native modal (ui/modal.tsx), so the button opens it even before the island hydrates.
 */
export function ContactDialog({ label, labels }: ContactDialogProps) {
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

  function focusFirstInvalid(errors: Partial<Record<ContactField, string>>) {
    const first = contactFields.find((field) => errors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "submitting") return;
    const form = new FormData(event.currentTarget);
    const body = {
      name: String(form.get("name") ?? ""),
      email: String(form.get("email") ?? "").trim().toLowerCase(),
      company: String(form.get("company") ?? ""),
      message: String(form.get("message") ?? ""),
      [HONEYPOT_FIELD]: String(form.get(HONEYPOT_FIELD) ?? ""),
    };

    try {
      const { contactSchema } = await loadSchema();
      const parsed = contactSchema.safeParse(body);
      if (!parsed.success) {
        const codes: Record<string, string> = {};
        for (const issue of parsed.error.issues) codes[String(issue.path[0])] ??= issue.message;
        const errors = contactFieldErrors(codes, labels);
        setFieldErrors(errors);
        setStatus("idle");
        setMessage(null);
        focusFirstInvalid(errors);
        return;
      }
    } catch (error) {
      console.error("Contact validation unavailable", error);
    }

    setFieldErrors({});
    setMessage(null);
    setStatus("submitting");
    try {
      const response = await fetch("/api/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      const payload: unknown = await response.json().catch(() => null);
      const outcome = interpretContactResponse(response.status, payload, labels);
      if (outcome.status === "success") {
        setStatus("success");
        return;
      }
      console.error("Contact message failed", response.status, payload);
      setStatus("error");
      setMessage(outcome.message);
      setFieldErrors(outcome.fields);
      focusFirstInvalid(outcome.fields);
    } catch (error) {
      console.error("Contact message failed", error);
      setStatus("error");
      setMessage(labels.error);
    }
  }

  const submitting = status === "submitting";

  const field = (name: ContactField, control: React.ReactNode, label: string, optional = false) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id(name)}>
        {label}
        {optional ? <span className="ml-1.5 font-normal text-subtle">({labels.optional})</span> : null}
      </Label>
      {control}
      {fieldErrors[name] ? (
        <p id={id(`${name}-error`)} className="text-sm text-danger">
          {fieldErrors[name]}
        </p>
      ) : null}
    </div>
  );

  const described = (name: ContactField) =>
    fieldErrors[name] ? { "aria-invalid": true, "aria-describedby": id(`${name}-error`) } : {};

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
            <div aria-live="assertive" aria-atomic="true">
              {status === "error" && message ? (
                <p role="alert" className="mt-5 rounded-lg border border-danger-border bg-danger-bg px-4 py-3 text-sm text-danger">
                  {message}
                </p>
              ) : null}
            </div>
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
              <div aria-hidden className="absolute -left-[9999px] size-px overflow-hidden">
                <label>
                  {labels.honeypot}
                  <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
                </label>
              </div>
              <Button type="submit" size="lg" disabled={submitting} className="mt-2 sm:self-end">
                {submitting ? <Loader2 aria-hidden className="animate-spin motion-reduce:animate-none" /> : null}
                {submitting ? labels.submitting : labels.submit}
              </Button>
            </form>
          </>
        )}
      </Modal>
    </>
  );
}

import { useId, useRef } from "react";
import { MessageSquare } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { formFieldIds, formPartId } from "@/components/ui/field-ids";
import { FormSuccess, FormSuccessIcon } from "@/components/ui/form-success";
import { Modal, ModalCloseForm, ModalDescription, ModalTitle, modalOpenerProps, showModal } from "@/components/ui/modal";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { FormAlert } from "@/components/ui/field-error";
import { fieldTextsOf } from "@/features/forms/form-state";
import { HoneypotField } from "@/features/forms/honeypot-field";
import { PrivacyNote } from "@/features/forms/privacy-note";
import { SubmitButton } from "@/features/forms/submit-button";
import { useFormSubmit } from "@/features/forms/use-form-submit";
import { useIslandCommitted } from "@/lib/islands/island-committed";
import { API_ROUTES } from "@/domain/forms/api-routes";
import type { ContactDialogProps } from "./contact-props";

export const CONTACT_FIELDS = ["name", "email", "company", "message"] as const;

const loadSchema = async () => (await import("@/domain/forms/contact")).contactSchema;

/**
 * The FAQ's "contact us" button and its dialog with the contact form, one island, hydrated when the
 * visitor reaches for it. The dialog is a native modal (ui/modal.tsx): the button opens it at once,
 * before the island's code has come, and what is typed meanwhile is handed over when it has.
 */
export function ContactDialog({ label, closeLabel, messages: m, honeypot, privacy, errors }: ContactDialogProps) {
  const { state, form, onSubmit, prefetch, reset, submitting } = useFormSubmit({
    fields: CONTACT_FIELDS,
    loadSchema,
    route: API_ROUTES.contact.path,
    texts: errors,
    name: "Contact message",
  });
  const fieldErrors = fieldTextsOf(state);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useIslandCommitted(triggerRef);
  const scope = formPartId("contact", useId());
  const id = (part: "dialog" | "title" | "description") => formPartId(scope, part);
  const ids = formFieldIds(scope, CONTACT_FIELDS);
  const dialogId = id("dialog");

  function onOpen() {
    showModal(dialogRef.current);
    prefetch();
  }

  function onClose() {
    // A sent message leaves a fresh form for next time; a draft with errors is kept.
    if (state.status === "success") reset();
    triggerRef.current?.focus();
  }

  return (
    <>
      <Button ref={triggerRef} variant="outline" size="lg" {...modalOpenerProps(dialogId)} onClick={onOpen}>
        <MessageSquare aria-hidden />
        {label}
      </Button>
      <Modal
        ref={dialogRef}
        id={dialogId}
        closeLabel={closeLabel}
        aria-labelledby={id("title")}
        aria-describedby={state.status === "success" ? undefined : id("description")}
        onClose={onClose}
      >
        {state.status === "success" ? (
          <FormSuccess status className="py-4">
            <FormSuccessIcon />
            <ModalTitle id={id("title")} className="mt-4 pr-0">
              {m.successTitle}
            </ModalTitle>
            <ModalDescription className="max-w-sm">{m.successBody}</ModalDescription>
            <ModalCloseForm className="mt-6">
              <Button type="submit">{m.sendAnother}</Button>
            </ModalCloseForm>
          </FormSuccess>
        ) : (
          <>
            <ModalTitle id={id("title")}>{m.title}</ModalTitle>
            <ModalDescription id={id("description")}>{m.description}</ModalDescription>
            <FormAlert message={state.status === "error" ? state.message : null} className="mt-5" />
            {/* A dialog-method form: submitted before the island hydrates, it closes the dialog and sends nothing anywhere. */}
            <form ref={form} method="dialog" noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-4" aria-busy={submitting}>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field ids={ids.name} label={m.name} error={fieldErrors.name}>
                  {(control) => <Input name="name" autoComplete="name" required {...control} />}
                </Field>
                <Field ids={ids.email} label={m.email} error={fieldErrors.email}>
                  {(control) => <Input name="email" type="email" autoComplete="email" required {...control} />}
                </Field>
              </div>
              <Field ids={ids.company} label={m.company} hint={m.optional} error={fieldErrors.company}>
                {(control) => <Input name="company" autoComplete="organization" {...control} />}
              </Field>
              <Field ids={ids.message} label={m.message} error={fieldErrors.message}>
                {(control) => <Textarea name="message" rows={5} required {...control} />}
              </Field>
              <HoneypotField label={honeypot} />
              <div className="mt-2 flex flex-col gap-3 sm:flex-row-reverse sm:items-center sm:justify-between">
                <SubmitButton submitting={submitting} label={m.submit} submittingLabel={m.submitting} className="shrink-0" />
                <PrivacyNote note={privacy} />
              </div>
            </form>
          </>
        )}
      </Modal>
    </>
  );
}

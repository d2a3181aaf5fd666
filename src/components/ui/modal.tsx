import { X } from "lucide-react";
import type { ComponentProps, MouseEvent } from "react";
import { NATIVE_ACTION_ATTRIBUTE } from "@/lib/islands/early-input";
import { cn } from "@/lib/utils";

/**
 * A modal on the native <dialog>: showModal() gives focus containment, Escape and an inert page,
 * and the markup works before any island hydrates: the opener is an invoker command, closing is a
 * dialog-method form and `closedby="any"` closes on the backdrop. The handlers below do the same
 * in browsers without invoker commands or `closedby`; the page behind stops scrolling by CSS
 * (src/styles/globals.css).
 */

/**
 * The look of every modal on the site: a raised panel centred over a dimmed page. Not blurred: a
 * blur of the whole screen behind was the dearest paint of a modal's first frame, for a page that
 * the dimming already all but hides.
 */
const modalPanelClass =
  "m-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] overflow-y-auto rounded-2xl border border-border bg-surface-raised text-foreground shadow-2xl shadow-black/60 backdrop:bg-black/70 focus:outline-none";

/** Tells an island's early-input queue that the browser does all the element asks for (src/lib/islands/early-input.ts). */
const nativeAction = { [NATIVE_ACTION_ATTRIBUTE]: "" };

/** Props of the button that opens the modal `id`; a click before its island hydrates opens it natively. */
export function modalOpenerProps(id: string) {
  return { "aria-haspopup": "dialog", commandfor: id, command: "show-modal", ...nativeAction } as const;
}

/** Opens a modal from its opener's click handler (an invoker command then finds it open and does nothing). */
export function showModal(dialog: HTMLDialogElement | null) {
  if (!dialog || dialog.open) return;
  dialog.showModal();
}

/** Closes a modal from a form's dialog-method submit without JavaScript; its button can still run a handler. */
export function ModalCloseForm({ className, ...props }: ComponentProps<"form">) {
  return <form method="dialog" className={className} {...nativeAction} {...props} />;
}

function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
  const dialog = event.currentTarget;
  if (event.target !== dialog) return;
  const box = dialog.getBoundingClientRect();
  const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
  if (!inside) dialog.close();
}

export function Modal({
  className,
  children,
  closeLabel,
  onClose,
  ...props
}: Omit<ComponentProps<"dialog">, "id"> & { id: string; closeLabel: string }) {
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the backdrop click; Escape, native to the dialog, is the keyboard way
    <dialog
      {...props}
      // eslint-disable-next-line react/no-unknown-property -- a standard <dialog> attribute, typed by React but not yet known to this rule
      closedby="any"
      className={cn(modalPanelClass, "max-w-lg p-6 sm:p-8", className)}
      onClick={closeOnBackdrop}
      onClose={onClose}
    >
      {children}
      <ModalCloseForm className="absolute top-4 right-4">
        <button
          type="submit"
          className="inline-flex size-9 items-center justify-center rounded-lg text-muted transition-colors hover:bg-surface-hover hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          aria-label={closeLabel}
        >
          <X className="size-4" aria-hidden />
        </button>
      </ModalCloseForm>
    </dialog>
  );
}

export function ModalTitle({ className, children, ...props }: ComponentProps<"h2">) {
  return (
    <h2 className={cn("pr-10 text-xl font-semibold tracking-tight", className)} {...props}>
      {children}
    </h2>
  );
}

export function ModalDescription({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("mt-2 text-sm leading-relaxed text-muted", className)} {...props} />;
}

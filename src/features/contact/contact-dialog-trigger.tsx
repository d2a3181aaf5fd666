"use client";

import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import { MessageSquare } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { ContactDialogLabels } from "./contact-dialog";

const loadDialog = () => import("./contact-dialog");
const ContactDialog = dynamic(() => loadDialog().then((module) => module.ContactDialog), { ssr: false });

/**
 * The button that opens the contact dialog. The dialog (Radix, the form, its validation) loads when
 * the visitor points at or focuses the button, and at the latest on the click.
 */
export function ContactDialogTrigger({ label, labels }: { label: string; labels: ContactDialogLabels }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => void loadDialog().catch(() => undefined);

  return (
    <>
      <Button
        ref={button}
        variant="outline"
        size="lg"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <MessageSquare aria-hidden />
        {label}
      </Button>
      {used ? <ContactDialog labels={labels} open={open} onOpenChange={setOpen} returnFocusTo={button} /> : null}
    </>
  );
}

import { Lock } from "lucide-react";
import { cn } from "@/lib/utils";

/** The line under a form's submit button: what the form's data is for, and the privacy page. */
export interface PrivacyNoteText {
  text: string;
  link: string;
  href: string;
}

export function PrivacyNote({ id, note, className }: { id?: string; note: PrivacyNoteText; className?: string }) {
  return (
    <p id={id} className={cn("flex items-start gap-1.5 text-xs leading-relaxed text-subtle", className)}>
      <Lock aria-hidden className="mt-0.5 size-3.5 shrink-0" />
      <span>
        {note.text}{" "}
        <a href={note.href} className="text-muted underline underline-offset-2 hover:text-foreground">
          {note.link}
        </a>
      </span>
    </p>
  );
}

import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";

/** A form's submit button: disabled with a spinner and its sending label while the request runs. */
export function SubmitButton({ submitting, label, submittingLabel, className }: { submitting: boolean; label: string; submittingLabel: string; className?: string }) {
  return (
    <Button type="submit" size="lg" disabled={submitting} className={className}>
      {submitting ? <Loader2 aria-hidden className="animate-spin motion-reduce:animate-none" /> : null}
      {submitting ? submittingLabel : label}
    </Button>
  );
}

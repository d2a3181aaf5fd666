import { CircleCheck, Loader2, ThumbsDown, ThumbsUp } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cardVariants } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { API_ROUTES } from "@/domain/forms/api-routes";
import { FieldErrorSlot, FormAlertSlot } from "@/features/forms/field-error";
import { HoneypotField } from "@/features/forms/honeypot-field";
import { PrivacyNote } from "@/features/forms/privacy-note";
import { commentCountText } from "./comment-count";
import { DOCS_FEEDBACK_IDS } from "./docs-feedback-ids";
import type { DocsFeedbackProps } from "./docs-feedback-props";

const CHOICES = [
  { value: "yes", Icon: ThumbsUp },
  { value: "no", Icon: ThumbsDown },
] as const;

/**
 * "Was this page helpful?" under a docs page, server-rendered whole: the question and its two
 * buttons, which store the answer as soon as one is pressed and then say so; an optional comment
 * with its counter and Send, which adds the comment to that answer; then a thank-you.
 * ./docs-feedback-behaviour.ts runs it (no React in the browser): it reads the data attributes and
 * shows, hides and fills the parts marked `data-feedback-*`.
 */
export function DocsFeedbackForm({ path, locale, maxComment, messages: m, honeypot, privacy, script }: DocsFeedbackProps) {
  const ids = DOCS_FEEDBACK_IDS;
  const count = commentCountText(script, maxComment);
  return (
    <section
      aria-labelledby={ids.question}
      data-docs-feedback=""
      data-path={path}
      data-locale={locale}
      data-api={API_ROUTES.feedback.path}
      data-max={maxComment}
      data-texts={JSON.stringify(script)}
      // The same words under every docs page: they would be a search result for every one of them.
      data-pagefind-ignore="all"
      className={cardVariants({ padding: "fluid" })}
    >
      {/* method="dialog" outside a dialog submits nowhere: until the script runs, nothing is sent. */}
      {/* The parts that come and go carry their own top margin: an empty one leaves no gap. */}
      <form method="dialog" noValidate data-feedback-form="" className="flex flex-col">
        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
          <h2 id={ids.question} className="text-base font-semibold tracking-tight text-foreground">
            {m.question}
          </h2>
          <div role="group" aria-labelledby={ids.question} className="flex gap-2">
            {CHOICES.map(({ value, Icon }) => (
              <Button
                key={value}
                variant="outline"
                aria-pressed={false}
                data-feedback-choice={value}
                className="min-w-24 aria-pressed:border-primary aria-pressed:bg-primary/15 aria-pressed:text-primary-text"
              >
                <Icon aria-hidden />
                {m[value]}
              </Button>
            ))}
          </div>
        </div>
        {/* A live region from the start, so that each time the line appears (each answer stored) it is said. */}
        <div role="status">
          <p hidden data-feedback-saved="" className="mt-4 flex items-center gap-2 text-sm text-muted">
            <CircleCheck aria-hidden className="size-4 shrink-0 text-success" />
            {m.saved}
          </p>
        </div>
        <HoneypotField label={honeypot} />
        <FormAlertSlot className="mt-4" />

        <div hidden data-feedback-details="" className="mt-4 grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={ids.comment} className="flex items-baseline justify-between gap-3">
              <span>
                {CHOICES.map(({ value }) => (
                  <span key={value} data-feedback-label={value} hidden={value !== "yes"}>
                    {m.comment[value]}
                  </span>
                ))}
              </span>{" "}
              <span className="text-xs font-normal text-subtle">{m.optional}</span>
            </Label>
            <Textarea id={ids.comment} name="comment" rows={3} defaultValue="" aria-describedby={ids.count} />
            <div className="flex items-start justify-between gap-3">
              <FieldErrorSlot id={ids.commentError} />
              {/* Shown as typed; said by screen readers only once typing pauses (the status below). */}
              <p aria-hidden data-feedback-count="" className="ml-auto shrink-0 text-xs text-subtle tabular-nums data-over:text-danger">
                {count}
              </p>
            </div>
            <p id={ids.count} aria-live="polite" data-feedback-count-status="" className="sr-only">
              {count}
            </p>
          </div>
          <div>
            <Button type="submit" data-feedback-submit="" className="w-full sm:w-auto">
              <span hidden data-feedback-spinner="">
                <Loader2 aria-hidden className="animate-spin motion-reduce:animate-none" />
              </span>
              <span data-feedback-submit-label="">{m.submit}</span>
            </Button>
          </div>
        </div>
        {/* Before any button is pressed: pressing one stores the answer. */}
        <PrivacyNote note={privacy} className="mt-4" />
      </form>

      <div hidden data-feedback-thanks="" className="flex items-start gap-3">
        <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
        <div>
          <h2 tabIndex={-1} data-feedback-thanks-title="" className="text-base font-semibold tracking-tight text-foreground focus:outline-none">
            {m.thanksTitle}
          </h2>
          <p className="mt-1 text-sm leading-relaxed text-muted">{m.thanksBody}</p>
        </div>
      </div>
    </section>
  );
}

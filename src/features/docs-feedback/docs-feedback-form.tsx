import { CircleCheck, Loader2, ThumbsDown, ThumbsUp } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cardVariants } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { FormAlertSlot } from "@/components/ui/field-error";
import { Textarea } from "@/components/ui/textarea";
import { API_ROUTES } from "@/domain/forms/api-routes";
import { HoneypotField } from "@/features/forms/honeypot-field";
import { PrivacyNote } from "@/features/forms/privacy-note";
import { commentCountText } from "./comment-count";
import { CHOICES, DOCS_FEEDBACK_IDS, DOCS_FEEDBACK_TAG, choiceLabelMark, choiceMark, partMark, rootAttributes } from "./docs-feedback-hooks";
import type { DocsFeedbackProps } from "./docs-feedback-props";

const ICONS = { yes: ThumbsUp, no: ThumbsDown } as const;

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- how React types a custom element's tag
  namespace JSX {
    interface IntrinsicElements {
      [DOCS_FEEDBACK_TAG]: React.HTMLAttributes<HTMLElement> & Record<`data-${string}`, string>;
    }
  }
}

/**
 * "Was this page helpful?" under a docs page, server-rendered whole: the question and its two
 * buttons, which store the answer as soon as one is pressed and then say so; an optional comment
 * with its counter and Send, which adds the comment to that answer; then a thank-you.
 * The root is the `<docs-feedback>` element (./docs-feedback-element.ts), which loads and runs
 * ./docs-feedback-behaviour.ts (no React in the browser); every part it reaches is marked through
 * ./docs-feedback-hooks.ts.
 */
export function DocsFeedbackForm({ path, locale, maxComment, messages: m, honeypot, privacy, script }: DocsFeedbackProps) {
  const ids = DOCS_FEEDBACK_IDS;
  const count = commentCountText(script, maxComment);
  return (
    <DOCS_FEEDBACK_TAG {...rootAttributes({ path, locale, api: API_ROUTES.feedback.path, max: maxComment, texts: JSON.stringify(script) })} className="block">
      <section
        aria-labelledby={ids.question}
        // The same words under every docs page: they would be a search result for every one of them.
        data-pagefind-ignore="all"
        className={cardVariants({ padding: "fluid" })}
      >
        {/* method="dialog" outside a dialog submits nowhere: until the script runs, nothing is sent. */}
        {/* The parts that come and go carry their own top margin: an empty one leaves no gap. */}
        <form method="dialog" noValidate {...partMark("form")} className="flex flex-col">
          <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
            <h2 id={ids.question} className="text-base font-semibold tracking-tight text-foreground">
              {m.question}
            </h2>
            <div role="group" aria-labelledby={ids.question} className="flex gap-2">
              {CHOICES.map((value) => {
                const Icon = ICONS[value];
                return (
                  <Button
                    key={value}
                    variant="outline"
                    aria-pressed={false}
                    {...choiceMark(value)}
                    className="min-w-24 aria-pressed:border-primary aria-pressed:bg-primary/15 aria-pressed:text-primary-text"
                  >
                    <Icon aria-hidden />
                    {m[value]}
                  </Button>
                );
              })}
            </div>
          </div>
          {/* A live region from the start, so that each time the line appears (each answer stored) it is said. */}
          <div role="status">
            <p hidden {...partMark("saved")} className="mt-4 flex items-center gap-2 text-sm text-muted">
              <CircleCheck aria-hidden className="size-4 shrink-0 text-success" />
              {m.saved}
            </p>
          </div>
          <HoneypotField label={honeypot} />
          <FormAlertSlot className="mt-4" />

          <div hidden {...partMark("details")} className="mt-4 grid gap-4">
            <Field
              ids={ids.comment}
              // The space keeps the hint a word of its own in the label's name ("… optional").
              label={
                <>
                  <span>
                    {CHOICES.map((value) => (
                      <span key={value} {...choiceLabelMark(value)} hidden={value !== "yes"}>
                        {m.comment[value]}
                      </span>
                    ))}
                  </span>{" "}
                </>
              }
              hint={m.optional}
              errorIn="slot"
              describedBy={ids.count}
              aside={
                <>
                  {/* Shown as typed; said by screen readers only once typing pauses (the status below). */}
                  <p aria-hidden {...partMark("count")} className="ml-auto shrink-0 text-xs text-subtle tabular-nums data-over:text-danger">
                    {count}
                  </p>
                  <p id={ids.count} aria-live="polite" className="sr-only">
                    {count}
                  </p>
                </>
              }
            >
              {(control) => <Textarea name="comment" rows={3} defaultValue="" {...control} />}
            </Field>
            <div>
              <Button type="submit" {...partMark("submit")} className="w-full sm:w-auto">
                <span hidden {...partMark("spinner")}>
                  <Loader2 aria-hidden className="animate-spin motion-reduce:animate-none" />
                </span>
                <span {...partMark("submit-label")}>{m.submit}</span>
              </Button>
            </div>
          </div>
          {/* Before any button is pressed: pressing one stores the answer. */}
          <PrivacyNote note={privacy} className="mt-4" />
        </form>

        <div hidden {...partMark("thanks")} className="flex items-start gap-3">
          <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
          <div>
            <h2 tabIndex={-1} {...partMark("thanks-title")} className="text-base font-semibold tracking-tight text-foreground focus:outline-none">
              {m.thanksTitle}
            </h2>
            <p className="mt-1 text-sm leading-relaxed text-muted">{m.thanksBody}</p>
          </div>
        </div>
      </section>
    </DOCS_FEEDBACK_TAG>
  );
}

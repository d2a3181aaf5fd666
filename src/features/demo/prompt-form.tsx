import { Loader2, Sparkles } from "lucide-react";
import type { Ref } from "react";
import type { DemoLabels } from "./demo-labels";
import type { DemoHooks } from "./demo-hooks";

const DEMO_INPUT_ID = "demo-prompt";

/**
 * The description field, the generate button and the example prompts. Until the island hydrates,
 * demo-handover.ts holds a submit or an example chosen here.
 */
export function PromptForm({
  labels,
  value,
  onValueChange,
  onSubmit,
  onExample,
  busy = false,
  inputRef,
}: {
  labels: DemoLabels;
  value?: string;
  onValueChange?: (value: string) => void;
  onSubmit?: () => void;
  onExample?: (text: string) => void;
  busy?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <div>
      <form
        className="flex flex-col gap-2"
        {...({ "data-demo-form": "true" } satisfies Record<DemoHooks["form"], string>)}
        onSubmit={
          onSubmit
            ? (event) => {
                event.preventDefault();
                onSubmit();
              }
            : undefined
        }
      >
        <label htmlFor={DEMO_INPUT_ID} className="text-sm font-medium text-foreground">
          {labels.inputLabel}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row">
          <input
            ref={inputRef}
            id={DEMO_INPUT_ID}
            name="prompt"
            type="text"
            autoComplete="off"
            placeholder={labels.placeholder}
            value={value}
            onChange={onValueChange ? (event) => onValueChange(event.target.value) : undefined}
            className="h-11 min-w-0 flex-auto rounded-lg border border-border-strong bg-background px-3.5 text-[15px] text-foreground transition-colors placeholder:text-subtle hover:border-subtle focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/60"
          />
          <button
            type="submit"
            aria-disabled={busy || undefined}
            className="inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-lg bg-primary px-5 text-sm font-medium text-primary-foreground shadow-[inset_0_1px_0_rgb(255_255_255/0.15)] transition-colors hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          >
            {busy ? <Loader2 aria-hidden className="size-4 animate-spin motion-reduce:animate-none" /> : <Sparkles aria-hidden className="size-4" />}
            {busy ? labels.generating : labels.start}
          </button>
        </div>
      </form>
      <p className="mt-4 text-xs text-subtle" id="demo-examples-label">
        {labels.examplesLabel}
      </p>
      <ul aria-labelledby="demo-examples-label" className="mt-2 flex flex-wrap gap-1.5">
        {Object.entries(labels.examples).map(([key, text]) => (
          <li key={key}>
            <button
              type="button"
              {...({ "data-example": text } satisfies Record<DemoHooks["example"], string>)}
              aria-disabled={busy || undefined}
              onClick={onExample ? () => onExample(text) : undefined}
              className="rounded-full border border-border bg-background/40 px-3 py-1 text-left text-xs text-muted transition-colors hover:border-border-strong hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
            >
              {text}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

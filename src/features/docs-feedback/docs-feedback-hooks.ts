import { fieldIds, formPartId } from "@/components/ui/field-ids";

/**
 * Every hook of the widget, shared by its markup (./docs-feedback-form.tsx), its loader
 * (./load-on-interaction.ts, ./docs-feedback-element.ts) and its script (./docs-feedback-behaviour.ts):
 * a part renamed here is renamed in all of them, or is a type error, not a test failing at the end.
 * The loader imports only types from here, writing each value it needs with this module's literal
 * type: a value imported at run time would be a chunk shared with the lazy script, which every docs
 * page would then fetch with the loader.
 */

/** The custom element that is the widget's root (./docs-feedback-element.ts). */
export const DOCS_FEEDBACK_TAG = "docs-feedback";

const SCOPE = "docs-feedback";

/** The ids of the parts that name or describe others. */
export const DOCS_FEEDBACK_IDS = {
  question: formPartId(SCOPE, "question"),
  comment: fieldIds(SCOPE, "comment"),
  count: formPartId(SCOPE, "count"),
} as const;

/** The parts the script shows, hides or fills, each marked `data-feedback-<part>`. */
export type DocsFeedbackPart = "form" | "details" | "saved" | "count" | "submit" | "spinner" | "submit-label" | "thanks" | "thanks-title";

/** The attribute that marks `part` in the markup. */
export function partMark(part: DocsFeedbackPart): Record<string, string> {
  return { [`data-feedback-${part}`]: "" };
}

export function partSelector(part: DocsFeedbackPart): string {
  return `[data-feedback-${part}]`;
}

export type Choice = "yes" | "no";
export const CHOICES: readonly Choice[] = ["yes", "no"];

/** A Yes or No button, and the comment's label that goes with each choice. */
export const choiceMark = (choice: Choice) => ({ "data-feedback-choice": choice });
export const choiceLabelMark = (choice: Choice) => ({ "data-feedback-label": choice });
export const CHOICE_SELECTOR = "[data-feedback-choice]";
/** The choice's key in a button's dataset (`data-feedback-choice`). */
export const CHOICE_DATA_KEY = "feedbackChoice";
export const CHOICE_LABEL_SELECTOR = "[data-feedback-label]";

/** The choice a button or label marked by choiceMark or choiceLabelMark stands for; null for any other element. */
export function choiceOf(element: HTMLElement): Choice | null {
  const value = element.dataset[CHOICE_DATA_KEY] ?? element.dataset.feedbackLabel;
  return value === "yes" || value === "no" ? value : null;
}

/** The counter's mark once the comment is over the limit (styled `data-over:`). */
export const OVER_ATTRIBUTE = "data-over";

/** What the root carries for the loader and the script. */
export interface DocsFeedbackRootData {
  path: string;
  locale: string;
  api: string;
  /** The longest comment, in characters. */
  max: number;
  /** The script's texts, as JSON (DocsFeedbackScriptTexts). */
  texts: string;
}

export function rootAttributes(data: DocsFeedbackRootData): Record<`data-${keyof DocsFeedbackRootData}`, string> {
  return { "data-path": data.path, "data-locale": data.locale, "data-api": data.api, "data-max": String(data.max), "data-texts": data.texts };
}

/** The root's dataset, as the loader reads it. */
export type DocsFeedbackRootDataset = { [K in keyof DocsFeedbackRootData]?: string };

export function readRoot(root: HTMLElement): DocsFeedbackRootData {
  const { path = "", locale = "", api = "", max, texts = "{}" } = root.dataset;
  return { path, locale, api, max: Number(max), texts };
}

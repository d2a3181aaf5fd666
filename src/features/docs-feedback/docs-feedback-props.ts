import { isDocsPagePath } from "@/domain/docs/docs-page-paths";
import { FEEDBACK_LIMITS } from "@/domain/forms/feedback";
import { FEEDBACK_EDIT_WINDOW_HOURS } from "@/domain/forms/feedback-update";
import { formIslandProps, type FormIslandProps } from "@/features/forms/form-island-props";
import type { FormErrorTexts } from "@/features/forms/form-errors";
import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import { islandCount } from "@/i18n/island-messages";
import type { CommentCountTexts } from "./comment-count";

/** What the widget's script formats in the browser: the counter's words, the button's two labels and the error texts. */
export interface DocsFeedbackScriptTexts extends CommentCountTexts {
  submit: string;
  submitting: string;
  /** Said under the comment when Send is pressed with nothing written. */
  commentEmpty: string;
  errors: FormErrorTexts;
}

export type DocsFeedbackProps = FormIslandProps<"DocsFeedback", "expired" | "remaining" | "over"> & {
  /** The page the answer is about, as the site writes it in `locale` (`/fr/docs/...`). */
  path: string;
  locale: Locale;
  /** The longest comment, in characters. */
  maxComment: number;
  script: DocsFeedbackScriptTexts;
};

/**
 * The widget's props in `locale`, computed at build time. A path the API would refuse (not one of
 * the build's docs pages, or in the other language) fails the build rather than every answer on that page.
 */
export function docsFeedbackProps(locale: Locale, path: string): DocsFeedbackProps {
  if (!isDocsPagePath(path, locale)) throw new Error(`DocsFeedback: ${JSON.stringify(path)} is not a docs page's path in ${locale}`);
  const form = formIslandProps(locale, "DocsFeedback", { comment: { required: false, max: FEEDBACK_LIMITS.comment } }, { omit: ["expired", "remaining", "over"] });
  const { submit, submitting, commentEmpty } = form.messages;
  const remaining = islandCount(locale, "DocsFeedback", "remaining");
  const over = islandCount(locale, "DocsFeedback", "over");
  // An answer past its window is the one refusal that only this form meets: its own words, not the forms' generic failure.
  const expired = getTranslator(locale, "DocsFeedback")("expired", { hours: FEEDBACK_EDIT_WINDOW_HOURS });
  const errors: FormErrorTexts = { ...form.errors, codes: { ...form.errors.codes, feedback_not_found: expired } };
  return { ...form, errors, path, locale, maxComment: FEEDBACK_LIMITS.comment, script: { remaining, over, submit, submitting, commentEmpty, errors } };
}

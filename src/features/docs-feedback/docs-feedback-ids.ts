/** The ids of the widget's parts, shared by its markup (./docs-feedback-form.tsx) and its script. */
export const DOCS_FEEDBACK_IDS = {
  question: "docs-feedback-question",
  comment: "docs-feedback-comment",
  commentError: "docs-feedback-comment-error",
  count: "docs-feedback-count",
} as const;

// Shared by the docs feedback widget's unit tests (docs-feedback-behaviour.test.tsx, docs-feedback-comment.test.tsx).
import { screen, within } from "@testing-library/dom";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, vi } from "vitest";
import en from "../../../messages/en.json" with { type: "json" };
import { wireDocsFeedback } from "./docs-feedback-behaviour";
import { DocsFeedbackForm } from "./docs-feedback-form";
import { DOCS_FEEDBACK_TAG } from "./docs-feedback-hooks";
import { docsFeedbackProps } from "./docs-feedback-props";

export type Fetch = typeof fetch;

export const ID = "6f1c2a4e-8b3d-4c5e-9f60-7a8b9c0d1e2f";
export const answered = (status: number, id = ID) => new Response(JSON.stringify({ data: { id } }), { status, headers: { "content-type": "application/json" } });
export const refused = (status: number, code: string, fields?: Record<string, string>) =>
  new Response(JSON.stringify({ error: "x", code, ...(fields ? { fields } : {}) }), { status, headers: { "content-type": "application/json" } });
/** The server as the widget meets it: a POST stores an answer (201), a PATCH changes it (200). */
export const server = async (_url: RequestInfo | URL, init?: RequestInit) => answered(init?.method === "PATCH" ? 200 : 201);

export function mount(locale: "en" | "fr", path: string, fetchImpl: Fetch) {
  document.body.innerHTML = renderToStaticMarkup(<DocsFeedbackForm {...docsFeedbackProps(locale, path)} />);
  wireDocsFeedback(document.querySelector<HTMLElement>(DOCS_FEEDBACK_TAG)!, fetchImpl);
}

export const t = en.DocsFeedback;
export const yes = () => screen.getByRole("button", { name: t.yes });
export const no = () => screen.getByRole("button", { name: t.no });
export const comment = () => screen.getByRole<HTMLTextAreaElement>("textbox", { name: /./ });
export const send = () => screen.getByRole("button", { name: t.submit });
/** The thanks line, when shown: it is in the status region from the start, hidden until an answer is stored. */
export const savedLine = (text: string = t.saved) => {
  // As written: the default normalizer would turn the node's French no-break spaces into spaces, and not the text's.
  const line = within(screen.getByRole("status")).getByText(text, { normalizer: (content) => content.trim() });
  return line.closest("[hidden]") ? null : line;
};

/** A fetch double answering as `server` does, fresh for each test, and what it was sent. */
export function useServerDouble() {
  const double = {
    fetch: vi.fn<Fetch>(server),
    calls: () =>
      double.fetch.mock.calls.map(([url, init]) => ({ url: String(url), method: init?.method, keepalive: init?.keepalive, body: JSON.parse(String(init?.body)) as unknown })),
  };
  beforeEach(() => {
    double.fetch = vi.fn<Fetch>(server);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  return double;
}

// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it, vi } from "vitest";
import { PrintButton } from "../print-button";
// Defines <print-button>: the markup is wired as it enters the document.
import "./print-button";

it("opens the print dialog when a print button is pressed", () => {
  window.print = vi.fn();
  document.body.innerHTML = renderToStaticMarkup(<PrintButton label="Print / Save as PDF" />);
  document.querySelector("button")!.click();
  expect(window.print).toHaveBeenCalledTimes(1);
});

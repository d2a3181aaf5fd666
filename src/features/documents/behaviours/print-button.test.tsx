// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it, vi } from "vitest";
import { PrintButton } from "../print-button";
import { wirePrintButtons } from "./print-button";

it("opens the print dialog when a print button is pressed", () => {
  document.body.innerHTML = renderToStaticMarkup(<PrintButton label="Print / Save as PDF" />);
  window.print = vi.fn();
  wirePrintButtons(document);
  document.querySelector("button")!.click();
  expect(window.print).toHaveBeenCalledTimes(1);
});

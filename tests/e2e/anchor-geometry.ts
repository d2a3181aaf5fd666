import { expect, type Page } from "@playwright/test";

/** How far below the sticky bars a target's top may settle: a heading's own margin, not a screen away. */
const LANDING_SLACK_PX = 80;

export interface SettledTarget {
  /** The target's top, relative to the viewport, once it has stopped moving. */
  top: number;
  /** The lowest edge of what stays stuck at the top of the screen (the header, a contents bar). */
  stickyBottom: number;
  /** The first field of a form inside the target, when it holds one: its top and bottom. */
  field: { top: number; bottom: number } | null;
  viewportHeight: number;
}

/**
 * Waits until the page has settled after a jump (the target unmoved for 30 frames in a row, the
 * scroll ended) and reads where the target and its form field stand. A jump that lands on an
 * estimate and is then pushed away by the rendering around it shows up here, not at the jump.
 */
export async function settledTarget(page: Page, selector: string): Promise<SettledTarget> {
  const settled = await page.evaluate(async (targetSelector) => {
    const target = document.querySelector(targetSelector);
    if (!target) return null;
    await document.fonts.ready;
    let last = Number.NaN;
    let still = 0;
    const deadline = performance.now() + 10_000;
    while (still < 30 && performance.now() < deadline) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const top = target.getBoundingClientRect().top;
      still = top === last ? still + 1 : 0;
      last = top;
    }
    const stuck = [...document.querySelectorAll("body *")].filter((element) => {
      const position = getComputedStyle(element).position;
      if (position !== "sticky" && position !== "fixed") return false;
      const box = element.getBoundingClientRect();
      // A bar across the top: not a floating button, a side column or an open dialog.
      return box.height > 0 && box.height < 200 && box.top <= 130 && box.width > innerWidth * 0.6 && element.checkVisibility();
    });
    const field = [...target.querySelectorAll("input:not([type='hidden']), textarea")].find((candidate) => candidate.checkVisibility());
    const fieldBox = field?.getBoundingClientRect();
    return {
      top: target.getBoundingClientRect().top,
      stickyBottom: Math.max(0, ...stuck.map((element) => element.getBoundingClientRect().bottom)),
      field: fieldBox ? { top: fieldBox.top, bottom: fieldBox.bottom } : null,
      viewportHeight: innerHeight,
    };
  }, selector);
  expect(settled, `${selector} is in the page`).not.toBeNull();
  return settled!;
}

/** The target's top sits just below the sticky bars, and a form it holds has its first field on screen. */
export async function expectLandedOn(page: Page, selector: string): Promise<void> {
  const { top, stickyBottom, field, viewportHeight } = await settledTarget(page, selector);
  const where = `${selector} settled at ${Math.round(top)} px, the sticky bars end at ${Math.round(stickyBottom)} px`;
  expect(top, where).toBeGreaterThanOrEqual(stickyBottom - 1);
  expect(top, where).toBeLessThanOrEqual(stickyBottom + LANDING_SLACK_PX);
  if (field) {
    const fieldWhere = `its first field spans ${Math.round(field.top)}-${Math.round(field.bottom)} px of a ${viewportHeight} px screen`;
    expect(field.top, fieldWhere).toBeGreaterThanOrEqual(stickyBottom - 1);
    expect(field.bottom, fieldWhere).toBeLessThanOrEqual(viewportHeight);
  }
}

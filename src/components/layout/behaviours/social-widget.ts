/**
 * Once shown (social-widget-visibility.ts), the floating community widget is a round button that
 * unfolds the links; Escape folds them again.
 */
export function wireSocialWidgetToggle(doc: Document, signal?: AbortSignal) {
  const toggle = doc.querySelector<HTMLButtonElement>("[data-social-widget] [data-social-widget-toggle]");
  const panel = toggle ? doc.getElementById(toggle.getAttribute("aria-controls") ?? "") : null;
  if (!toggle || !panel) return;
  const on = { signal };

  const setExpanded = (expanded: boolean) => {
    panel.hidden = !expanded;
    toggle.setAttribute("aria-expanded", String(expanded));
    toggle.setAttribute("aria-label", toggle.getAttribute(expanded ? "data-label-collapse" : "data-label-expand") ?? "");
  };
  toggle.addEventListener("click", () => setExpanded(panel.hidden), on);
  doc.addEventListener(
    "keydown",
    (event) => {
      if (event.key === "Escape" && !panel.hidden) setExpanded(false);
    },
    on,
  );
}

import { isPastThreshold } from "@/lib/scroll-threshold";

/**
 * The floating community widget (layout/social-widget-panel.tsx): hidden until the page is
 * scrolled past the threshold (checked at most once a frame), then a round button that unfolds
 * the links; Escape folds them again.
 */
export function wireSocialWidget(doc: Document, signal?: AbortSignal) {
  const view = doc.defaultView;
  const widget = doc.querySelector<HTMLElement>("[data-social-widget]");
  const toggle = widget?.querySelector<HTMLButtonElement>("[data-social-widget-toggle]");
  const panel = toggle && doc.getElementById(toggle.getAttribute("aria-controls") ?? "");
  if (!view || !widget || !toggle || !panel) return;
  const on = { signal };

  let frame = 0;
  const update = () => {
    frame = 0;
    widget.hidden = !isPastThreshold(view.scrollY);
  };
  update();
  view.addEventListener(
    "scroll",
    () => {
      if (!frame) frame = view.requestAnimationFrame(update);
    },
    { passive: true, signal },
  );

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

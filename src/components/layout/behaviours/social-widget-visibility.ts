import { isPastThreshold } from "@/lib/scroll-threshold";

/**
 * The floating community widget (layout/social-widget-panel.tsx) is hidden until the page is
 * scrolled past the threshold, checked at most once a frame. This part runs with the page: a
 * scroll is no interaction with the chrome, so it cannot wait for the chrome's code.
 */
export function wireSocialWidgetVisibility(doc: Document, signal?: AbortSignal) {
  const view = doc.defaultView;
  const widget = doc.querySelector<HTMLElement>("[data-social-widget]");
  if (!view || !widget) return;

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
}

/** Past this many pixels of scroll the floating social widget appears. */
export const SOCIAL_WIDGET_SCROLL_THRESHOLD = 300;

export function isPastThreshold(scrollY: number, threshold: number = SOCIAL_WIDGET_SCROLL_THRESHOLD): boolean {
  return scrollY > threshold;
}

/** How long a copy button says "Copied!" (or that copying failed) before it returns to idle. */
export const COPY_FEEDBACK_MS = 2000;

export type CopyState = "idle" | "copied" | "failed";

/** Writes text with the async Clipboard API, falling back to a hidden textarea where it is refused. */
export async function writeToClipboard(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused or an insecure context: try the legacy path below.
  }
  try {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    const copied = document.execCommand("copy");
    area.remove();
    return copied;
  } catch {
    return false;
  }
}

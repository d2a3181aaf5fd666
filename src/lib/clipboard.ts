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

/**
 * Writes text that is still on its way (fetched on click). Safari accepts a clipboard write only
 * while the click is being handled, so where the browser supports it the pending text goes in at
 * once as a promised ClipboardItem; elsewhere it is awaited, then written like any other text.
 */
export async function writePendingText(text: Promise<string>): Promise<boolean> {
  if (typeof ClipboardItem !== "undefined" && navigator.clipboard?.write) {
    try {
      const blob = text.then((value) => new Blob([value], { type: "text/plain" }));
      await navigator.clipboard.write([new ClipboardItem({ "text/plain": blob })]);
      return true;
    } catch {
      // Refused, or the text never came: the plain path below says which.
    }
  }
  try {
    return await writeToClipboard(await text);
  } catch {
    return false;
  }
}

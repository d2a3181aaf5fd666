/**
 * jsdom has <dialog> but not its methods: the smallest stand-in that opens, closes and says so.
 * Vitest's setupFiles run it before every test file (vitest.config.ts); it does nothing outside jsdom.
 */
if (typeof HTMLDialogElement !== "undefined") {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event("close"));
  };
}

import { afterAll, beforeAll } from "vitest";

/** jsdom has <dialog> but not its methods: the smallest stand-in that opens, closes and says so. */
export function stubDialogMethods() {
  const { showModal, close } = HTMLDialogElement.prototype;
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
      if (!this.open) return;
      this.open = false;
      this.dispatchEvent(new Event("close"));
    };
  });
  afterAll(() => Object.assign(HTMLDialogElement.prototype, { showModal, close }));
}

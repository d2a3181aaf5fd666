import { APPLE_ICON } from "./icons";
import { renderPng } from "./render-png";

/** The home-screen icon: the mark of icon.svg on its gradient, as a PNG. */
export function renderAppleIcon(): Promise<Uint8Array<ArrayBuffer>> {
  return renderPng(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        background: "linear-gradient(135deg, #6f6cf3, #3b2fb8)",
      }}
    >
      <svg width="120" height="120" viewBox="0 0 32 32">
        <path d="M9 24 16 8l7 16" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M11.6 18.2h8.8" stroke="#e9b949" strokeWidth="2.6" strokeLinecap="round" />
      </svg>
    </div>,
    { width: APPLE_ICON.size, height: APPLE_ICON.size },
    // resvg's own encoding of this gradient is about 20 KB; the tighter one is about 3 KB.
    { compression: "max" },
  );
}

import { newCommand } from "@/domain/cli/new-command";
import { siteConfig } from "@/lib/site-config";
import { OG_IMAGE_SIZE } from "./og-path";
import { renderPng } from "./render-png";
import { GENOME_FILE_NAME } from "@/domain/genome/genome-file";

/** Cuts at a word boundary so a long description never ends mid-word. */
function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[,;:]$/, "")}…`;
}

/**
 * A 1200x630 preview in the site's dark design: brand, the page's title and description, and the
 * command that turns a genome into a project. Not an install command: no npm release of the CLI
 * installs (facts/CLI-FACTS.md §8 R2), and a picture cannot say so beside it.
 */
export function renderOgImage({ title, description }: { title: string; description: string }): Promise<Uint8Array<ArrayBuffer>> {
  return renderPng(
    (
      <div
        style={{
          width: "100%",
          height: "100%",
          // satori 0.63 sizes boxes like CSS (content-box); next/og's older satori used border-box.
          boxSizing: "border-box",
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          padding: "64px 72px",
          background: "#08090b",
          backgroundImage:
            "radial-gradient(circle at 80% -10%, rgba(91,88,232,0.45), transparent 55%), linear-gradient(rgba(35,39,47,0.55) 1px, transparent 1px), linear-gradient(90deg, rgba(35,39,47,0.55) 1px, transparent 1px)",
          backgroundSize: "100% 100%, 48px 48px, 48px 48px",
          color: "#f3f4f6",
          fontFamily: "Geist",
        }}
      >
        <div style={{ display: "flex", alignItems: "center", gap: 16 }}>
          <div
            style={{
              width: 52,
              height: 52,
              borderRadius: 12,
              display: "flex",
              alignItems: "center",
              justifyContent: "center",
              background: "linear-gradient(135deg, #6f6cf3, #3b2fb8)",
              fontSize: 32,
              fontWeight: 600,
              color: "#ffffff",
            }}
          >
            A
          </div>
          <div style={{ fontSize: 30, fontWeight: 600, letterSpacing: -0.5 }}>{siteConfig.name}</div>
        </div>
        <div style={{ display: "flex", flexDirection: "column", gap: 22 }}>
          <div style={{ fontSize: title.length > 40 ? 64 : 76, fontWeight: 600, letterSpacing: -2, lineHeight: 1.05, maxWidth: 1000 }}>
            {title}
          </div>
          <div style={{ fontSize: 28, color: "#a3a9b5", lineHeight: 1.4, maxWidth: 980 }}>
            {shorten(description, 150)}
          </div>
        </div>
        <div style={{ display: "flex", alignItems: "center", justifyContent: "space-between" }}>
          <div
            style={{
              display: "flex",
              fontFamily: "Geist Mono",
              fontSize: 24,
              padding: "12px 20px",
              borderRadius: 10,
              border: "1px solid #343a45",
              background: "#0e1014",
              color: "#e5e7eb",
            }}
          >
            <span style={{ color: "#8b92a0", marginRight: 14 }}>$</span>
            {newCommand({ genome: GENOME_FILE_NAME })}
          </div>
          <div style={{ width: 120, height: 6, borderRadius: 3, background: "#e9b949" }} />
        </div>
      </div>
    ),
    OG_IMAGE_SIZE,
  );
}

import type { LightpaperContent } from "./lightpaper/content";
import type { WhitepaperContent } from "./whitepaper/content";

/** Both long documents in one language: what their pages and Markdown twins render. */
export interface DocumentContents {
  lightpaper: LightpaperContent;
  whitepaper: WhitepaperContent;
}

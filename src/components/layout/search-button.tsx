import { SearchIcon } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { Kbd } from "@/components/ui/kbd";
import { cn } from "@/lib/utils";
import { hook } from "@/lib/dom-hooks";
import { chromeHooks } from "./chrome-hooks";

/**
 * The header's way into the site search, with its shortcut shown. It is static markup: the chrome's
 * script (behaviours/site-chrome.ts) opens the dialog, whose code loads on first use.
 */
export function SearchButton({ label, className }: { label: string; className?: string }) {
  return (
    <button
      type="button"
      {...hook(chromeHooks.searchOpen)}
      aria-haspopup="dialog"
      aria-keyshortcuts="/ Control+K Meta+K"
      className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "xl:w-auto xl:gap-2 xl:border xl:border-border xl:px-2.5", className)}
    >
      <SearchIcon aria-hidden className="size-[18px] xl:size-4" />
      <span className="sr-only">{label}</span>
      {/* The label is read, not shown, and the shortcut shown from 1280 px: below, the header has no room to spare. */}
      <Kbd aria-hidden className="hidden xl:inline-flex">
        /
      </Kbd>
    </button>
  );
}

import { ArrowUpRight, Menu, X } from "lucide-react";
import { useId, type ReactNode } from "react";
import { useLocale } from "@/i18n/locale-context";
import { Link } from "@/i18n/link";
import { Button } from "@/components/ui/button";
import { GithubIcon } from "@/components/icons/brand-icons";
import { CTA_HREF } from "@/lib/site-nav";
import { siteConfig } from "@/lib/site-config";
import { cn } from "@/lib/utils";
import { Flag, type LocaleOption, type LocaleSwitcherLabels } from "./locale-switcher";
import type { NavGroupView, NavLinkView, SectionLinkView } from "./nav-types";
import { ExternalLink } from "@/components/ui/external-link";
import { hook } from "@/lib/dom-hooks";
import { menuHooks } from "./menu-hooks";
import { SECTION_LINK } from "./section-link-hooks";

interface MobileNavLabels {
  open: string;
  close: string;
  title: string;
  sections: string;
  github: string;
  cta: string;
  newTab: string;
  switcher: LocaleSwitcherLabels;
}

const linkClass =
  "flex min-h-11 items-center gap-2 rounded-lg px-3 text-[15px] text-foreground transition-colors hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-ring aria-[current=page]:bg-surface-hover aria-[current=page]:text-primary-text aria-[current=location]:bg-surface-hover aria-[current=location]:text-primary-text";

/**
 * Below 768 px the header folds into this sheet: focus moves in, Escape or a chosen link closes it,
 * the page behind stays put. A native modal <dialog> gives focus containment, Escape and an inert
 * page for free; behaviours/mobile-menu.ts opens it and adds the rest.
 */
export function MobileNav({
  groups,
  links,
  sections,
  localeOptions,
  current,
  labels,
}: {
  groups: NavGroupView[];
  links: NavLinkView[];
  /** The landing page's in-page anchors; empty on other pages. */
  sections: SectionLinkView[];
  localeOptions: LocaleOption[];
  /** The key of the item the current page marks (currentNavItem), if any. */
  current: string | null;
  labels: MobileNavLabels;
}) {
  const dialogId = useId();
  const titleId = useId();
  const locale = useLocale();
  const ariaCurrent = (key: string) => (key === current ? "page" : undefined);

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label={labels.open}
        aria-haspopup="dialog"
        aria-expanded="false"
        aria-controls={dialogId}
        {...hook(menuHooks.mobileMenuOpen)}
      >
        <Menu className="size-5" aria-hidden />
      </Button>
      <dialog
        id={dialogId}
        aria-labelledby={titleId}
        {...hook(menuHooks.mobileMenu)}
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-full max-w-sm flex-col border-l border-border bg-background p-0 text-foreground shadow-2xl backdrop:bg-black/60 open:flex open:animate-fade-in lg:hidden"
      >
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-border px-5">
          <h2 id={titleId} className="text-[15px] font-semibold tracking-tight">
            {labels.title}
          </h2>
          <Button variant="ghost" size="icon" aria-label={labels.close} {...hook(menuHooks.mobileMenuClose)}>
            <X className="size-5" aria-hidden />
          </Button>
        </div>

        <nav aria-label={labels.title} className="flex-1 overflow-y-auto overscroll-contain px-3 py-4">
          {sections.length > 0 ? (
            <MenuGroup title={labels.sections}>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} {...hook(SECTION_LINK)} className={linkClass}>
                    {section.label}
                  </a>
                </li>
              ))}
            </MenuGroup>
          ) : null}
          {groups.map((group) => (
            <MenuGroup key={group.key} title={group.label}>
              {group.items.map((item) => (
                <li key={item.key}>
                  <Link href={item.href} className={linkClass} aria-current={ariaCurrent(item.key)}>
                    {item.title}
                  </Link>
                </li>
              ))}
            </MenuGroup>
          ))}
          <ul className="mt-2 border-t border-border pt-4">
            {links.map((item) => (
              <li key={item.key}>
                {item.external ? (
                  <ExternalLink href={item.href} newTabLabel={labels.newTab} className={linkClass}>
                    {item.title}
                    <ArrowUpRight className="size-4 text-subtle" aria-hidden />
                  </ExternalLink>
                ) : (
                  <Link href={item.href} className={linkClass} aria-current={ariaCurrent(item.key)}>
                    {item.title}
                  </Link>
                )}
              </li>
            ))}
            <li>
              <ExternalLink href={siteConfig.links.githubOrg} newTabLabel={labels.newTab} className={linkClass}>
                <GithubIcon className="size-4" />
                {labels.github}
              </ExternalLink>
            </li>
          </ul>
        </nav>

        <div className="shrink-0 space-y-3 border-t border-border p-5">
          <div role="group" aria-label={labels.switcher.label} {...hook(menuHooks.localeSwitcher)} className="grid grid-cols-2 gap-2">
            {localeOptions.map((option) => (
              <button
                key={option.code}
                type="button"
                lang={option.code}
                aria-current={option.code === locale ? "true" : undefined}
                {...hook(menuHooks.localeOption, option.code)}
                className={cn(
                  "inline-flex h-11 items-center justify-center gap-2 rounded-lg border text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60",
                  option.code === locale
                    ? "border-primary/60 bg-primary/15 text-foreground"
                    : "border-border-strong text-muted hover:bg-surface-hover hover:text-foreground",
                )}
              >
                <Flag locale={option.code} className="h-3 w-[18px] rounded-[2px]" />
                {option.label}
              </button>
            ))}
          </div>
          <Button asChild size="lg" className="w-full">
            <Link href={CTA_HREF}>{labels.cta}</Link>
          </Button>
        </div>
      </dialog>
    </>
  );
}

function MenuGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mb-4">
      <p className="px-3 pb-1.5 font-mono text-[11px] font-medium tracking-[0.14em] text-subtle uppercase">{title}</p>
      <ul>{children}</ul>
    </div>
  );
}

import { Check, ChevronDown } from "lucide-react";
import type { ComponentType, SVGProps } from "react";
import { useLocale } from "@/i18n/locale-context";
import { DisclosureMenu, disclosureEntryClass } from "@/components/ui/disclosure-menu";
import { FlagFR, FlagGB } from "@/components/icons/flag-icons";
import type { Locale } from "@/i18n/routing";
import { cn } from "@/lib/utils";
import { hook } from "@/lib/dom-hooks";
import { menuHooks } from "./menu-hooks";

export interface LocaleOption {
  code: Locale;
  label: string;
}

export interface LocaleSwitcherLabels {
  label: string;
  current: string;
}

const flags: Record<Locale, ComponentType<SVGProps<SVGSVGElement>>> = { en: FlagGB, fr: FlagFR };

export function Flag({ locale, className }: { locale: Locale; className?: string }) {
  const Component = flags[locale];
  return <Component className={className ?? "h-3 w-[18px] shrink-0 rounded-[2px] ring-1 ring-white/15"} />;
}

/**
 * The header's language menu. Its options are menuHooks.localeOption buttons; the site behaviour
 * script (behaviours/locale-switcher.ts) switches language and locks the trigger briefly.
 */
export function LocaleSwitcher({
  options,
  labels,
  className,
}: {
  options: LocaleOption[];
  labels: LocaleSwitcherLabels;
  className?: string;
}) {
  const locale = useLocale();
  const current = options.find((option) => option.code === locale);

  return (
    <div className={className} {...hook(menuHooks.localeSwitcher)}>
      <DisclosureMenu
        align="end"
        triggerLabel={`${labels.label}. ${labels.current}`}
        panelClassName="min-w-44"
        triggerClassName="inline-flex h-9 items-center gap-2 rounded-lg px-2.5 text-sm font-medium text-muted transition-colors hover:bg-surface-hover hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60 data-[state=open]:bg-surface-hover data-[state=open]:text-foreground"
        trigger={
          <>
            <Flag locale={locale} />
            <span className="uppercase xl:hidden">{locale}</span>
            <span className="hidden xl:inline">{current?.label}</span>
            <ChevronDown className="size-3.5 opacity-70" aria-hidden />
          </>
        }
      >
        <ul>
          {options.map((option) => (
            <li key={option.code}>
              <button
                type="button"
                lang={option.code}
                aria-current={option.code === locale ? "true" : undefined}
                {...hook(menuHooks.localeOption, option.code)}
                className={cn(disclosureEntryClass, "items-center")}
              >
                <Flag locale={option.code} />
                <span className="flex-1 text-foreground">{option.label}</span>
                {option.code === locale ? <Check className="size-4 text-primary-text" aria-hidden /> : null}
              </button>
            </li>
          ))}
        </ul>
      </DisclosureMenu>
    </div>
  );
}

import { createContext, useContext, type ComponentType, type ReactNode } from "react";
import { defaultLocale, type Locale } from "./routing";
import { getTranslator, type Namespace } from "./translator";

/*
 * Build-time only: sections rendered by Astro read the page's locale from this context. Islands
 * never use it (they get their strings as props), so it costs the browser nothing.
 */
const LocaleContext = createContext<Locale>(defaultLocale);

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** The translator of the page's locale, scoped to a namespace (`useTranslations("Landing.hero")`). */
export function useTranslations<N extends Namespace = never>(namespace?: N) {
  return getTranslator<N>(useLocale(), namespace);
}

/**
 * A section an `.astro` page renders with `locale={locale}`: Astro renders every React component as
 * its own root, so the section sets the context for everything inside it.
 */
export function localized<P extends object>(Section: ComponentType<P>) {
  function Localized({ locale, ...props }: P & { locale: Locale }) {
    return (
      <LocaleProvider locale={locale}>
        <Section {...(props as P)} />
      </LocaleProvider>
    );
  }
  Localized.displayName = `Localized(${Section.displayName ?? Section.name})`;
  return Localized;
}

import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { useTranslations } from "@/i18n/locale-context";
import { geistMono, geistSans } from "@/app/fonts";
import { localeDirection, routing } from "@/i18n/routing";
import { SiteHeader } from "@/components/layout/site-header";
import { SiteFooter } from "@/components/layout/site-footer";
import { SocialWidget } from "@/components/layout/social-widget";
import { SkipLink } from "@/components/layout/skip-link";
import { HydrationMarker } from "@/components/layout/hydration-marker";
import { JsonLd } from "@/components/layout/json-ld";
import { organizationJsonLd } from "@/lib/seo/structured-data";
import { getSiteUrl } from "@/lib/site-config";
import { ErrorCopyProvider } from "@/features/error/error-copy";
import "../globals.css";

export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export const viewport: Viewport = {
  themeColor: "#08090b",
  colorScheme: "dark",
};

export function generateMetadata({ params }: LayoutProps<"/[locale]">): Promise<Metadata> {
  const { locale } = await params;
  const t = useTranslations({ locale: hasLocale(routing.locales, locale) ? locale : "en", namespace: "Metadata" });
  return {
    metadataBase: new URL(getSiteUrl()),
    title: { default: t("defaultTitle"), template: `%s | ${t("siteName")}` },
    description: t("defaultDescription"),
    applicationName: t("siteName"),
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<"/[locale]">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const tError = useTranslations("Error");
  const tMeta = useTranslations("Metadata");
  const errorCopy = { title: tError("title"), message: tError("message"), retry: tError("retry"), home: tError("home") };

  return (
    <html lang={locale} dir={localeDirection(locale)} className={`${geistSans.variable} ${geistMono.variable}`}>
      <body className="flex min-h-dvh flex-col bg-background text-foreground">
        <ErrorCopyProvider copy={errorCopy}>
          <SkipLink />
          <SiteHeader />
          <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <SiteFooter />
          <SocialWidget />
          <HydrationMarker />
          <JsonLd data={organizationJsonLd(tMeta("defaultDescription"))} />
        </ErrorCopyProvider>
      </body>
    </html>
  );
}


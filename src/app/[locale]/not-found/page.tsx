import type { Metadata } from "next";
import { getTranslator } from "@/i18n/translator";
import { NotFoundContent } from "@/features/not-found/not-found-content";
import type { Locale } from "@/i18n/routing";

// The proxy rewrites every unknown path here with status 404, so the page is static and fully rendered.
export function generateMetadata({ params }: PageProps<"/[locale]/not-found">): Promise<Metadata> {
  const { locale } = await params;
  const t = getTranslator(locale as Locale, "NotFound");
  return { title: t("metaTitle"), robots: { index: false, follow: true } };
}

export default async function NotFoundPage({ params }: PageProps<"/[locale]/not-found">) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <NotFoundContent />;
}

import { localized, useTranslations } from "@/i18n/locale-context";

export const SkipLink = localized(function SkipLink() {
  const t = useTranslations("Common");
  return (
    <a
      href="#main-content"
      className="sr-only z-[60] rounded-lg bg-foreground px-4 py-2 text-sm font-medium text-background focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t("skipToContent")}
    </a>
  );
});

import { localized, useTranslations } from "@/i18n/locale-context";
import { Button } from "@/components/ui/button";
import { DocumentHeader } from "@/features/documents/document-header";
import { Link } from "@/i18n/link";
import { route } from "@/domain/site/page-paths";

export const LightpaperTestHeader = localized(function LightpaperTestHeader() {
  const t = useTranslations("LightpaperTest");
  return (
    <DocumentHeader
      eyebrow={t("eyebrow")}
      title={t("title")}
      lead={t("intro")}
      actions={
        <Button asChild variant="outline">
          <Link href={route("lightpaper")}>{t("back")}</Link>
        </Button>
      }
    />
  );
});

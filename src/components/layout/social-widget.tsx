import { localized, useTranslations } from "@/i18n/locale-context";
import { siteConfig } from "@/lib/site-config";
import { SocialWidgetPanel } from "./social-widget-panel";

export const SocialWidget = localized(function SocialWidget() {
  const t = useTranslations("SocialWidget");
  const tCommon = useTranslations("Common");
  return (
    <SocialWidgetPanel
      links={{ discord: siteConfig.links.discord, linkedin: siteConfig.links.linkedin }}
      labels={{
        region: t("label"),
        expand: t("expand"),
        collapse: t("collapse"),
        discord: t("discord"),
        linkedin: t("linkedin"),
        newTab: tCommon("opensInNewTab"),
      }}
    />
  );
});

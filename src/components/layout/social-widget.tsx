import { getTranslations } from "next-intl/server";
import { siteConfig } from "@/lib/site-config";
import { SocialWidgetPanel } from "./social-widget-panel";

export async function SocialWidget() {
  const [t, tCommon] = await Promise.all([getTranslations("SocialWidget"), getTranslations("Common")]);
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
}

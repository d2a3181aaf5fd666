import { moduleLogoVariantConfig, moduleLogoVariants } from "@/components/icons/module-logo-parts";
import { describeConflictFreeLooks } from "@/test/conflict-free-looks";
import { badgeVariantConfig, badgeVariants } from "./badge";
import { buttonVariantConfig, buttonVariants } from "./button";
import { cardVariantConfig, cardVariants } from "./card";
import { iconTileVariantConfig, iconTileVariants } from "./icon-tile";
import {
  ctaBandActionsVariantConfig,
  ctaBandActionsVariants,
  ctaBandDescriptionVariantConfig,
  ctaBandDescriptionVariants,
  ctaBandTitleVariantConfig,
  ctaBandTitleVariants,
  ctaBandVariantConfig,
  ctaBandVariants,
} from "./cta-band";
import { inputVariantConfig, inputVariants } from "./input";
import {
  pageHeroContentVariantConfig,
  pageHeroContentVariants,
  pageHeroDescriptionVariantConfig,
  pageHeroDescriptionVariants,
  pageHeroTitleVariantConfig,
  pageHeroTitleVariants,
} from "./page-hero";
import { textareaVariantConfig, textareaVariants } from "./textarea";

describeConflictFreeLooks({
  button: { config: buttonVariantConfig, look: buttonVariants },
  badge: { config: badgeVariantConfig, look: badgeVariants },
  card: { config: cardVariantConfig, look: cardVariants },
  "icon tile": { config: iconTileVariantConfig, look: iconTileVariants },
  "module logo": { config: moduleLogoVariantConfig, look: moduleLogoVariants },
  input: { config: inputVariantConfig, look: inputVariants },
  textarea: { config: textareaVariantConfig, look: textareaVariants },
  "cta band": { config: ctaBandVariantConfig, look: ctaBandVariants },
  "cta band title": { config: ctaBandTitleVariantConfig, look: ctaBandTitleVariants },
  "cta band description": { config: ctaBandDescriptionVariantConfig, look: ctaBandDescriptionVariants },
  "cta band actions": { config: ctaBandActionsVariantConfig, look: ctaBandActionsVariants },
  "page hero content": { config: pageHeroContentVariantConfig, look: pageHeroContentVariants },
  "page hero title": { config: pageHeroTitleVariantConfig, look: pageHeroTitleVariants },
  "page hero description": { config: pageHeroDescriptionVariantConfig, look: pageHeroDescriptionVariants },
});

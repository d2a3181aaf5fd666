import {
  siBetterauth,
  siDocker,
  siDrizzle,
  siEthereum,
  siNextdotjs,
  siPrisma,
  siResend,
  siSentry,
  siSequelize,
  siShadcnui,
  siStripe,
  siTailwindcss,
  siTypeorm,
  siVitest,
  type SimpleIcon,
} from "simple-icons";
import type { BrandSlug } from "@/domain/catalog/module-logos";
import { markColourOn } from "@/lib/mark-colour";

/**
 * The lightest surface a logo sits on, a hovered card (--surface-hover in globals.css), and the
 * text colour (--foreground): a mark that contrasts with the first contrasts with every darker one.
 */
export const LOGO_SURFACE = "#1c2028";
export const LOGO_FOREGROUND = "#f3f4f6";

/** Named imports, so a build carries these marks and not the whole set. */
const icons: Readonly<Record<BrandSlug, SimpleIcon>> = {
  betterauth: siBetterauth,
  docker: siDocker,
  drizzle: siDrizzle,
  ethereum: siEthereum,
  nextdotjs: siNextdotjs,
  prisma: siPrisma,
  resend: siResend,
  sentry: siSentry,
  sequelize: siSequelize,
  shadcnui: siShadcnui,
  stripe: siStripe,
  tailwindcss: siTailwindcss,
  typeorm: siTypeorm,
  vitest: siVitest,
};

export interface BrandMark {
  /** The brand's name as simple-icons writes it ("Next.js"). */
  title: string;
  /** One SVG path in a 24x24 box. */
  path: string;
  /** The brand's colour, or a lighter one where it would not show on the dark theme (mark-colour.ts). */
  colour: string;
}

/** Server code only: the island and dialog draw marks by reference to a page's ModuleLogoSymbols. */
export function brandMark(slug: BrandSlug): BrandMark {
  const icon = icons[slug];
  return { title: icon.title, path: icon.path, colour: markColourOn(icon.hex, LOGO_SURFACE, LOGO_FOREGROUND) };
}

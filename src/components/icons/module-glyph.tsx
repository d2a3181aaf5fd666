import {
  Activity,
  Blocks,
  ChartLine,
  Container,
  CreditCard,
  Database,
  FlaskConical,
  Layers,
  LayoutDashboard,
  Languages,
  Mail,
  Palette,
  Settings,
  ShieldCheck,
  Boxes,
  TextCursorInput,
  Wallet,
  Wrench,
  type LucideIcon,
  type LucideProps,
} from "lucide-react";
import type { ModuleIconKey } from "@/domain/catalog/module-icons";

const icons: Record<ModuleIconKey, LucideIcon> = {
  auth: ShieldCheck,
  payments: CreditCard,
  database: Database,
  email: Mail,
  framework: Layers,
  dashboard: LayoutDashboard,
  settings: Settings,
  analytics: ChartLine,
  monitoring: Activity,
  container: Container,
  testing: FlaskConical,
  state: Boxes,
  ui: Palette,
  forms: TextCursorInput,
  web3: Wallet,
  i18n: Languages,
  tooling: Wrench,
  module: Blocks,
};

/** A module's neutral icon (module-icons.ts): decorative unless it is given a label. */
export function ModuleGlyph({ icon, label, ...props }: { icon: ModuleIconKey; label?: string } & Omit<LucideProps, "ref">) {
  const Icon = icons[icon];
  return label ? (
    <Icon role="img" aria-label={label} data-icon={icon} {...props}>
      <title>{label}</title>
    </Icon>
  ) : (
    <Icon aria-hidden data-icon={icon} {...props} />
  );
}

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

export function ModuleIcon({ icon, className }: { icon: ModuleIconKey; className?: string }) {
  const Icon = icons[icon];
  return <Icon aria-hidden className={className} data-icon={icon} />;
}

import { ArrowRight } from "lucide-react";
import { docsPagePath } from "@/domain/docs/docs-nav";
import { docsStatusPage } from "@/domain/docs/docs-status";
import { useTranslations } from "@/i18n/locale-context";
import { Link } from "@/i18n/link";
import { cn } from "@/lib/utils";

/** The docs' Status page: what works at state B and the workaround for what does not, below a run that shows one. */
export function RunStatusLink({ className }: { className?: string }) {
  const t = useTranslations("CliRuns");
  return (
    <p className={cn("text-sm", className)}>
      <Link href={docsPagePath(docsStatusPage().slug)} className="inline-flex items-center gap-1.5 font-medium text-primary-text underline-offset-4 hover:underline">
        {t("statusLink")}
        <ArrowRight aria-hidden className="size-3.5" />
      </Link>
    </p>
  );
}

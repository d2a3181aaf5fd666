import { CopyButton } from "@/components/ui/copy-button";
import type { ButtonProps } from "@/components/ui/button";
import { useLocale, useTranslations } from "@/i18n/locale-context";
import { markdownTwinPath } from "@/lib/markdown-twin";

/**
 * "Copy as Markdown": copies the page's Markdown twin, fetched on click so the page does not carry
 * it. `path` is the page's registry path (`/cli`); the page must declare a twin there.
 */
export function CopyMarkdownButton({
  path,
  size = "default",
  className,
}: {
  path: string;
  size?: ButtonProps["size"];
  className?: string;
}) {
  const locale = useLocale();
  const t = useTranslations("Agents");
  const common = useTranslations("Common");
  return (
    <CopyButton
      source={markdownTwinPath(path, locale)}
      labels={{ copy: t("copyMarkdown"), copied: common("copied"), failed: t("copyMarkdownFailed") }}
      showLabel
      variant="outline"
      size={size}
      className={className}
    />
  );
}

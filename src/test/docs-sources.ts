import type { CliCommandKey } from "@/domain/cli/commands";
import type { DocsSource } from "@/features/agents/docs-markdown";
import type { Locale } from "@/i18n/routing";
import { readDocsFiles } from "../../scripts/lib/docs-files";

/** The docs pages of one language as their Markdown twins are written from them, read from the files (astro:content exists only in Astro). */
export function docsSources(locale: Locale): Map<string, DocsSource> {
  return new Map(
    readDocsFiles()
      .filter((file) => file.locale === locale)
      .map((file) => [file.slug, { body: file.body, command: file.data.command as CliCommandKey | undefined }]),
  );
}

import { cn } from "@/lib/utils";
import { FilePathList } from "./file-path-list";

/**
 * The files a recorded run wrote, as the run listed them (paths from the project's root): a title
 * with the count, what they are measured against, then the paths in columns.
 */
export function RunFileList({
  title,
  description,
  files,
  label,
  titleId,
  className,
}: {
  title: string;
  description?: string;
  files: readonly string[];
  label: string;
  titleId?: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <h3 id={titleId} className="text-sm font-medium text-foreground">
        {title}
      </h3>
      {description ? <p className="mt-1 text-sm leading-relaxed text-muted">{description}</p> : null}
      {files.length > 0 ? (
        <FilePathList
          files={files}
          aria-label={label}
          data-run-files={files.length}
          className={cn("mt-3 gap-x-8 rounded-xl border border-border bg-terminal p-4 font-mono text-xs leading-6 text-muted sm:columns-2", files.length > 24 && "lg:columns-3")}
        />
      ) : null}
    </div>
  );
}

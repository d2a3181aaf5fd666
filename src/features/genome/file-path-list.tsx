import type { ComponentProps } from "react";

/** Paths a run wrote, one an item, broken anywhere a long path needs to. */
export function FilePathList({ files, ...props }: Omit<ComponentProps<"ul">, "children"> & { files: readonly string[] }) {
  return (
    <ul {...props}>
      {files.map((file) => (
        <li key={file} className="break-all">
          {file}
        </li>
      ))}
    </ul>
  );
}

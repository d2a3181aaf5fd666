import { CommandText } from "./command-text";

/** A step card's command, at the foot of the card: a prompt kept out of copies and of the search index, then the command. */
export function StepCommand({ command }: { command: string }) {
  return (
    <code className="mt-auto block rounded-lg border border-border bg-terminal px-3 py-2 font-mono text-xs leading-5 text-foreground">
      <span aria-hidden data-pagefind-ignore="" className="mr-2 text-subtle select-none">
        $
      </span>
      <CommandText command={command} />
    </code>
  );
}

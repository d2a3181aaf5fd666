import { Fragment } from "react";

/** A shell command that wraps only between arguments, never inside an id such as `saas-starter.genome.ts`. */
export function CommandText({ command }: { command: string }) {
  const words = command.split(" ");
  return (
    <>
      {words.map((word, index) => (
        <Fragment key={`${index}-${word}`}>
          {index > 0 ? " " : null}
          <span className="whitespace-nowrap">{word}</span>
        </Fragment>
      ))}
    </>
  );
}

/** A shell command that wraps only between arguments, never inside an id such as `saas-starter.genome.ts`. */
export function CommandText({ command }: { command: string }) {
  const words = command.split(" ");
  return (
    <>
      {words.map((word, index) => (
        <span key={`${index}-${word}`} className="whitespace-nowrap">
          {word}
          {index < words.length - 1 ? " " : null}
        </span>
      ))}
    </>
  );
}

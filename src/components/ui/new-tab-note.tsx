/**
 * What a screen reader adds to the name of a link that opens a new tab. It starts with a space, so
 * the name reads "Source (opens in a new tab)" rather than running the two together; the site
 * search leaves it out, as a phrase that every such link repeats.
 */
export function NewTabNote({ label }: { label: string }) {
  return (
    <span className="sr-only" data-pagefind-ignore="">
      {` ${label}`}
    </span>
  );
}

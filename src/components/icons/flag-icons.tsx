import { useId, type SVGProps } from "react";

// Flags are drawn, not emoji: emoji flags do not render on Windows and read badly to screen readers.
export function FlagGB(props: SVGProps<SVGSVGElement>) {
  const id = useId();
  return (
    <svg viewBox="0 0 60 30" aria-hidden {...props}>
      <clipPath id={`${id}-clip`}>
        <path d="M0 0v30h60V0z" />
      </clipPath>
      <clipPath id={`${id}-diag`}>
        <path d="M30 15h30v15zv15H0zH0V0zV0h30z" />
      </clipPath>
      <g clipPath={`url(#${id}-clip)`}>
        <path d="M0 0v30h60V0z" fill="#012169" />
        <path d="M0 0l60 30m0-30L0 30" stroke="#fff" strokeWidth="6" />
        <path d="M0 0l60 30m0-30L0 30" clipPath={`url(#${id}-diag)`} stroke="#C8102E" strokeWidth="4" />
        <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
        <path d="M30 0v30M0 15h60" stroke="#C8102E" strokeWidth="6" />
      </g>
    </svg>
  );
}

export function FlagFR(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 3 2" aria-hidden {...props}>
      <path fill="#002654" d="M0 0h1v2H0z" />
      <path fill="#fff" d="M1 0h1v2H1z" />
      <path fill="#CE1126" d="M2 0h1v2H2z" />
    </svg>
  );
}

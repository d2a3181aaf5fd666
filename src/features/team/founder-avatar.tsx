import { useId } from "react";
import { cn } from "@/lib/utils";

/** An illustrated portrait (not a photograph): a drawn bust over the brand's blueprint grid. */
export function FounderAvatar({ initials, label, className }: { initials: string; label: string; className?: string }) {
  const id = useId().replace(/:/g, "");
  return (
    <svg viewBox="0 0 240 240" role="img" aria-label={label} className={cn("rounded-2xl", className)}>
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1b1d3a" />
          <stop offset="1" stopColor="#0e1014" />
        </linearGradient>
        <linearGradient id={`${id}-skin`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#e8c4a8" />
          <stop offset="1" stopColor="#d4a888" />
        </linearGradient>
        <linearGradient id={`${id}-jacket`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#5b58e8" />
          <stop offset="1" stopColor="#3b3aa8" />
        </linearGradient>
        <pattern id={`${id}-grid`} width="20" height="20" patternUnits="userSpaceOnUse">
          <path d="M20 0H0V20" fill="none" stroke="#ffffff" strokeOpacity="0.06" />
        </pattern>
      </defs>
      <rect width="240" height="240" fill={`url(#${id}-bg)`} />
      <rect width="240" height="240" fill={`url(#${id}-grid)`} />
      <circle cx="120" cy="104" r="74" fill="#5b58e8" opacity="0.18" />
      {/* Shoulders and jacket */}
      <path d="M42 240c4-44 36-70 78-70s74 26 78 70z" fill={`url(#${id}-jacket)`} />
      <path d="M102 172l18 30 18-30" fill="#f3f4f6" />
      <path d="M112 188l8 14 8-14" fill="#e9b949" />
      {/* Neck and head */}
      <rect x="106" y="140" width="28" height="34" rx="12" fill="#c99b7c" />
      <ellipse cx="120" cy="112" rx="36" ry="42" fill={`url(#${id}-skin)`} />
      {/* Hair */}
      <path d="M84 106c-4-34 14-52 38-52 26 0 40 18 36 50-6-16-18-24-36-24-18 0-30 10-38 26z" fill="#2b2118" />
      {/* Glasses */}
      <g fill="none" stroke="#111827" strokeWidth="3">
        <rect x="96" y="106" width="20" height="15" rx="5" />
        <rect x="124" y="106" width="20" height="15" rx="5" />
        <path d="M116 112h8" />
      </g>
      <path d="M112 136c5 4 11 4 16 0" fill="none" stroke="#8a5a44" strokeWidth="2.5" strokeLinecap="round" />
      {/* Initials tag */}
      <rect x="172" y="18" width="50" height="26" rx="8" fill="#0b0c10" stroke="#343a45" />
      <text x="197" y="36" textAnchor="middle" fontFamily="ui-monospace, monospace" fontSize="13" fontWeight="600" fill="#f3f4f6">
        {initials}
      </text>
    </svg>
  );
}

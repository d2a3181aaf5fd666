import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "@/i18n/link";
import { Button, type ButtonProps } from "./button";

/** A link that leads on (to a page, or down this one), in a button's look: its words, then an arrow. */
export function ArrowLink({
  href,
  variant,
  size,
  className,
  children,
}: Pick<ButtonProps, "variant" | "size" | "className"> & {
  /** A path without locale prefix (`/cli`) or a section of this page (`#cta`). */
  href: string;
  children: ReactNode;
}) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link href={href}>
        {children}
        <ArrowRight aria-hidden />
      </Link>
    </Button>
  );
}

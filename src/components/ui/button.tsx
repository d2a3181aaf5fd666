import { cva, type VariantProps } from "class-variance-authority";
import {
  cloneElement,
  isValidElement,
  type ComponentProps,
  type ReactElement,
} from "react";
import { cn } from "@/lib/utils";

/** The variants of every button look; each combination is one conflict-free class list (variants.test.ts). */
export const buttonVariantConfig = {
  variants: {
    variant: {
      default:
        "bg-primary text-primary-foreground shadow-[inset_0_1px_0_rgb(255_255_255/0.15)] hover:bg-primary-hover",
      secondary: "bg-foreground text-background hover:bg-foreground/85",
      ghost: "text-muted hover:bg-surface-hover hover:text-foreground",
      gold: "bg-gold text-gold-foreground shadow-[inset_0_1px_0_rgb(255_255_255/0.3)] hover:bg-gold-hover",
      outline:
        "border border-border-strong bg-surface text-foreground hover:border-subtle hover:bg-surface-hover",
      destructive: "bg-destructive text-white hover:bg-destructive/90",
      link: "text-primary-text underline-offset-4 hover:underline",
    },
    size: {
      default: "h-10 rounded-lg px-4 text-sm",
      sm: "h-8 rounded-md px-3 text-[13px]",
      lg: "h-11 rounded-lg px-6 text-[15px]",
      xl: "h-13 rounded-lg px-8 text-base",
      icon: "size-10 rounded-lg",
      /** A link's look in running text or under a block: no box, the words alone. */
      inline: "rounded-sm",
    },
  },
  defaultVariants: { variant: "default", size: "default" },
} as const;

export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  buttonVariantConfig,
);

export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (a link) with the button's look instead of a `<button>`. */
    asChild?: boolean;
  };

export function Button({
  className,
  variant,
  size,
  asChild = false,
  type,
  children,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild && isValidElement(children)) {
    // The child (a link) keeps its own props and gains the button's look and any extra attributes.
    const child = children as ReactElement<{ className?: string }>;
    return cloneElement(child, {
      ...props,
      ...child.props,
      className: cn(classes, child.props.className),
    });
  }
  return (
    <button className={classes} type={type ?? "button"} {...props}>
      {children}
    </button>
  );
}

import type { ComponentProps } from "react";
import { Link } from "react-router";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 whitespace-nowrap";

const variants = {
  primary: "bg-brand-600 text-white shadow-sm hover:bg-brand-700 focus-visible:outline-brand-600",
  secondary:
    "bg-white text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50 hover:ring-slate-400 focus-visible:outline-brand-600",
  accent:
    "bg-accent-400 text-slate-950 shadow-sm hover:bg-accent-500 focus-visible:outline-accent-500",
  inverted: "bg-white text-brand-700 shadow-sm hover:bg-brand-50 focus-visible:outline-white",
  danger: "bg-red-600 text-white shadow-sm hover:bg-red-700 focus-visible:outline-red-600",
  ghost: "text-slate-700 hover:bg-slate-100 focus-visible:outline-brand-600",
} as const;

const sizes = {
  sm: "px-3 py-1.5 text-xs",
  md: "px-5 py-2.5 text-sm",
  lg: "px-6 py-3.5 text-base",
} as const;

export interface ButtonStyle {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
}

export function buttonClasses({ variant = "primary", size = "md" }: ButtonStyle = {}): string {
  return `${base} ${variants[variant]} ${sizes[size]}`;
}

/** A link that looks like a button: in-app navigation. */
export function ButtonLink({
  variant,
  size,
  className = "",
  ...props
}: ComponentProps<typeof Link> & ButtonStyle) {
  return <Link className={`${buttonClasses({ variant, size })} ${className}`} {...props} />;
}

/** A button-looking link to another site or app (mail, WhatsApp, chat). */
export function ExternalButtonLink({
  variant,
  size,
  className = "",
  ...props
}: ComponentProps<"a"> & ButtonStyle) {
  return (
    <a
      className={`${buttonClasses({ variant, size })} ${className}`}
      target="_blank"
      rel="noopener noreferrer"
      {...props}
    />
  );
}

import type { ComponentProps } from "react";

const tones = {
  brand: "bg-brand-600 text-white shadow hover:bg-brand-700",
  plain: "bg-white text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50",
} as const;

/** A round icon button big enough for a thumb (48 px): the remote is used on a phone. */
export function RoundButton({
  tone = "brand",
  className = "",
  ...props
}: ComponentProps<"button"> & { tone?: keyof typeof tones }) {
  return (
    <button
      type="button"
      className={`inline-flex size-12 flex-none items-center justify-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50 ${tones[tone]} ${className}`}
      {...props}
    />
  );
}

import type { ReactNode } from "react";

const tones = {
  success: "bg-emerald-100 text-emerald-800",
  neutral: "bg-slate-100 text-slate-700",
  brand: "bg-brand-100 text-brand-800",
  warning: "bg-amber-100 text-amber-800",
  danger: "bg-red-100 text-red-800",
} as const;

export type BadgeTone = keyof typeof tones;

/** A short label in a pill; `wrap` lets a longer one take two lines in a narrow column. */
export function Badge({
  tone = "neutral",
  wrap = false,
  children,
}: {
  tone?: BadgeTone;
  wrap?: boolean;
  children: ReactNode;
}) {
  return (
    <span
      className={`inline-flex items-center px-2.5 py-0.5 text-xs font-semibold ${wrap ? "rounded-xl" : "rounded-full whitespace-nowrap"} ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

/** Each slot's colour in the week, by its position in the list (text stays dark enough on each). */
const colors = [
  "bg-brand-100 ring-brand-300 text-brand-900",
  "bg-amber-100 ring-amber-300 text-amber-900",
  "bg-emerald-100 ring-emerald-300 text-emerald-900",
  "bg-sky-100 ring-sky-300 text-sky-900",
  "bg-rose-100 ring-rose-300 text-rose-900",
  "bg-violet-100 ring-violet-300 text-violet-900",
] as const;

export const slotColor = (index: number) => colors[index % colors.length];

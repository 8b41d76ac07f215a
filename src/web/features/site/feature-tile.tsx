import type { LucideIcon } from "lucide-react";

/**
 * One of the site's tiles: an icon in its brand square, a title and a line of text. The
 * title is an h2 where the tiles are the page's sections (features) and an h3 under a
 * section's heading (the home's benefits).
 */
export function FeatureTile(props: {
  icon: LucideIcon;
  title: string;
  text: string;
  heading: "h2" | "h3";
}) {
  const { icon: Icon, heading: Heading } = props;
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-7 shadow-sm">
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
        <Icon className="size-6" aria-hidden />
      </span>
      <Heading className="mt-5 text-lg font-semibold text-slate-900">{props.title}</Heading>
      <p className="mt-2 text-slate-600">{props.text}</p>
    </article>
  );
}

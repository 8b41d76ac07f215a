/** Grey rows standing in for a list while it loads, so the page never sits empty. */
export function RowSkeletons({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="mt-3 space-y-1">
      {Array.from({ length: count }, (_, row) => (
        <div
          key={row}
          className="flex motion-safe:animate-pulse items-center gap-3 py-2.5"
          aria-hidden
        >
          <span className="size-4 flex-none rounded bg-slate-200" />
          <span className="flex-1 space-y-1.5">
            <span className="block h-3.5 w-2/3 rounded bg-slate-200" />
            <span className="block h-3 w-1/3 rounded bg-slate-100" />
          </span>
          <span className="h-3 w-8 rounded bg-slate-100" />
        </div>
      ))}
    </div>
  );
}

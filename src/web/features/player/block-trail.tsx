import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { blockedSongsCopy } from "~/shared/copy/blocked-songs";
import { Pager } from "~/web/components/ui/pager";
import { RowSkeletons } from "~/web/components/ui/row-skeletons";
import { blockTrailQueryOptions } from "./api";
import { blockDay, placeText } from "./block-place-text";

const copy = blockedSongsCopy;

/**
 * "Historial" (decision 045): who blocked or allowed what, where and when, the latest
 * first, as each read then — a person who left the team is still named.
 */
export function BlockTrail() {
  const [page, setPage] = useState(1);
  const { data } = useQuery(blockTrailQueryOptions(page));
  if (!data) return <RowSkeletons count={4} label={copy.trail.loading} />;
  if (data.total === 0)
    return (
      <p className="rounded-2xl bg-white px-6 py-10 text-center text-slate-600 shadow-sm ring-1 ring-slate-200">
        {copy.trail.empty}
      </p>
    );
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <div className="space-y-3">
      <ol
        aria-label={copy.trail.count(data.total)}
        className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
      >
        {data.items.map((line) => (
          <li key={line.id} data-testid="block-trail-line" className="px-4 py-3">
            <p className="font-medium wrap-anywhere text-slate-900">
              {line.songTitle}{" "}
              <span className="font-normal text-slate-600">· {line.songArtist}</span>
            </p>
            <p className="text-sm wrap-anywhere text-slate-700">
              {line.action === "block"
                ? copy.trail.block(line.byName)
                : copy.trail.unblock(line.byName)}{" "}
              · {placeText(line.place)}
            </p>
            <p className="text-xs text-slate-600">
              <time dateTime={line.at}>{blockDay().format(new Date(line.at))}</time>
            </p>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
        <span>{copy.trail.count(data.total)}</span>
        <Pager page={page} pages={pages} onPage={setPage} labels={copy} />
      </div>
    </div>
  );
}

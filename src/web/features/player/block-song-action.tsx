import { Ban } from "lucide-react";
import { useState } from "react";
import { blockedSongsCopy } from "~/shared/copy/blocked-songs";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
import type { useOutcome } from "~/web/components/ui/use-outcome";
import { useBlockSong } from "./api";
import { playerEngine } from "./player-engine";
import { currentPlayerZone } from "./player-zone";

const copy = blockedSongsCopy;

/**
 * A row's "No reproducir" (decision 045). Where this browser plays a zone, a member blocks
 * the song there; the owner is asked "Solo en esta zona" or "En todas las zonas". Without
 * a zone, the owner blocks it everywhere and a member has nothing to block it in.
 */
export function BlockSongAction(props: {
  song: { id: string; title: string };
  reach: "anywhere" | "here";
  outcome: Pick<ReturnType<typeof useOutcome>, "show" | "fail">;
}) {
  const { song, outcome } = props;
  const blockSong = useBlockSong();
  const [asking, setAsking] = useState(false);
  const zoneId = currentPlayerZone();
  if (!zoneId && props.reach === "here") return null;

  const block = (where: string | null) => {
    setAsking(false);
    blockSong.mutate(
      { ...song, zoneId: where },
      {
        onSuccess: () => {
          // The lists have left it out by now; the queue may still hold it.
          void playerEngine().block(song.id);
          const text = where ? copy.blockedHere(song.title) : copy.blocked(song.title);
          outcome.show({ tone: "success", text });
        },
        onError: (error) =>
          outcome.fail(error, { NOT_FOUND: copy.errors.notFound, fallback: copy.errors.block }),
      },
    );
  };
  return (
    <>
      <button
        type="button"
        aria-label={copy.blockLabel(song.title)}
        title={copy.block}
        disabled={blockSong.isPending}
        onClick={() => (zoneId && props.reach === "anywhere" ? setAsking(true) : block(zoneId))}
        className="inline-flex size-10 flex-none items-center justify-center gap-1.5 rounded-lg text-slate-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50 xl:size-auto xl:px-2.5 xl:py-2 xl:text-xs xl:font-medium"
      >
        <Ban className="size-4" aria-hidden />
        <span className="hidden xl:inline">{copy.block}</span>
      </button>
      <ConfirmDialog
        open={asking}
        title={copy.choice.title(song.title)}
        confirmLabel={copy.choice.onlyHere}
        confirmVariant="primary"
        cancelLabel={copy.choice.cancel}
        onCancel={() => setAsking(false)}
        onConfirm={() => block(zoneId)}
        alternative={{ label: copy.choice.everywhere, onChoose: () => block(null) }}
      >
        {copy.choice.text}
      </ConfirmDialog>
    </>
  );
}

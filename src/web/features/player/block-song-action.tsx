import { Ban } from "lucide-react";
import { useState } from "react";
import { blockedSongsCopy } from "~/shared/copy/blocked-songs";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
import { currentPlayerZone } from "./player-zone";

const copy = blockedSongsCopy;

/**
 * A row's "No reproducir" (decision 045). Where this browser plays a zone, a member blocks
 * the song there; the owner is asked "Solo en esta zona" or "En todas las zonas". Without
 * a zone, the owner blocks it everywhere and a member has nothing to block it in. The
 * block itself is the list's (`onBlock`): the row goes once the song is blocked.
 */
export function BlockSongAction(props: {
  title: string;
  reach: "anywhere" | "here";
  pending: boolean;
  /** Blocks the song in this zone, or in every zone (null). */
  onBlock: (zoneId: string | null) => void;
}) {
  const [asking, setAsking] = useState(false);
  const zoneId = currentPlayerZone();
  if (!zoneId && props.reach === "here") return null;
  const block = (where: string | null) => {
    setAsking(false);
    props.onBlock(where);
  };
  return (
    <>
      <button
        type="button"
        aria-label={copy.blockLabel(props.title)}
        title={copy.block}
        disabled={props.pending}
        onClick={() => (zoneId && props.reach === "anywhere" ? setAsking(true) : block(zoneId))}
        className="inline-flex size-10 flex-none items-center justify-center gap-1.5 rounded-lg text-slate-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50 xl:size-auto xl:px-2.5 xl:py-2 xl:text-xs xl:font-medium"
      >
        <Ban className="size-4" aria-hidden />
        <span className="hidden xl:inline">{copy.block}</span>
      </button>
      <ConfirmDialog
        open={asking}
        title={copy.choice.title(props.title)}
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

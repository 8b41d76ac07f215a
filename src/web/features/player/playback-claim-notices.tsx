import { CLAIM_HEARTBEAT_MS } from "~/shared/devices/playback-claim-timings";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { playbackClaimsCopy as copy } from "~/shared/copy/playback-claims";
import { Button } from "~/web/components/ui/button";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
import { ApiError } from "~/web/lib/api-client";
import { beatPlaybackClaim, claimQueryKey, getPlaybackClaim } from "./api";
import type { PlaybackClaim } from "./playback-claim";
import { usePlayerValue } from "./use-player";

/**
 * The claim's words and its watch (decision 018): asks before playing an establishment
 * another device plays, says why the player paused when another device took it over, and
 * meanwhile keeps the claim — a heartbeat while playing, and a look at who holds it each
 * time the owner's live topic says something changed (a take-over is published there).
 */
export function PlaybackClaimNotices({ claim }: { claim: PlaybackClaim }) {
  const state = useSyncExternalStore(claim.subscribe, claim.getSnapshot, claim.getSnapshot);
  const playing = usePlayerValue((player) => player.playing);
  const { heldFor, heldSince, asking, lost } = state;

  const holder = useQuery({
    queryKey: [...claimQueryKey(heldFor ?? ""), heldSince],
    queryFn: () => getPlaybackClaim(heldFor as string),
    enabled: heldFor !== null,
    staleTime: Infinity,
  });
  useEffect(() => {
    if (heldFor && holder.data && holder.data.holder !== "this-device") claim.lostIt(heldFor);
  }, [claim, heldFor, holder.data]);

  useEffect(() => {
    if (!heldFor || !playing) return;
    const beat = setInterval(() => {
      beatPlaybackClaim(heldFor).catch((error: unknown) => {
        if (error instanceof ApiError && error.code === "CONFLICT") claim.lostIt(heldFor);
      });
    }, CLAIM_HEARTBEAT_MS);
    return () => clearInterval(beat);
  }, [claim, heldFor, playing]);

  const askingFor = asking?.establishmentId;
  useEffect(() => {
    if (!askingFor) return;
    getPlaybackClaim(askingFor).then(
      (found) => claim.seen(found.seenSecondsAgo),
      () => undefined,
    );
  }, [claim, askingFor]);

  return (
    <>
      <ConfirmDialog
        open={asking !== null}
        title={copy.zone.question}
        confirmLabel={copy.takeOver}
        confirmVariant="primary"
        cancelLabel={copy.cancel}
        pending={state.pending}
        onConfirm={() => void claim.takeOver()}
        onCancel={() => claim.cancel()}
      >
        {asking?.seenSecondsAgo != null && copy.seenAgo(asking.seenSecondsAgo)}
      </ConfirmDialog>
      <div aria-live="polite">
        {lost && (
          <div className="mb-4 flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
            <p className="flex-1">{copy.zone.lost}</p>
            <Button
              variant="secondary"
              onClick={() => void claim.takeOver()}
              disabled={state.pending}
            >
              {copy.takeBack}
            </Button>
            <Button variant="secondary" onClick={() => claim.dismissLost()}>
              {copy.dismiss}
            </Button>
          </div>
        )}
      </div>
    </>
  );
}

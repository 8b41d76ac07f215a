import { useQuery } from "@tanstack/react-query";
import { playerHomeCopy } from "~/shared/copy/player-home";
import { paths } from "~/shared/paths";
import { establishmentLabels, soundsIn } from "~/shared/start-page-card";
import { Button } from "~/web/components/ui/button";
import { ButtonLink } from "~/web/components/ui/button-link";
import { nowPlayingQueryOptions } from "./api";
import { NowSoundingView } from "./now-sounding-view";
import { PlayToggle } from "./play-toggle";
import { usePlayedElsewhere } from "./played-elsewhere";
import { PlayingIndicator } from "./playing-indicator";
import { usePlayer } from "./use-player";

const copy = playerHomeCopy;

/**
 * /dashboard: what sounds now and where, from the server, so it is right also when
 * another device of the account plays (the shop's tablet, looked at from a phone); the
 * song this device plays or holds paused comes first. Nothing anywhere: a word and the way
 * to the player. Where another device plays `zoneId` and this one nothing, this device is
 * a remote: under the card, "Mando" to control the zone, or playing here (asked first,
 * as on the player).
 */
export function NowSoundingCard({ zoneId }: { zoneId: string | null }) {
  const { state, engine } = usePlayer();
  const remoteHere = usePlayedElsewhere(zoneId);
  const { data: remote } = useQuery(nowPlayingQueryOptions());
  const elsewhere = remote?.song && remote.establishments.length > 0 ? remote.song : null;
  const here = state.track;
  // A remote shows the zone's song, never the one it restored and holds paused.
  const song = here && (state.playing || (!elsewhere && !remoteHere)) ? here : elsewhere;
  const establishments = remote ? establishmentLabels(remote.establishments) : [];
  // A song held paused here is not what sounds in the establishments.
  const sounding = song === elsewhere || state.playing;
  const card = (
    <NowSoundingView
      headingId="now-playing-heading"
      song={song}
      where={sounding && establishments.length > 0 ? soundsIn(establishments) : null}
      paused={!sounding}
      control={song && song === here && <PlayToggle tone="light" />}
      end={
        song ? (
          state.playing && song === here && <PlayingIndicator playing />
        ) : (
          <ButtonLink to={paths.dashboard.player} variant="inverted">
            {copy.openPlayer}
          </ButtonLink>
        )
      }
    />
  );
  if (!remoteHere) return card;
  return (
    <div className="space-y-3">
      {card}
      <div role="group" aria-label={copy.elsewhere.label} className="flex flex-wrap gap-3">
        <ButtonLink to={paths.dashboard.remote} variant="secondary">
          {copy.elsewhere.remote}
        </ButtonLink>
        {here && (
          <Button variant="secondary" onClick={() => void engine.play()}>
            {copy.elsewhere.playHere}
          </Button>
        )}
      </div>
    </div>
  );
}

import { useQuery } from "@tanstack/react-query";
import { MapPin } from "lucide-react";
import { playerCopy } from "~/shared/copy/player";
import { paths } from "~/shared/paths";
import { ButtonLink } from "~/web/components/ui/button-link";
import { nowPlayingQueryOptions } from "./api";
import { PlayToggle } from "./play-toggle";
import { PlayingIndicator } from "./playing-indicator";
import { usePlayer } from "./use-player";
import { onFirstUse } from "~/shared/intl/on-first-use";

const copy = playerCopy.home;
const placesList = onFirstUse(() => new Intl.ListFormat("es-ES", { type: "conjunction" }));

/**
 * /dashboard: what sounds now and where, from the server, so it is right also when
 * another device of the account plays (the shop's tablet, looked at from a phone); the
 * song this device plays or holds paused comes first. Nothing anywhere: a word and the way
 * to the player.
 */
export function NowSoundingCard() {
  const { state } = usePlayer();
  const { data: remote } = useQuery(nowPlayingQueryOptions());
  const elsewhere = remote?.song && remote.places.length > 0 ? remote.song : null;
  const here = state.track;
  const song = here && (state.playing || !elsewhere) ? here : elsewhere;
  const places = remote?.places.map((place) => place.name) ?? [];
  // A song held paused here is not what sounds in the establishments.
  const sounding = song === elsewhere || state.playing;
  return (
    <section
      aria-labelledby="now-playing-heading"
      className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-2xl bg-gradient-to-br from-brand-700 to-brand-950 p-5 text-white shadow-lg"
    >
      {song && song === here && <PlayToggle tone="light" />}
      <div className="min-w-0 flex-1 basis-40">
        <h2
          id="now-playing-heading"
          className="text-xs font-semibold tracking-wide text-brand-200 uppercase"
        >
          {copy.nowPlaying}
        </h2>
        {song ? (
          <>
            <p className="text-lg font-semibold wrap-anywhere" data-testid="home-now-title">
              {song.title}
            </p>
            <p className="text-sm wrap-anywhere text-brand-100" data-testid="home-now-artist">
              {song.artist}
            </p>
            {sounding && places.length > 0 ? (
              <p
                className="mt-1 flex items-center gap-1.5 text-sm font-medium"
                data-testid="home-now-where"
              >
                <MapPin className="size-4 flex-none" aria-hidden />
                {copy.where(placesList().format(places))}
              </p>
            ) : (
              !sounding && <p className="mt-1 text-sm text-brand-100">{copy.paused}</p>
            )}
          </>
        ) : (
          <>
            <p className="text-lg font-semibold">{copy.nothing}</p>
            <p className="text-sm text-brand-100">{copy.nothingHint}</p>
          </>
        )}
      </div>
      {state.playing && song === here && <PlayingIndicator playing />}
      {!song && (
        <ButtonLink to={paths.dashboard.player} variant="inverted">
          {copy.openPlayer}
        </ButtonLink>
      )}
    </section>
  );
}

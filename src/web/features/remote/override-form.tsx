import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { remoteCopy } from "~/shared/copy/remote";
import { useNow } from "~/web/lib/use-now";
import { CommandButton, CommandSelect } from "./command-controls";
import {
  establishmentsQueryOptions,
  genresQueryOptions,
  ownPlaylistsQueryOptions,
  publicPlaylistsQueryOptions,
} from "./api";
import type { CommandRequest } from "./api";
import { overrideEndChoices } from "~/shared/schedules/override-ends";
import type { ScheduleSource } from "~/shared/schedules/schema";
import { DEFAULT_END, sourceFromKey, sourceKey } from "./override-ends";

const copy = remoteCopy.override;
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * "Poner esta lista hasta las …" for one zone: a list or a genre and an end, every half
 * hour within a day, on the establishment's clock. The server keeps it only over a
 * programme and says so otherwise. While a choice lasts, the picker shows it, also after
 * the page is opened again.
 */
export function OverrideForm(props: {
  zone: string;
  establishmentId: string;
  /** What was chosen by hand for the zone, while it lasts: the picker starts on it. */
  chosen: ScheduleSource | null;
  disabled: boolean;
  onSend: (request: CommandRequest) => void;
}) {
  const publicLists = useQuery(publicPlaylistsQueryOptions());
  const ownLists = useQuery(ownPlaylistsQueryOptions());
  const genres = useQuery(genresQueryOptions("listen"));
  const establishments = useQuery(establishmentsQueryOptions());
  const timeZone =
    establishments.data?.find((establishment) => establishment.id === props.establishmentId)
      ?.timeZone ?? browserTimeZone();
  const now = useNow(30_000);
  const choices = overrideEndChoices(now, timeZone);
  const [chosenSource, setChosenSource] = useState<string | null>(null);
  const [chosenEnd, setChosenEnd] = useState<string | null>(null);

  const groups = [
    { label: copy.ownLists, options: ownLists.data ?? [], kind: "playlist" as const },
    { label: copy.publicLists, options: publicLists.data ?? [], kind: "playlist" as const },
    { label: copy.genres, options: genres.data ?? [], kind: "genre" as const },
  ];
  const keyOf = (kind: "playlist" | "genre", id: string) =>
    sourceKey(kind === "genre" ? { kind, genreId: id } : { kind, playlistId: id });
  const firstGroup = groups.find((group) => group.options.length > 0);
  const offered = (key: string) =>
    groups.some((group) => group.options.some((option) => keyOf(group.kind, option.id) === key));
  const playing = props.chosen && sourceKey(props.chosen);
  const source =
    chosenSource ??
    (playing && offered(playing) ? playing : null) ??
    (firstGroup?.options[0] ? keyOf(firstGroup.kind, firstGroup.options[0].id) : "");
  // A chosen end that has passed meanwhile falls back to the default.
  const end = choices.find((choice) => choice.value === chosenEnd) ?? choices[DEFAULT_END];
  const time = end?.time ?? "";
  // Nothing to choose from (no list, no genre yet): nothing to offer.
  if (!firstGroup) return null;

  const put = () => {
    if (source && end)
      props.onSend({
        kind: "override",
        source: sourceFromKey(source),
        shuffle: false,
        until: end.value,
      });
  };

  return (
    <div className="grid grid-cols-[minmax(0,1fr)_7rem] items-end gap-3">
      <CommandSelect
        label={copy.source}
        value={source}
        disabled={props.disabled}
        onChange={setChosenSource}
      >
        {groups.map(
          (group) =>
            group.options.length > 0 && (
              <optgroup key={group.label} label={group.label}>
                {group.options.map((option) => (
                  <option key={option.id} value={keyOf(group.kind, option.id)}>
                    {option.name}
                  </option>
                ))}
              </optgroup>
            ),
        )}
      </CommandSelect>
      <CommandSelect
        label={copy.until}
        value={end?.value ?? ""}
        disabled={props.disabled}
        onChange={setChosenEnd}
        options={choices.map((choice) => ({ value: choice.value, text: choice.time }))}
      />
      <CommandButton
        label={copy.button(props.zone, time)}
        text={copy.label(time)}
        disabled={props.disabled || !source}
        onClick={put}
        className="col-span-2"
      />
    </div>
  );
}

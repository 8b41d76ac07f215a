import { playerCopy } from "~/shared/copy/player";
import { RowSkeletons } from "~/web/components/ui/row-skeletons";

/** Songs loading: grey rows, announced as "Cargando canciones…". */
export function SongSkeletons({ count }: { count: number }) {
  return <RowSkeletons count={count} label={playerCopy.songs.loading} />;
}

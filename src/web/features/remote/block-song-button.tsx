import { Ban } from "lucide-react";
import { useState } from "react";
import { remoteCopy } from "~/shared/copy/remote";
import { Button } from "~/web/components/ui/button";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";

const copy = remoteCopy.block;

/**
 * "No reproducir en mi negocio" for the song the zone plays, after a confirmation: in this
 * zone, or — the owner's choice alone — in every zone (decision 045).
 */
export function BlockSongButton(props: {
  zone: string;
  title: string;
  disabled: boolean;
  /** The owner may block it in every zone too. */
  offersEverywhere: boolean;
  onBlock: (everywhere: boolean) => void;
}) {
  const [asking, setAsking] = useState(false);
  const choose = (everywhere: boolean) => () => {
    setAsking(false);
    props.onBlock(everywhere);
  };
  return (
    <>
      <Button
        variant="ghost"
        className="min-h-11 whitespace-normal"
        disabled={props.disabled}
        aria-label={copy.button(props.zone)}
        onClick={() => setAsking(true)}
      >
        <Ban className="size-4 flex-none" aria-hidden />
        {copy.label}
      </Button>
      <ConfirmDialog
        open={asking}
        title={copy.title(props.title)}
        confirmLabel={props.offersEverywhere ? copy.onlyHere : copy.confirm}
        cancelLabel={copy.cancel}
        onCancel={() => setAsking(false)}
        onConfirm={choose(false)}
        {...(props.offersEverywhere && {
          alternative: { label: copy.everywhere, onChoose: choose(true) },
        })}
      >
        {props.offersEverywhere ? copy.textWithChoice : copy.text}
      </ConfirmDialog>
    </>
  );
}

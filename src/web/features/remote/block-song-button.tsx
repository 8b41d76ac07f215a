import { Ban } from "lucide-react";
import { useState } from "react";
import { remoteCopy } from "~/shared/copy/remote";
import { Button } from "~/web/components/ui/button";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";

const copy = remoteCopy.block;

/** "No reproducir en mi negocio" for the song the zone plays, after a confirmation. */
export function BlockSongButton(props: {
  zone: string;
  title: string;
  disabled: boolean;
  onBlock: () => void;
}) {
  const [asking, setAsking] = useState(false);
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
        confirmLabel={copy.confirm}
        cancelLabel={copy.cancel}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          props.onBlock();
        }}
      >
        {copy.text}
      </ConfirmDialog>
    </>
  );
}

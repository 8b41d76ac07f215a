import { useEffect } from "react";
import { useBlocker } from "react-router";
import { messagesCopy } from "~/shared/copy/messages";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";

const copy = messagesCopy.recorder;

/**
 * While a recording is running or waits to be saved, leaving asks first: a reload or a
 * closed tab with the browser's own question (the only one it allows there), a link in
 * the app with ours. Staying keeps the recording going.
 */
export function RecordingGuard(props: { active: boolean }) {
  const { active } = props;
  useEffect(() => {
    if (!active) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is returned.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [active]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      title={copy.leaveTitle}
      confirmLabel={copy.leave}
      cancelLabel={copy.stay}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {copy.leaveText}
    </ConfirmDialog>
  );
}

import * as Dialog from "@radix-ui/react-dialog";
import { useNavigate } from "react-router";
import { playerCopy } from "~/shared/copy/player";
import { paths } from "~/shared/paths";
import { Button } from "~/web/components/ui/button";
import { usePlayer } from "./use-player";

const copy = playerCopy.subscriptionRequired;

/** Product §8: shown when playing without an active subscription. */
export function SubscriptionRequiredModal() {
  const { state, engine } = usePlayer();
  const navigate = useNavigate();
  const close = () => engine.closeSubscriptionModal();
  return (
    <Dialog.Root open={state.subscriptionRequired} onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl focus:outline-none">
          <Dialog.Title className="text-lg font-semibold text-slate-900">{copy.title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">
            {copy.text}
          </Dialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <Button variant="secondary" onClick={close}>
              {copy.close}
            </Button>
            <Button
              onClick={() => {
                close();
                navigate(paths.dashboard.subscription);
              }}
            >
              {copy.plans}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

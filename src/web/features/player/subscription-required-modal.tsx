import { useNavigate } from "react-router";
import { playerCopy } from "~/shared/copy/player";
import { paths } from "~/shared/paths";
import { Button } from "~/web/components/ui/button";
import { Modal } from "~/web/components/ui/modal";
import { usePlayer } from "./use-player";

const copy = playerCopy.subscriptionRequired;

/** Product §8: shown when playing without an active subscription. */
export function SubscriptionRequiredModal() {
  const { state, engine } = usePlayer();
  const navigate = useNavigate();
  const close = () => engine.closeSubscriptionModal();
  return (
    <Modal
      open={state.subscriptionRequired}
      onClose={close}
      title={copy.title}
      description={copy.text}
    >
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
    </Modal>
  );
}

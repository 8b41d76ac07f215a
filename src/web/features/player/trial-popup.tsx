import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { playerCopy } from "~/shared/copy/player";
import { paths } from "~/shared/paths";
import { Button } from "~/web/components/ui/button";
import { Modal, ModalClose } from "~/web/components/ui/modal";

export const TRIAL_POPUP_KEY = "hasSeenTrialPopup";
/** Product §9: 2 seconds after opening the dashboard. */
const TRIAL_POPUP_DELAY_MS = 2000;

const copy = playerCopy.trial;

/** Offered once per browser to a user without access; × or 'Ahora no' dismiss it. */
export function TrialPopup({ hasAccess }: { hasAccess: boolean }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  useEffect(() => {
    if (hasAccess || window.localStorage.getItem(TRIAL_POPUP_KEY)) return;
    const timer = setTimeout(() => {
      window.localStorage.setItem(TRIAL_POPUP_KEY, "true");
      setOpen(true);
    }, TRIAL_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hasAccess]);

  return (
    <Modal
      open={open}
      onClose={() => setOpen(false)}
      title={copy.title}
      titleClassName="pr-8 text-xl font-bold text-slate-900"
      description={copy.text}
      descriptionClassName="mt-2 text-slate-600"
    >
      <ModalClose
        label={copy.close}
        onClick={() => setOpen(false)}
        className="top-4 right-4 size-9 text-slate-500 hover:bg-slate-100"
      />
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={() => setOpen(false)}>
          {copy.dismiss}
        </Button>
        <Button
          onClick={() => {
            setOpen(false);
            navigate(paths.dashboard.subscription);
          }}
        >
          {copy.cta}
        </Button>
      </div>
    </Modal>
  );
}

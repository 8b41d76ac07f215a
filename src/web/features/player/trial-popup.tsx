import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { playerCopy } from "~/shared/copy/player";
import { paths } from "~/shared/paths";
import { Button } from "~/web/components/ui/button";

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
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl focus:outline-none">
          <Dialog.Title className="pr-8 text-xl font-bold text-slate-900">
            {copy.title}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-600">{copy.text}</Dialog.Description>
          <Dialog.Close asChild>
            <button
              type="button"
              aria-label={copy.close}
              className="absolute top-4 right-4 inline-flex size-9 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100"
            >
              <X className="size-5" aria-hidden />
            </button>
          </Dialog.Close>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

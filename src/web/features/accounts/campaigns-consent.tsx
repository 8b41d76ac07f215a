import { useState } from "react";
import { campaignsCopy } from "~/shared/copy/campaigns";
import { Alert } from "~/web/components/ui/alert";
import { outcomeOf } from "~/web/components/ui/use-outcome";
import { useSetCampaignsConsent } from "./api";

const copy = campaignsCopy.consent;

/** Consent to campaign e-mails, given or withdrawn; account e-mails always arrive. */
export function CampaignsConsent({ consents }: { consents: boolean }) {
  const save = useSetCampaignsConsent();
  // The choice shows at once — in the click itself, as a checkbox must — and stays while
  // it is saved and the profile fetched again; a failure puts back what is saved.
  const [choosing, setChoosing] = useState<boolean | null>(null);
  const receives = choosing ?? consents;

  return (
    <section
      aria-label={copy.heading}
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 className="text-lg font-semibold text-slate-900">{copy.heading}</h2>
      <Alert
        outcome={outcomeOf(save, { success: copy.saved, errors: { fallback: copy.error } })}
        className="mt-4"
      />
      <label className="mt-4 flex cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          role="switch"
          checked={receives}
          disabled={save.isPending}
          onChange={(event) => {
            setChoosing(event.target.checked);
            save.mutate(event.target.checked, { onSettled: () => setChoosing(null) });
          }}
          className="size-5 accent-brand-600"
        />
        <span className="font-medium text-slate-900">{copy.label}</span>
      </label>
      <p className="mt-2 text-sm text-slate-600">{receives ? copy.on : copy.off}</p>
    </section>
  );
}

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { campaignsCopy } from "~/shared/copy/campaigns";
import { Alert } from "~/web/components/ui/alert";
import { api, unwrap } from "~/web/lib/api-client";

const copy = campaignsCopy.preference;

/** Campaign e-mails on or off; account e-mails always arrive. */
export function CampaignsPreference({ optedOut }: { optedOut: boolean }) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // Shown at once; put back if saving fails.
  const [receives, setReceives] = useState(!optedOut);

  async function toggle(receive: boolean) {
    setReceives(receive);
    setBusy(true);
    try {
      await unwrap(api().me.marketing.$put({ json: { optOut: !receive } }));
      setNotice({ tone: "success", text: copy.saved });
      await queryClient.invalidateQueries({ queryKey: ["me"] });
    } catch {
      setReceives(!receive);
      setNotice({ tone: "error", text: copy.error });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-label={copy.heading}
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 className="text-lg font-semibold text-slate-900">{copy.heading}</h2>
      {notice && (
        <div className="mt-4">
          <Alert tone={notice.tone}>{notice.text}</Alert>
        </div>
      )}
      <label className="mt-4 flex cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          role="switch"
          checked={receives}
          disabled={busy}
          onChange={(event) => void toggle(event.target.checked)}
          className="size-5 accent-brand-600"
        />
        <span className="font-medium text-slate-900">{copy.label}</span>
      </label>
      <p className="mt-2 text-sm text-slate-600">{receives ? copy.on : copy.off}</p>
    </section>
  );
}

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation } from "react-router";
import type { AccessState } from "~/shared/accounts/access";
import { establishmentsCopy } from "~/shared/copy/establishments";
import { paths } from "~/shared/paths";
import { centredPanel, Modal } from "~/web/components/ui/modal";
import { meQueryOptions } from "~/web/lib/session";
import { useLoaded } from "~/web/lib/use-loaded";
import { establishmentsQueryOptions, useCreateEstablishment } from "./api";
import { isPrefilled, startFromBilling } from "./form-values";
import { isPromptSkipped, skipPromptThisVisit } from "./prompt-skip";

const copy = establishmentsCopy.prompt;

// The form and its validation load only for who is asked: most visits never see it.
const loadForm = () => import("./establishment-form");

/**
 * Who is asked: customers whose subscription or trial gives access. Complimentary access
 * and admins are not (they are not the paying businesses the certificate is for).
 */
const askedKinds = new Set<AccessState["kind"]>(["trialing", "active", "canceling"]);

/**
 * The first establishment, asked for before anything else once a subscription or trial
 * starts, prefilled from the billing details. "Ahora no" (or Escape) skips it for this
 * visit; saving closes it and the page underneath is where the user was.
 */
export function FirstEstablishmentPrompt() {
  const { data: me } = useQuery(meQueryOptions());
  const { pathname } = useLocation();
  // A team's member works in the owner's establishments: theirs to add, not the member's.
  const asked =
    me !== undefined && me.team.teamRole === "owner" && askedKinds.has(me.access.state.kind);
  const list = useQuery({ ...establishmentsQueryOptions(), enabled: asked });
  const create = useCreateEstablishment();
  const [skipped, setSkipped] = useState(isPromptSkipped);
  // The question opens with its form, so the first field takes the focus.
  const form = useLoaded(asked ? loadForm : null);

  // Dashboard pages only (not the test checkout or portal), and not the page that lists
  // establishments: it asks for one itself.
  const onDashboardPage =
    pathname.startsWith(paths.dashboard.root) && pathname !== paths.dashboard.establishments;
  const open =
    asked && onDashboardPage && !skipped && list.data?.length === 0 && form !== undefined;

  const start = me ? startFromBilling(me.user.billingInfo) : null;

  const skip = () => {
    skipPromptThisVisit();
    setSkipped(true);
  };

  return (
    <Modal
      open={open}
      onClose={skip}
      // A click beside the form must not throw away what was typed.
      keepOnOutsideClick
      title={copy.title}
      titleClassName="text-xl font-bold text-slate-900"
      description={
        <>
          {copy.text}
          {start && isPrefilled(start) && ` ${copy.prefilled}`}
        </>
      }
      descriptionClassName="mt-2 mb-6 text-sm text-slate-600"
      backdropClassName="backdrop:bg-slate-950/60"
      className={centredPanel("max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto sm:p-8")}
    >
      {start && form && (
        <form.EstablishmentForm
          start={start}
          submitLabel={copy.save}
          secondary={{ label: copy.skip, onClick: skip }}
          submit={{
            save: (fields, { onError }) => create.mutate(fields, { onError }),
            saving: create.isPending,
            error: create.error,
          }}
        />
      )}
    </Modal>
  );
}

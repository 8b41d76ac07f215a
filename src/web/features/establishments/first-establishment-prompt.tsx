import * as Dialog from "@radix-ui/react-dialog";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation } from "react-router";
import type { AccessState } from "~/shared/accounts/access";
import { establishmentsCopy } from "~/shared/copy/establishments";
import { paths } from "~/shared/paths";
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
    <Dialog.Root open={open} onOpenChange={(stillOpen) => !stillOpen && skip()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          // A click beside the form must not throw away what was typed.
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none sm:p-8"
        >
          <Dialog.Title className="text-xl font-bold text-slate-900">{copy.title}</Dialog.Title>
          <Dialog.Description className="mt-2 mb-6 text-sm text-slate-600">
            {copy.text}
            {start && isPrefilled(start) && ` ${copy.prefilled}`}
          </Dialog.Description>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

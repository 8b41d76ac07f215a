import { useEffect, useId } from "react";
import { Controller } from "react-hook-form";
import { messagesCopy } from "~/shared/copy/messages";
import type { ListedEstablishment } from "~/shared/establishments/schema";
import {
  MAX_MESSAGE_NAME,
  messageCampaignInputSchema,
  type Message,
  type MessageCampaign,
  type MessageCampaignInput,
} from "~/shared/messages/schema";
import { weekdays } from "~/shared/schedules/schema";
import { Alert } from "~/web/components/ui/alert";
import { Field } from "~/web/components/ui/field";
import { outcomeOf } from "~/web/components/ui/use-outcome";
import { useSchemaForm } from "~/web/lib/use-schema-form";
import { useSaveCampaign } from "./api";
import { localDateOf } from "./format";
import { refusalText } from "./message-errors";
import { SaveOrCancel } from "./save-or-cancel";
import { ValidityFields } from "./validity-fields";
import { Choices, IdChecks, toggled } from "~/web/components/ui/choice-boxes";
import { ModeFields, type ModeErrors } from "./mode-fields";
import { fieldProps } from "~/web/lib/field-props";

const copy = messagesCopy.campaignForm;

function defaultsFor(
  campaign: MessageCampaign | null,
  messages: Message[],
  zoneIds: string[],
): MessageCampaignInput {
  if (campaign)
    return {
      name: campaign.name,
      messageIds: campaign.messageIds,
      zoneIds: campaign.zoneIds,
      validFrom: campaign.validFrom,
      validUntil: campaign.validUntil,
      weekdays: campaign.weekdays,
      mode: campaign.mode,
    };
  return {
    name: "",
    // With a single message or a single zone there is nothing to choose.
    messageIds: messages.length === 1 ? messages.map((message) => message.id) : [],
    zoneIds: zoneIds.length === 1 ? zoneIds : [],
    validFrom: localDateOf(new Date()),
    validUntil: null,
    weekdays: [...weekdays],
    mode: { kind: "between", everySongs: 2, minMinutes: null, start: 0, end: 24 * 60 },
  };
}

/**
 * A campaign, new or changed: its name, which messages, which zones (by establishment),
 * from–to, which weekdays and how it sounds. A refusal (two exact times that coincide in
 * a zone) is said in the alert with the other campaign's name; the form keeps everything.
 */
export function CampaignForm(props: {
  campaign: MessageCampaign | null;
  messages: Message[];
  establishments: ListedEstablishment[];
  onSaved: (campaign: { name: string }) => void;
  onCancel: () => void;
}) {
  const save = useSaveCampaign();
  const ids = useId();
  const allZoneIds = props.establishments.flatMap((establishment) =>
    establishment.zones.map((zone) => zone.id),
  );
  const form = useSchemaForm(messageCampaignInputSchema, {
    defaultValues: defaultsFor(props.campaign, props.messages, allZoneIds),
  });
  // The form takes the place of the button that opened it: the focus goes on into it.
  const { setFocus } = form;
  useEffect(() => setFocus("name"), [setFocus]);
  const { errors } = form.formState;
  const submit = form.handleSubmit((json) =>
    save.mutate({ id: props.campaign?.id ?? null, json }, { onSuccess: props.onSaved }),
  );
  const title = props.campaign ? copy.editTitle(props.campaign.name) : copy.newTitle;

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className="text-base font-semibold text-slate-900">
        {title}
      </h3>
      <Alert
        outcome={outcomeOf(save, {
          success: null,
          errors: (error) =>
            refusalText(error, messagesCopy.campaigns.failed, messagesCopy.errors.campaignNotFound),
        })}
      />
      <Field
        label={copy.name}
        placeholder={copy.namePlaceholder}
        autoComplete="off"
        maxLength={MAX_MESSAGE_NAME}
        {...fieldProps(form, "name")}
      />
      <Controller
        control={form.control}
        name="messageIds"
        render={({ field }) => (
          <Choices
            legend={copy.messages}
            hint={copy.messagesHint}
            error={errors.messageIds?.message}
          >
            <IdChecks items={props.messages} chosen={field.value} onChange={field.onChange} />
          </Choices>
        )}
      />
      <Controller
        control={form.control}
        name="zoneIds"
        render={({ field }) => (
          <Choices legend={copy.zones} error={errors.zoneIds?.message}>
            {props.establishments.map((establishment) => (
              <fieldset key={establishment.id} className="rounded-xl p-3 ring-1 ring-slate-200">
                <legend className="px-1 text-sm font-semibold text-slate-900">
                  {establishment.tradingName}
                </legend>
                <div className="space-y-2">
                  <IdChecks
                    items={establishment.zones}
                    chosen={field.value}
                    onChange={field.onChange}
                  />
                </div>
              </fieldset>
            ))}
          </Choices>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <ValidityFields
          labels={copy}
          field={(name) =>
            name === "validUntil"
              ? form.register(name, { setValueAs: (value: string | null) => value || null })
              : form.register(name)
          }
          errors={errors}
        />
      </div>
      <Controller
        control={form.control}
        name="weekdays"
        render={({ field }) => (
          <Choices legend={copy.weekdays} error={errors.weekdays?.message}>
            <div className="flex flex-wrap gap-1.5">
              {weekdays.map((day) => (
                <label key={day} className="cursor-pointer">
                  <input
                    type="checkbox"
                    className="peer sr-only"
                    checked={field.value.includes(day)}
                    onChange={(event) =>
                      field.onChange(
                        toggled(field.value, day, event.target.checked).sort((a, b) => a - b),
                      )
                    }
                  />
                  <span
                    aria-hidden
                    className="flex size-9 items-center justify-center rounded-full text-sm font-semibold text-slate-700 ring-1 ring-slate-300 peer-checked:bg-brand-600 peer-checked:text-white peer-checked:ring-brand-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600"
                  >
                    {copy.weekdayInitials[day]}
                  </span>
                  <span className="sr-only">{copy.weekdayNames[day]}</span>
                </label>
              ))}
            </div>
          </Choices>
        )}
      />
      <Controller
        control={form.control}
        name="mode"
        render={({ field }) => (
          <ModeFields
            initial={field.value}
            errors={errors.mode as ModeErrors | undefined}
            onChange={field.onChange}
          />
        )}
      />
      <SaveOrCancel pending={save.isPending} labels={copy} onCancel={props.onCancel} />
    </form>
  );
}

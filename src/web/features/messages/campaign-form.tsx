import { useEffect, useId, type ReactNode } from "react";
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
import { Button } from "~/web/components/ui/button";
import { Field } from "~/web/components/ui/field";
import { outcomeOf } from "~/web/components/ui/use-outcome";
import { useSchemaForm } from "~/web/lib/use-schema-form";
import { useSaveCampaign } from "./api";
import { localDateOf } from "./format";
import { refusalText } from "./message-errors";
import { ModeFields, type ModeErrors } from "./mode-fields";

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

/** Adds or removes `id` of a list of ids a box stands for. */
const toggled = <T,>(list: readonly T[], id: T, on: boolean): T[] =>
  on ? [...list.filter((each) => each !== id), id] : list.filter((each) => each !== id);

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
        error={errors.name?.message}
        {...form.register("name")}
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
            {props.messages.map((message) => (
              <Check
                key={message.id}
                label={message.name}
                checked={field.value.includes(message.id)}
                onChange={(on) => field.onChange(toggled(field.value, message.id, on))}
              />
            ))}
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
                  {establishment.zones.map((zone) => (
                    <Check
                      key={zone.id}
                      label={zone.name}
                      checked={field.value.includes(zone.id)}
                      onChange={(on) => field.onChange(toggled(field.value, zone.id, on))}
                    />
                  ))}
                </div>
              </fieldset>
            ))}
          </Choices>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={copy.validFrom}
          type="date"
          error={errors.validFrom?.message}
          {...form.register("validFrom")}
        />
        <Field
          label={copy.validUntil}
          type="date"
          hint={copy.validUntilHint}
          error={errors.validUntil?.message}
          {...form.register("validUntil", { setValueAs: (value: string | null) => value || null })}
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
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? copy.saving : copy.save}
        </Button>
        <Button variant="secondary" disabled={save.isPending} onClick={props.onCancel}>
          {copy.cancel}
        </Button>
      </div>
    </form>
  );
}

/** A group of boxes with its legend, a hint and the group's error. */
function Choices(props: { legend: string; hint?: string; error?: string; children: ReactNode }) {
  const id = useId();
  const described = [props.hint ? `${id}-hint` : null, props.error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <fieldset aria-describedby={described || undefined}>
      <legend className="text-sm font-medium text-slate-800">{props.legend}</legend>
      {props.hint && (
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-slate-600">
          {props.hint}
        </p>
      )}
      <div className="mt-2 space-y-2">{props.children}</div>
      {props.error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-600">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}

function Check(props: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="flex cursor-pointer items-center gap-3">
      <input
        type="checkbox"
        className="size-5 flex-none accent-brand-600"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <span className="text-sm break-words text-slate-900">{props.label}</span>
    </label>
  );
}

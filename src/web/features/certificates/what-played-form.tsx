import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import {
  certificateDayMonth,
  certificateMinute,
  certificateTime,
} from "~/shared/certificates/certificate-date";
import { certificatesCopy } from "~/shared/copy/certificates";
import { messagesCopy } from "~/shared/copy/messages";
import {
  whatPlayedQuerySchema,
  type CertificateVerification,
  type PlayHeard,
} from "~/shared/certificates/schema";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { Field } from "~/web/components/ui/field";
import { ApiError } from "~/web/lib/api-client";
import { errorMessage } from "~/web/lib/error-message";
import { publicConfig } from "~/web/lib/public-config";
import { useSchemaForm } from "~/web/lib/use-schema-form";
import { whatPlayedQueryOptions } from "./api";
import { CardSection } from "~/web/components/ui/card-section";
import { fieldProps } from "~/web/lib/field-props";

const copy = certificatesCopy.whatPlayed;

/** "2026-07-15" → "15/07/2026", as the question was asked. */
const asSpanishDate = (date: string) => date.split("-").reverse().join("/");

/**
 * The words for a refusal. The form checks the format first, so a 400 without field issues
 * is the server saying why it cannot answer for that moment (before the cover, still to
 * come, after its end), in the copy's words with the dates filled in: shown as it comes.
 */
function failureOf(error: unknown): string {
  if (error instanceof ApiError && error.code === "BAD_REQUEST" && error.issues.length === 0)
    return error.message;
  // Revoked since the page loaded, or the log no longer matches its seals: the server's
  // words (from the copy) say which.
  if (error instanceof ApiError && error.code === "CONFLICT") return error.message;
  return errorMessage(error, {
    CONFLICT: certificatesCopy.errors.revoked,
    RATE_LIMITED: certificatesCopy.errors.tooManyRequests,
    fallback: copy.error,
  });
}

function Play({
  play,
  timeZone,
  labelled,
}: {
  play: PlayHeard;
  timeZone: string;
  /** Names the play's zone: the establishment has several. */
  labelled: boolean;
}) {
  const recording =
    play.recording === "live"
      ? copy.live
      : copy.late(
          certificateDayMonth(play.receivedAt, timeZone),
          certificateMinute(play.receivedAt, timeZone),
        );
  return (
    <li data-testid="what-played-play" data-recording={play.recording}>
      <p>
        <span className="font-semibold tabular-nums">
          {copy.span(
            certificateTime(play.startedAt, timeZone),
            certificateTime(play.endedAt, timeZone),
          )}
        </span>
        {", "}
        <span className={play.recording === "late" ? "font-medium text-amber-900" : undefined}>
          {recording}
        </span>
      </p>
      <p className="wrap-break-word">
        {labelled && <span className="font-medium">{copy.zone(play.zone)} </span>}
        {play.kind === "message" ? (
          <span data-testid="what-played-message">{messagesCopy.ownMessage(play.title)}</span>
        ) : (
          copy.song(play.title, play.artist)
        )}
      </p>
      {play.rights && (
        <p className="text-xs text-slate-600 wrap-break-word" data-testid="what-played-rights">
          {play.rights}
        </p>
      )}
    </li>
  );
}

/**
 * "¿Qué sonaba?": a date and a local time at the establishment → every play heard in that
 * minute (or second), with its start, end and how it was recorded, or that none of ours
 * was. The inspector's question (business.md, "Play history"). The establishment's own
 * messages are listed with the songs, as messages: a message over the lowered music is
 * said beside the song, and one alone still leaves "no music" said (decision 028).
 */
export function WhatPlayedForm({ certificate }: { certificate: CertificateVerification }) {
  const [asked, setAsked] = useState<{ date: string; time: string } | null>(null);
  const answer = useQuery(whatPlayedQueryOptions(certificate.code, asked));
  const form = useSchemaForm(whatPlayedQuerySchema, { defaultValues: { date: "", time: "" } });
  const zone = copy.zones[certificate.timeZone] ?? certificate.timeZone;
  const answerRef = useRef<HTMLDivElement>(null);
  const focusedFor = useRef<typeof asked>(null);

  // Once asked, the answer takes the focus and comes into view (once per question): on a
  // phone it lands below the fold, and a screen reader reads it from there.
  useEffect(() => {
    if (!asked || !answer.data || !answerRef.current || focusedFor.current === asked) return;
    focusedFor.current = asked;
    answerRef.current.focus({ preventScroll: true });
    answerRef.current.scrollIntoView({ block: "nearest" });
  }, [asked, answer.data]);

  return (
    <CardSection
      headingId="what-played-heading"
      heading={copy.heading}
      lead={copy.lead(zone)}
      className="rounded-3xl p-6 sm:p-8"
      headingClassName="text-xl font-bold text-slate-900"
    >
      <form
        noValidate
        className="mt-5 flex flex-col gap-4 sm:flex-row sm:items-start"
        onSubmit={form.handleSubmit((moment) => setAsked(moment))}
      >
        <Field type="date" label={copy.date} className="sm:flex-1" {...fieldProps(form, "date")} />
        <Field
          // Text, not a time picker: "21:01" asks for the whole minute and "21:01:30" for one
          // second, and a picker with a seconds box turns every minute into its second :00.
          type="text"
          autoComplete="off"
          spellCheck={false}
          placeholder="hh:mm"
          label={copy.time}
          hint={copy.timeHint}
          className="sm:w-56"
          {...fieldProps(form, "time")}
        />
        <Button type="submit" className="sm:mt-7" disabled={answer.isFetching}>
          {answer.isFetching ? copy.submitting : copy.submit}
        </Button>
      </form>
      <div aria-live="polite" className="mt-5 empty:hidden">
        {asked && answer.data && (
          <div
            ref={answerRef}
            tabIndex={-1}
            data-testid="what-played-answer"
            className="scroll-my-4 space-y-3 rounded-2xl bg-brand-50 px-4 py-3 text-slate-800 focus:outline-2 focus:outline-offset-2 focus:outline-brand-600"
          >
            <p className="font-medium">
              {copy.at(asSpanishDate(asked.date), asked.time)}
              {!answer.data.plays.some((play) => play.kind === "song") &&
                ` ${copy.nothing(publicConfig.brandName)}`}
            </p>
            {answer.data.plays.length > 0 && (
              <ol className="space-y-3">
                {answer.data.plays.map((play) => (
                  <Play
                    key={`${play.zoneId} ${play.kind} ${play.startedAt}`}
                    play={play}
                    timeZone={certificate.timeZone}
                    labelled={answer.data.zones.length > 1}
                  />
                ))}
              </ol>
            )}
          </div>
        )}
      </div>
      {answer.isError && (
        <Alert tone="error" className="mt-5">
          {failureOf(answer.error)}
        </Alert>
      )}
    </CardSection>
  );
}

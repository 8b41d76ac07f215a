import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatDuration } from "~/shared/catalog/format-duration";
import { certificateDate } from "~/shared/certificates/certificate-date";
import { certificatesCopy } from "~/shared/copy/certificates";
import { whatPlayedQuerySchema, type CertificateVerification } from "~/shared/schemas/certificates";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { Field } from "~/web/components/ui/field";
import { errorMessage } from "~/web/lib/error-message";
import { ApiError } from "~/web/lib/api-client";
import { publicConfig } from "~/web/lib/public-config";
import { useSchemaForm } from "~/web/lib/use-schema-form";
import { whatPlayedQueryOptions } from "./api";

const copy = certificatesCopy.whatPlayed;

/** "2026-07-15" → "15/07/2026", as the question was asked. */
const asSpanishDate = (date: string) => date.split("-").reverse().join("/");

/**
 * "¿Qué sonaba?": a date and a local time at the establishment → the song playing then, or
 * that none of ours was. The inspector's question (business.md, "Play history").
 */
export function WhatPlayedForm({ certificate }: { certificate: CertificateVerification }) {
  const [asked, setAsked] = useState<{ date: string; time: string } | null>(null);
  const answer = useQuery(whatPlayedQueryOptions(certificate.code, asked));
  const form = useSchemaForm(whatPlayedQuerySchema, { defaultValues: { date: "", time: "" } });
  const { errors } = form.formState;
  const zone = copy.zones[certificate.timeZone] ?? certificate.timeZone;
  const period = (moment: string) => certificateDate(moment, certificate.timeZone);
  const failure = answer.isError
    ? errorMessage(answer.error, {
        // The form checks the format: a refusal is a moment outside the period.
        BAD_REQUEST: certificatesCopy.errors.outsidePeriod(
          period(certificate.validFrom),
          period(certificate.validUntil),
        ),
        // Revoked since the page loaded, or the log no longer matches its seals: the
        // server's words (from the copy) say which.
        CONFLICT:
          answer.error instanceof ApiError ? answer.error.message : certificatesCopy.errors.revoked,
        RATE_LIMITED: certificatesCopy.errors.tooManyRequests,
        fallback: copy.error,
      })
    : null;

  return (
    <section
      aria-labelledby="what-played-heading"
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id="what-played-heading" className="text-xl font-bold text-slate-900">
        {copy.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{copy.lead(zone)}</p>
      <form
        noValidate
        className="mt-5 flex flex-col gap-4 sm:flex-row sm:items-start"
        onSubmit={form.handleSubmit((moment) => setAsked(moment))}
      >
        <Field
          type="date"
          label={copy.date}
          error={errors.date?.message}
          className="sm:flex-1"
          {...form.register("date")}
        />
        <Field
          type="time"
          // Seconds may be given: the answer says how far into the song it was.
          step={1}
          label={copy.time}
          error={errors.time?.message}
          className="sm:w-48"
          {...form.register("time")}
        />
        <Button type="submit" className="sm:mt-7" disabled={answer.isFetching}>
          {answer.isFetching ? copy.submitting : copy.submit}
        </Button>
      </form>
      <div aria-live="polite" className="mt-5 empty:hidden">
        {asked && answer.data && (
          <p
            data-testid="what-played-answer"
            className="rounded-2xl bg-brand-50 px-4 py-3 text-slate-800"
          >
            <span className="font-medium">{copy.at(asSpanishDate(asked.date), asked.time)}</span>{" "}
            {answer.data.song
              ? copy.answer(
                  answer.data.song.title,
                  answer.data.song.artist,
                  answer.data.song.id,
                  formatDuration(answer.data.song.secondsIn),
                )
              : copy.nothing(publicConfig.brandName)}
          </p>
        )}
      </div>
      {failure && (
        <Alert tone="error" className="mt-5">
          {failure}
        </Alert>
      )}
    </section>
  );
}

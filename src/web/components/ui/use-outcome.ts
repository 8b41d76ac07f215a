import { useState } from "react";
import { errorMessage, type ErrorMessages } from "~/web/lib/error-message";
import type { Outcome } from "./alert";

/** How a screen words a failure: its messages by code, or — for sign-in flows — a function. */
export type ErrorText = ErrorMessages | ((error: unknown) => string);

/** What a success says: fixed words, words made from the answer, or nothing at all. */
export type SuccessText<Data> = string | ((data: Data) => string) | null;

export function failureOutcome(error: unknown, errors: ErrorText): Outcome {
  return {
    tone: "error",
    text: typeof errors === "function" ? errors(error) : errorMessage(error, errors),
  };
}

function successOutcome<Data>(data: Data, success: SuccessText<Data>): Outcome | null {
  if (success === null) return null;
  return { tone: "success", text: typeof success === "function" ? success(data) : success };
}

/**
 * What one action shows now, read straight from its mutation: the success words, the
 * failure in words, or nothing (never run, running, or reset).
 */
export function outcomeOf<Data>(
  mutation: {
    status: "idle" | "pending" | "success" | "error";
    data: Data | undefined;
    error: unknown;
  },
  texts: { success: SuccessText<Data>; errors: ErrorText },
): Outcome | null {
  if (mutation.status === "error") return failureOutcome(mutation.error, texts.errors);
  if (mutation.status === "success") return successOutcome(mutation.data as Data, texts.success);
  return null;
}

/**
 * `mutate()` callbacks that put an action's outcome in `show` — a success without words
 * clears what was shown, so an old error does not outlive a later success — and run
 * `then` after a success (close a form, select what was made).
 */
export function reporter(show: (outcome: Outcome | null) => void) {
  return <Data>(success: SuccessText<Data>, errors: ErrorText, then?: (data: Data) => void) => ({
    onSuccess: (data: Data) => {
      then?.(data);
      show(successOutcome(data, success));
    },
    onError: (error: unknown) => show(failureOutcome(error, errors)),
  });
}

/**
 * The latest outcome of a screen's several actions, for its one Alert. Where a screen has
 * a single action, `outcomeOf(mutation, …)` needs no state at all.
 */
export function useOutcome(initial: Outcome | null = null) {
  const [outcome, show] = useState(initial);
  return {
    outcome,
    show,
    succeed: (text: string) => show({ tone: "success", text }),
    fail: (error: unknown, errors: ErrorText) => show(failureOutcome(error, errors)),
    report: reporter(show),
  };
}

export type OutcomeReport = ReturnType<typeof reporter>;

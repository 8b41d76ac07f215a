import type { ErrorIssue } from "../../domain/app-error";
import { AppError } from "../../domain/app-error";

/**
 * A 400 with per-field issues, in the shape of the schema's refusals; its message is the
 * first issue's, for a client that shows one line.
 */
export function refusal(issues: [ErrorIssue, ...ErrorIssue[]]): AppError {
  return new AppError("BAD_REQUEST", issues[0].message, { issues });
}

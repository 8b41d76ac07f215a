/**
 * "Ahora no" on the first-establishment prompt lasts this visit only: sessionStorage ends
 * with the tab, so the next visit asks again.
 */
const KEY = "sonaria.establishment-prompt-skipped";

export function isPromptSkipped(): boolean {
  try {
    return sessionStorage.getItem(KEY) === "true";
  } catch {
    return false;
  }
}

export function skipPromptThisVisit(): void {
  try {
    sessionStorage.setItem(KEY, "true");
  } catch {
    // Storage refused (private mode): the prompt stays closed until the page reloads.
  }
}

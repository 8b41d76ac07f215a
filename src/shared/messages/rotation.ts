/**
 * Which of a campaign's messages sounds at its `index`-th time of local day `dayNumber`:
 * they take turns through the day and from one day to the next, the same on every device
 * and after a reload (no state to keep, offline too).
 */
export function exactTurn<T>(
  messages: readonly T[],
  dayNumber: number,
  index: number,
  timesPerDay: number,
): T | undefined {
  if (messages.length === 0) return undefined;
  const turn = dayNumber * timesPerDay + index;
  return messages[((turn % messages.length) + messages.length) % messages.length];
}

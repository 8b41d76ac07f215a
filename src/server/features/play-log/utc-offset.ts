const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * How far the zone's clock was from UTC at `at`, as "+01:00" or "-05:00":
 * Madrid reads "+01:00" in January and "+02:00" in July, so a row's local time converts
 * back to one instant without knowing Spain's summer-time rules.
 */
export function utcOffset(at: Date, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" });
    formats.set(timeZone, format);
  }
  const name = format.formatToParts(at).find((part) => part.type === "timeZoneName")?.value;
  // "GMT+01:00", or "GMT" alone at UTC itself.
  const offset = name?.replace("GMT", "") ?? "";
  return offset === "" ? "+00:00" : offset;
}

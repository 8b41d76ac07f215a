export const deviceBrowsers = [
  "chrome",
  "edge",
  "firefox",
  "safari",
  "opera",
  "samsung",
  "unknown",
] as const;
export type DeviceBrowser = (typeof deviceBrowsers)[number];

export const deviceSystems = [
  "android",
  "iphone",
  "ipad",
  "windows",
  "macos",
  "chromeos",
  "linux",
  "unknown",
] as const;
export type DeviceSystem = (typeof deviceSystems)[number];

export interface DeviceKind {
  browser: DeviceBrowser;
  system: DeviceSystem;
}

// Order matters: Edge, Opera and Samsung Internet also say "Chrome", Chrome also says
// "Safari", and on iOS every browser is Safari underneath but names itself (CriOS, FxiOS).
const browsers: [RegExp, DeviceBrowser][] = [
  [/\bEdg(e|A|iOS)?\//, "edge"],
  [/\b(OPR|Opera|OPiOS)\//, "opera"],
  [/\bSamsungBrowser\//, "samsung"],
  [/\b(Firefox|FxiOS)\//, "firefox"],
  [/\b(Chrome|CriOS|Chromium|HeadlessChrome)\//, "chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "safari"],
];

const systems: [RegExp, DeviceSystem][] = [
  [/\biPhone\b|\biPod\b/, "iphone"],
  [/\biPad\b/, "ipad"],
  [/\bAndroid\b/, "android"],
  [/\bCrOS\b/, "chromeos"],
  [/\bWindows\b/, "windows"],
  [/\bMacintosh\b|\bMac OS X\b/, "macos"],
  [/\bLinux\b/, "linux"],
];

const first = <T>(rules: [RegExp, T][], text: string): T | undefined =>
  rules.find(([pattern]) => pattern.test(text))?.[1];

/** The browser and system a user agent names, as a person would say them. */
export function deviceKindOf(userAgent: string | undefined): DeviceKind {
  const text = userAgent ?? "";
  return {
    browser: first(browsers, text) ?? "unknown",
    system: first(systems, text) ?? "unknown",
  };
}

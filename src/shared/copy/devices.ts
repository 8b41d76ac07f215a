import type { DeviceBrowser, DeviceKind, DeviceSystem } from "../devices/device-kind";

/** How a device is named where a person reads it: the history, its CSV. */
export const devicesCopy = {
  browsers: {
    chrome: "Chrome",
    edge: "Edge",
    firefox: "Firefox",
    safari: "Safari",
    opera: "Opera",
    samsung: "Samsung Internet",
    unknown: "Navegador",
  } satisfies Record<DeviceBrowser, string>,
  systems: {
    android: "Android",
    iphone: "iPhone",
    ipad: "iPad",
    windows: "Windows",
    macos: "Mac",
    chromeos: "ChromeOS",
    linux: "Linux",
    unknown: "",
  } satisfies Record<DeviceSystem, string>,
  /** A device seen before names were kept, or whose browser says nothing we know. */
  unnamed: "Dispositivo sin identificar",
  /** "Chrome en Android"; "Chrome" alone when the system is unknown. */
  name(kind: DeviceKind): string {
    if (kind.browser === "unknown" && kind.system === "unknown") return devicesCopy.unnamed;
    const browser = devicesCopy.browsers[kind.browser];
    const system = devicesCopy.systems[kind.system];
    return system ? `${browser} en ${system}` : browser;
  },
  /** The second, third… device of an account with the same name. */
  numbered: (name: string, ordinal: number) => (ordinal > 1 ? `${name} (${ordinal})` : name),
  errors: {
    notFound: "No existe ese dispositivo",
    nameRequired: "Escribe un nombre para el dispositivo",
    nameTooLong: (max: number) => `El nombre no puede tener más de ${max} caracteres`,
  },
} as const;

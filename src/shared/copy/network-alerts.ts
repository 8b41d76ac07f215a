import type { AlertKind, AlertMode } from "../network/alerts";
import { formatHoursAndMinutes } from "./hours-and-minutes";
import { networkCopy, theHour } from "./network";

/** "Avisos" of "Estado de la red" (decision 041): a zone silent or offline for too long. */
export const networkAlertsCopy = {
  kinds: {
    silent: networkCopy.status.silent,
    offline: networkCopy.status.offline,
  } satisfies Record<AlertKind, string>,
  modes: {
    instant: "Al momento",
    digest: "Resumen diario a las 08:00",
  } satisfies Record<AlertMode, string>,
  errors: {
    silentMinutes: (min: number, max: number) =>
      `El silencio en horario avisa entre ${min} y ${max} minutos.`,
    offlineMinutes: (min: number, max: number) =>
      `La falta de conexión avisa entre ${min} y ${max} minutos.`,
    mode: "Elige cómo recibe los avisos: al momento o en un resumen diario.",
    recipient: "Solo pueden recibir avisos el titular de la cuenta y sus encargados.",
    recipientRepeated: "Esa persona ya está en la lista.",
    tooManyRecipients: (max: number) => `Como máximo ${max} personas.`,
    page: "La página debe ser un número entero a partir de 1.",
    backdateMinutes: "Los minutos deben ser un número entero entre 1 y 1440.",
  },
  /** The "Avisos" card of the network page: the episodes, open ones first. */
  panel: {
    heading: "Avisos",
    openCount: (open: number) =>
      open === 0
        ? "Ninguna zona en aviso ahora."
        : open === 1
          ? "1 zona en aviso ahora."
          : `${open.toLocaleString("es-ES")} zonas en aviso ahora.`,
    none: "Ningún aviso en los últimos 30 días.",
    /** "Silencio en horario desde las 10:02". */
    started: (kind: string, since: string) => `${kind} ${since}`,
    open: "Sigue en aviso",
    /** "Terminó tras 38 min". */
    ended: (seconds: number) => `Terminó tras ${formatHoursAndMinutes(seconds)}`,
    showAll: "Ver todos los avisos",
    showFewer: "Ver menos",
    loading: "Cargando los avisos",
    loadError: "No se pudieron cargar los avisos. Inténtalo de nuevo.",
    configure: "Configurar avisos",
  },
  /** The owner's dialog: the minutes of each kind, and who hears and how. */
  settings: {
    title: "Configurar avisos",
    description:
      "Cuánto tiempo debe pasar para que sea un aviso y quién lo recibe por correo. Todos los avisos se ven siempre en esta página.",
    silentMinutes: "Minutos de silencio en horario",
    offlineMinutes: "Minutos sin conexión",
    minutesHint: (min: number, max: number) => `Entre ${min} y ${max}.`,
    people: "Quién los recibe por correo",
    peopleHint: "Cada encargado recibe solo los de sus establecimientos y zonas.",
    none: "No los recibe",
    owner: "Titular",
    manager: "Encargado",
    /** A person's select, named for screen readers. */
    modeOf: (name: string) => `Cómo recibe los avisos ${name}`,
    save: "Guardar",
    cancel: "Cancelar",
    saved: "Avisos guardados.",
    failed: "No se pudieron guardar los avisos. Inténtalo de nuevo.",
    loading: "Cargando la configuración de los avisos",
    loadError: "No se pudo cargar la configuración de los avisos. Inténtalo de nuevo.",
  },
  /** The e-mail of one minute's check: the zones that went quiet, and those back. */
  email: {
    subject: (alerts: number, recoveries: number) =>
      alerts === 0
        ? recoveries === 1
          ? "Una zona ya no está en aviso"
          : `${recoveries} zonas ya no están en aviso`
        : alerts === 1
          ? "Aviso: una zona no suena"
          : `Aviso: ${alerts} zonas no suenan`,
    alertsHeading: "No suenan",
    recoveriesHeading: "Ya no están en aviso",
    /** "Bar Centro · Terraza: Silencio en horario desde las 10:02 (29/11)". */
    zone: (tradingName: string, zoneName: string) => `${tradingName} · ${zoneName}`,
    alertLine: (zone: string, kind: string, time: string, day: string) =>
      `${zone}: ${kind} desde ${theHour(time)} (${day})`,
    /** "Bar Centro · Terraza: Sonando desde las 10:40, tras 38 min sin música". */
    recoveryLine: (zone: string, status: string, time: string, seconds: number) =>
      `${zone}: ${status} desde ${theHour(time)}, tras ${formatHoursAndMinutes(seconds)} sin música`,
    explain:
      "«Silencio en horario»: la zona está abierta según su programación y no suena nada (ni reproductor, ni pausa que termine). «Sin conexión»: su dispositivo dejó de hablar con el servidor mientras sonaba; puede seguir con la música que guardó, pero no lo sabemos.",
    action: "Ver el estado de la red",
    why: "Recibes este aviso porque el titular de la cuenta te eligió para recibirlos. Puede cambiarlo en «Estado de la red», «Avisos».",
  },
  /** The day's e-mail, at 08:00, for those who chose it. */
  digest: {
    subject: (day: string) => `Resumen de avisos del ${day}`,
    intro: "Las zonas que han estado sin música en horario en las últimas 24 horas:",
    line: (zone: string, kind: string, from: string, until: string | null) =>
      until === null
        ? `${zone}: ${kind} desde ${from}, sigue así`
        : `${zone}: ${kind} de ${from} a ${until}`,
    /** "29/11 10:02". */
    moment: (day: string, time: string) => `${day} ${time}`,
  },
} as const;

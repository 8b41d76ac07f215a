import type { AlertKind, AlertMode } from "../network/alerts";
import { formatHoursAndMinutes } from "./hours-and-minutes";
import { networkCopy } from "./network";

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
      `${zone}: ${kind} desde las ${time} (${day})`,
    /** "Bar Centro · Terraza: Sonando desde las 10:40, tras 38 min sin música". */
    recoveryLine: (zone: string, status: string, time: string, seconds: number) =>
      `${zone}: ${status} desde las ${time}, tras ${formatHoursAndMinutes(seconds)} sin música`,
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

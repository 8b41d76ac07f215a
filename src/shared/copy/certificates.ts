import type { CertificateStatus } from "../certificates/certificate-status";
import { inputCopy } from "./input";
import { yearsText } from "./years-text";

/**
 * The licence basis printed when the operator has not written their own (LICENCE_STATEMENT).
 * It says on what basis the music is licensed and never that anyone is exempt from paying
 * anything: collecting societies call that misleading (business.md, "The licence question").
 */
export const DEFAULT_LICENCE_STATEMENT =
  "La música de este servicio está licenciada directamente por sus titulares de derechos " +
  "(autores, productores e intérpretes) para su comunicación pública en establecimientos " +
  "abiertos al público, mientras la suscripción del titular esté en vigor y la música se " +
  "reproduzca a través del servicio.";

const statusLabels = {
  valid: "Válido",
  expired: "Caducado",
  revoked: "Revocado",
  archived: "Dado de baja",
} as const satisfies Record<CertificateStatus, string>;

/** Licence certificates: the PDF, its public verification page, and where they are listed. */
export const certificatesCopy = {
  title: "Certificado de licencia de música ambiental",
  statusLabels,
  scope: (brand: string) =>
    `Este certificado solo cubre la música reproducida a través de ${brand}; no cubre televisión, radio ni música en directo.`,

  /** The PDF. */
  pdf: {
    fileName: (number: string) => `certificado-${number}.pdf`,
    number: "Número de certificado",
    issuedOn: "Fecha de emisión",
    provider: "Proveedor",
    customer: "Titular",
    establishment: "Establecimiento",
    legalName: "Razón social",
    taxId: "NIF/CIF",
    providerTaxId: "CIF",
    address: "Domicilio",
    tradingName: "Nombre comercial",
    establishmentAddress: "Dirección",
    zones: "Zonas",
    validity: "Vigencia",
    period: "Periodo cubierto",
    validityRange: (from: string, until: string) => `Del ${from} al ${until}`,
    licence: "Base de la licencia",
    scopeHeading: "Alcance",
    verification: "Verificación pública",
    verificationCode: "Código de verificación",
    howToVerify:
      "Escanee el código QR o abra la dirección indicada para comprobar, sin registrarse, si este " +
      "certificado está vigente, caducado o revocado, y qué canción sonaba en el establecimiento " +
      "en una fecha y hora concretas del periodo de vigencia.",
    issuedBy: (brand: string, legalName: string) => `Emitido por ${brand} (${legalName}).`,
  },

  errors: {
    establishmentNotFound: "No existe ese establecimiento",
    adminWithoutAccess:
      "Las cuentas de administración no necesitan certificado. Para obtener uno, la cuenta debe tener una suscripción o un acceso de cortesía.",
    notFound: "No existe ningún certificado con ese código. Comprueba que lo has escrito bien.",
    certificateNotFound: "No existe ese certificado",
    zoneNotFound: "Ese establecimiento no tiene esa zona",
    beforeCover: (date: string, time: string) =>
      `La cobertura de este certificado empieza el ${date} a las ${time}.`,
    afterCover: (date: string, time: string) =>
      `La cobertura de este certificado terminó el ${date} a las ${time}.`,
    afterArchive: (date: string, time: string) =>
      `El establecimiento se dio de baja el ${date} a las ${time}: el certificado no cubre lo que sonó después.`,
    notYet: "Esa hora aún no ha llegado",
    revokedDownload:
      "Este certificado fue revocado: ya no acredita la licencia y no se puede descargar.",
    pastRetention: (years: number) =>
      `El periodo de este certificado terminó hace más de ${yearsText(years)}: ya no se conserva para su descarga.`,
    revoked: "Este certificado está revocado: no acredita lo que sonó.",
    alreadyRevoked: "Este certificado ya estaba revocado",
    tooManyRequests:
      "Demasiadas consultas desde tu conexión. Espera un momento antes de intentarlo de nuevo.",
  },

  /** /verificar/:code. */
  verification: {
    title: "Verificación de certificado",
    description: "Comprueba si un certificado de licencia de música ambiental es válido.",
    heading: "Certificado de licencia de música ambiental",
    statusHelp: {
      valid: "El certificado está en vigor.",
      expired: "El periodo de vigencia del certificado ha terminado.",
      revoked: "El certificado ha sido revocado y ya no acredita la licencia.",
      archived: "El certificado acredita la licencia hasta la baja del establecimiento.",
    } satisfies Record<CertificateStatus, string>,
    establishment: "Establecimiento",
    city: "Localidad",
    validity: "Vigencia",
    validityRange: (from: string, until: string) => `Del ${from} al ${until}`,
    provider: "Proveedor",
    providerLine: (legalName: string, taxId: string) => `${legalName} (CIF ${taxId})`,
    number: "Número",
    issuedOn: "Emitido el",
    revokedOn: "Revocado el",
    archivedOn: (date: string) => `Establecimiento dado de baja el ${date}.`,
    scope: (brand: string) =>
      `Solo cubre la música reproducida a través de ${brand}; no cubre televisión, radio ni música en directo.`,
    notFoundTitle: "Certificado no encontrado",
    notFound: "No existe ningún certificado con ese código. Comprueba que lo has escrito bien.",
    loadError: "No se ha podido comprobar el certificado. Inténtalo de nuevo en un momento.",
    retry: "Reintentar",
    loading: "Comprobando el certificado…",
  },

  /** "¿Qué sonaba?" on the verification page. */
  whatPlayed: {
    heading: "¿Qué sonaba?",
    lead: (zone: string) =>
      `Indica una fecha y una hora (hora local del establecimiento, ${zone}) dentro de la vigencia del certificado: se muestra todo lo que sonó en ese minuto.`,
    timeHint: "hh:mm, o hh:mm:ss para un segundo concreto",
    zones: {
      "Europe/Madrid": "hora peninsular, Europe/Madrid",
      "Atlantic/Canary": "hora de Canarias, Atlantic/Canary",
    } as Record<string, string>,
    date: "Fecha",
    time: "Hora",
    submit: "Consultar",
    submitting: "Consultando…",
    span: (from: string, until: string) => `De ${from} a ${until}`,
    song: (title: string, artist: string) => `«${title}» de ${artist}`,
    zone: (name: string) => `${name}:`,
    live: "registrado al momento",
    late: (day: string, time: string) =>
      `registrado al recuperar la conexión, el ${day} a las ${time}`,
    nothing: (brand: string) => `No se reprodujo música de ${brand} en ese momento.`,
    at: (date: string, time: string) => `El ${date} a las ${time}:`,
    error: "No se ha podido hacer la consulta. Inténtalo de nuevo.",
    invalidDate: "Indica una fecha válida",
    invalidTime: "Indica una hora válida (hh:mm o hh:mm:ss)",
  },

  /** The subscription page's section. */
  downloads: {
    heading: "Certificados de licencia",
    lead: "Un certificado por establecimiento y periodo de suscripción. Se renueva solo: descárgalo de nuevo al empezar cada periodo.",
    download: "Descargar certificado",
    downloadFor: (tradingName: string) => `Descargar certificado de ${tradingName}`,
    none: "Añade un establecimiento para obtener su certificado.",
    addEstablishment: "Mis establecimientos",
    guide: "Guía para inspecciones",
    /** Proof of a past period, for a court or an inspector: the inspection files' page. */
    files: "¿Te piden demostrar qué música sonaba en un periodo?",
    filesLink: "Preparar un expediente de inspección",
    issued: "Certificados emitidos",
    loadError: "No se han podido cargar tus establecimientos.",
    /** Without access: what stays, and for how long. */
    keptLead: (years: number) =>
      `Sin una suscripción activa no se emiten certificados nuevos, pero los de los periodos que pagaste siguen disponibles durante ${yearsText(years)} desde que terminó cada periodo, igual que tu historial de reproducción: descárgalos cuando una inspección o una reclamación los pida.`,
    historyLink: "Ver el historial de reproducción",
    issuedLoadError: "No se han podido cargar tus certificados.",
    downloadIssued: "Descargar",
    downloadIssuedFor: (number: string, tradingName: string) =>
      `Descargar el certificado ${number} de ${tradingName}`,
    revokedNote: "Revocado: ya no se puede descargar.",
    notKept: "Fuera del plazo de conservación.",
  },

  /** The dashboard home's line on the current certificate: the owner sees it at a glance. */
  home: {
    current: (number: string) => `Certificado de licencia ${number}`,
    view: "Ver certificado",
    /** Begins with the visible words, so voice control finds the link by them. */
    viewLabel: (number: string) => `Ver certificado ${number}`,
    none: "Certificado de licencia: aún no se ha emitido el de este periodo",
    get: "Obtener certificado",
  },

  /** The admin's users screen. */
  admin: {
    toggle: "Establecimientos y certificados",
    toggleFor: (name: string) => `Establecimientos y certificados de ${name}`,
    establishments: "Establecimientos",
    noEstablishments: "Sin establecimientos",
    certificates: "Certificados",
    noCertificates: "Sin certificados",
    validity: (from: string, until: string) => `${from} – ${until}`,
    revoke: "Revocar",
    revokeNumber: (number: string) => `Revocar el certificado ${number}`,
    dialogTitle: (number: string) => `Revocar el certificado ${number}`,
    dialogText:
      "La página de verificación lo mostrará como revocado y dejará de responder «¿Qué sonaba?». No se puede deshacer.",
    reason: "Motivo",
    reasonRequired: "Indica el motivo",
    reasonTooLong: (max: number) => `El motivo admite ${inputCopy.atMost(max).toLowerCase()}`,
    confirm: "Revocar certificado",
    cancel: "Cancelar",
    revoked: "Certificado revocado",
    revokedBecause: (reason: string) => `Motivo: ${reason}`,
    loadError: "No se han podido cargar sus establecimientos y certificados.",
    revokeError: "No se ha podido revocar el certificado.",
  },
} as const;

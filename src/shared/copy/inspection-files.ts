/** "Expediente de inspección": the document an owner hands a court or an inspector. */
export const inspectionFilesCopy = {
  pdf: {
    title: "Expediente de inspección",
    subtitle: (tradingName: string) => `Música ambiental de ${tradingName}`,
    code: (code: string) => `Expediente ${code}`,
    issuedAt: (moment: string) => `Emitido el ${moment}`,
    period: (from: string, until: string) => `Periodo: del ${from} al ${until}`,
    sections: {
      holder: "Titular",
      establishment: "Establecimiento",
      provider: "Proveedor del servicio",
      service: "Servicio y facturas pagadas",
      declaration: "Declaración del titular",
      tracks: "Canciones que sonaron y sus derechos",
      days: "Reproducciones por día",
      plays: "Reproducciones",
      seals: "Sellos diarios del registro",
      verify: "Comprobación",
    },
    labels: {
      name: "Nombre o razón social",
      taxId: "NIF/CIF",
      address: "Dirección",
      zones: "Zonas",
      servicePeriod: "Servicio contratado",
    },
    invoiceLine: (number: string, issued: string, total: string) =>
      `Factura ${number}, emitida el ${issued}: ${total}, pagada.`,
    noInvoices: "Sin facturas en el periodo (acceso sin cargo concedido por el proveedor).",
    noDeclaration: "El titular aún no ha firmado la declaración.",
    declarationSigned: (name: string, moment: string) =>
      `Firmada en la aplicación por ${name} el ${moment}.`,
    trackLine: (title: string, artist: string, plays: number) =>
      `«${title}» de ${artist} — ${plays === 1 ? "1 reproducción" : `${plays} reproducciones`}`,
    noRights: "Sin derechos registrados en el catálogo.",
    dayLine: (day: string, plays: number, minutes: string) =>
      `${day}: ${plays === 1 ? "1 reproducción" : `${plays} reproducciones`}, ${minutes} de música`,
    playColumns: ["Zona", "Inicio", "Fin", "Canción", "Registro"],
    live: "al momento",
    late: "diferido",
    sealLine: (day: string, zone: string, seq: number, hash: string) =>
      `${day} · ${zone} · n.º ${seq} · ${hash}`,
    stamped: (moment: string) => `sellado en el tiempo por la autoridad (RFC 3161) el ${moment}`,
    notStamped: "sin sello de tiempo de una autoridad",
    verify: (url: string) =>
      `Cualquiera puede comprobar este expediente en ${url}: la página dice si el archivo es el que se emitió, sin cambios, y si el registro de reproducciones sigue intacto.`,
    page: (page: number) => `Página ${page}`,
    scope:
      "Este expediente cubre solo la música que sonó a través del servicio. No cubre televisión, radio ni música en directo.",
  },
} as const;

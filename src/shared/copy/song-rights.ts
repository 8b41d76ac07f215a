import { formatSpanishList } from "./spanish-list";

const songs = (count: number) => (count === 1 ? "1 canción" : `${count} canciones`);
/** The first five of a long list, and how many more: a message names a few, not 500. */
const fewOf = (items: string[]) =>
  formatSpanishList(items.length > 5 ? [...items.slice(0, 5), `${items.length - 5} más`] : items);

/** The rights behind every song: the admin's screens and errors, and the rights line. */
export const songRightsCopy = {
  /** Each song's state in the admin's songs table. */
  status: {
    published: "Publicada",
    draft: "Borrador",
    by_admin: "Retirada",
    licence_ended: "Retirada: licencia terminada",
    legacy: "Publicada sin derechos",
  },
  edit: "Derechos",
  editLabel: (title: string) => `Derechos de ${title}`,
  dialog: {
    title: (title: string) => `Derechos de «${title}»`,
    description:
      "Quién la compuso, quién la interpreta, de quién es la grabación y con qué contrato se licencia. Sin derechos completos no se puede publicar.",
    loading: "Cargando…",
    authors: "Autoría (compositores y letristas)",
    authorsHint: "Uno por línea.",
    performer: "Intérprete",
    masterOwner: "Propietario de la grabación",
    contract: "Contrato de licencia",
    chooseContract: "Elige un contrato",
    noContracts: "Aún no hay contratos: añádelos en «Derechos del catálogo».",
    managedBy: "Entidades de gestión que la gestionan",
    managedByHint:
      "Sin marcar ninguna: ni la obra ni la grabación las gestiona SGAE, AGEDI ni AIE.",
    save: "Guardar",
    saveAndPublish: "Guardar y publicar",
    withdraw: "Retirar",
    saving: "Guardando…",
    cancel: "Cancelar",
    close: "Cerrar",
    saved: (title: string) => `Derechos de «${title}» guardados.`,
    published: (title: string) => `«${title}» publicada.`,
    withdrawn: (title: string) => `«${title}» retirada de todas las listas.`,
    failed: "No se han podido guardar los derechos.",
  },
  /** Several songs ticked in the admin's table, and the rights they should share. */
  bulk: {
    column: "Selección",
    select: (title: string) => `Seleccionar «${title}»`,
    selectPage: "Seleccionar todas las de esta página",
    selected: (count: number) =>
      count === 1 ? "1 canción seleccionada" : `${count} canciones seleccionadas`,
    edit: "Editar derechos",
    clear: "Quitar selección",
    tooMany: (max: number) => `Como máximo ${max} canciones a la vez: quita algunas.`,
    title: (count: number) => `Derechos de ${songs(count)}`,
    description:
      "Solo cambia lo que rellenes o marques; lo que dejes en blanco se queda como está en cada canción.",
    unchanged: "Sin cambios",
    authorsHint: "Uno por línea. En blanco: cada canción conserva los suyos.",
    blankKeeps: "En blanco: cada canción conserva el suyo.",
    changeManagedBy: "Cambiar las entidades de gestión",
    changeManagedByHint: "Sin marcar: cada canción conserva las suyas.",
    publish: "Publicar las que queden completas",
    publishHint: "Las que aún no se puedan publicar se quedan como están.",
    save: "Guardar",
    saving: "Guardando…",
    cancel: "Cancelar",
    /** What a song without rights still needs before it can have any. */
    lacking: {
      authors: "faltan autores",
      performer: "falta el intérprete",
      masterOwner: "falta el propietario de la grabación",
      contractId: "falta el contrato",
    },
    /** After saving: how many changed, were published, and what the rest still lack. */
    summary: (report: {
      saved: number;
      published: number;
      unsaved: { count: number; reasons: string[] };
      unpublishable: { count: number; reasons: string[] };
    }) =>
      [
        report.saved
          ? `Derechos guardados en ${songs(report.saved)}`
          : "No se han guardado derechos en ninguna canción",
        report.published
          ? `${report.published === 1 ? "1 publicada" : `${report.published} publicadas`}`
          : null,
        report.unsaved.count
          ? `${report.unsaved.count} sin guardar: ${formatSpanishList(report.unsaved.reasons)}`
          : null,
        report.unpublishable.count
          ? `${report.unpublishable.count} ${report.unpublishable.count === 1 ? "sigue" : "siguen"} sin poder publicarse: ${formatSpanishList(report.unpublishable.reasons)}`
          : null,
      ]
        .filter(Boolean)
        .join("; ") + ".",
  },
  page: {
    title: "Derechos del catálogo",
    description: "Contratos de licencia y derechos de cada canción, para publicarlas.",
    link: "Derechos del catálogo",
  },
  contracts: {
    heading: "Contratos de licencia",
    addHeading: "Nuevo contrato",
    reference: "Referencia",
    licensor: "Licenciante",
    signedOn: "Fecha de firma",
    territories: "Territorios",
    territoriesHint: "Códigos separados por comas: ES, EU o WORLD.",
    validFrom: "Válido desde",
    validUntil: "Último día de licencia",
    validUntilHint: "Vacío: sin fecha de fin.",
    add: "Añadir contrato",
    adding: "Añadiendo…",
    created: (reference: string) => `Contrato ${reference} añadido. Sube su PDF para que licencie.`,
    columns: {
      reference: "Referencia",
      licensor: "Licenciante",
      period: "Periodo",
      territories: "Territorios",
      document: "Contrato firmado",
      songs: "Canciones",
    },
    period: (from: string, until: string | null) =>
      until ? `${from} – ${until}` : `Desde ${from}, sin fin`,
    noDocument: "Sin PDF",
    download: "Descargar PDF",
    upload: "Subir PDF",
    uploadLabel: (reference: string) => `Subir PDF del contrato ${reference}`,
    uploaded: (reference: string) => `PDF del contrato ${reference} guardado.`,
    songs,
    search: "Buscar por referencia o licenciante",
    searchLabel: "Buscar contratos",
    count: (total: number) => (total === 1 ? "1 contrato" : `${total} contratos`),
    empty: "Aún no hay contratos.",
    previous: "Anterior",
    next: "Siguiente",
    page: (page: number, pages: number) => `Página ${page} de ${pages}`,
  },
  transfer: {
    heading: "Importar y exportar",
    text: "Descarga el catálogo con sus derechos, rellénalo en una hoja de cálculo y vuelve a subirlo. Varios autores o entidades van separados por «|»; en «publicada», «sí» publica la canción.",
    export: "Descargar CSV del catálogo",
    file: "Archivo CSV",
    submit: "Importar",
    importing: "Importando…",
    done: (report: { updated: number; published: number; withdrawn: number }) =>
      `Importado: ${songs(report.updated)} con derechos, ${report.published} publicadas y ${report.withdrawn} retiradas.`,
    refused: "No se ha importado nada. Corrige estas líneas y vuelve a subir el archivo:",
    chooseFile: "Elige un archivo CSV.",
  },
  societies: { SGAE: "SGAE", AGEDI: "AGEDI", AIE: "AIE" } as const,
  missing: {
    rights: "faltan los derechos",
    contractDocument: "falta el PDF del contrato",
    territory: "el contrato no cubre España",
    notYetValid: "la licencia aún no ha empezado",
    ended: "la licencia ha terminado",
  },
  /** What the admin's songs table says of a song that may not be published yet. */
  missingSummary: (items: string[]) => `No se puede publicar: ${formatSpanishList(items)}.`,
  /** The rights line: who made it, who owns it, on what licence, and who does not manage it. */
  rightsLine: (rights: {
    authors: string[];
    performer: string;
    masterOwner: string;
    licensor: string;
    contractReference: string;
    managedBy: string[];
  }) =>
    [
      `Autoría: ${formatSpanishList(rights.authors)}`,
      `Interpretación: ${rights.performer}`,
      `Grabación: ${rights.masterOwner}`,
      `Licencia: ${rights.licensor} (${rights.contractReference})`,
      rights.managedBy.length
        ? `Gestionada por ${formatSpanishList(rights.managedBy)}`
        : "No gestionada por SGAE, AGEDI ni AIE",
    ].join(" · "),
  errors: {
    required: "Este campo es obligatorio.",
    tooLong: (max: number) => `Como máximo ${max} caracteres.`,
    authorsRequired: "Indica al menos un autor o compositor.",
    territoriesRequired: "Indica al menos un territorio.",
    territoryCode: "Usa códigos de país de dos letras (ES), «EU» o «WORLD».",
    invalidDate: "Introduce una fecha válida.",
    endBeforeStart: "La licencia no puede terminar antes de empezar.",
    contractNotFound: "Ese contrato no existe.",
    referenceTaken: "Ya hay un contrato con esa referencia.",
    contractInUse: "El contrato tiene canciones: cámbialas de contrato antes de eliminarlo.",
    notPublishable: (items: string[]) =>
      `La canción no se puede publicar: ${formatSpanishList(items)}.`,
    documentNotPdf: "El contrato debe ser un PDF.",
    bulkNoSongs: "Selecciona al menos una canción.",
    bulkTooManySongs: (max: number) => `Como máximo ${max} canciones a la vez.`,
    bulkRepeatedSongs: "Una canción aparece dos veces en la selección.",
    bulkNothingToChange: "Cambia al menos un campo o marca «Publicar las que queden completas».",
    bulkUnknownSongs: (ids: string[]) =>
      ids.length === 1
        ? `No hay ninguna canción con el id ${ids[0]}.`
        : `No hay canciones con estos ids: ${fewOf(ids)}.`,
    bulkUnknownSong: (id: string) => `No hay ninguna canción con el id ${id}.`,
    /** Published songs the change would leave unlicensed: nothing was written. */
    bulkWouldUnlicense: (titles: string[], reasons: string[]) =>
      `No se ha guardado nada: ${fewOf(titles.map((title) => `«${title}»`))} ${titles.length === 1 ? "está publicada y quedaría" : "están publicadas y quedarían"} sin licencia: ${formatSpanishList(reasons)}.`,
  },
  csv: {
    fileName: "derechos-del-catalogo.csv",
    /** A row's problem, with the line a spreadsheet shows it on. */
    atLine: (line: number, message: string) => `Línea ${line}: ${message}`,
    missingColumns: (columns: string[]) =>
      `Faltan columnas en la cabecera: ${formatSpanishList(columns)}.`,
    incomplete:
      "rellena autores, interprete, propietario_grabacion y contrato, o deja los cuatro vacíos.",
    unknownSong: "no hay ninguna canción con ese id.",
    repeatedSong: "esta canción ya aparece en otra línea.",
    unknownContract: (reference: string) => `no hay ningún contrato «${reference}».`,
    unknownSociety: (value: string) => `«${value}» no es SGAE, AGEDI ni AIE.`,
    publishValue: "en publicada escribe «sí», «no» o nada.",
    publishWithoutRights: "no se puede publicar sin derechos.",
    tooLong: (max: number) => `un campo pasa de ${max} caracteres.`,
    tooManyRows: (max: number) => `El archivo tiene más de ${max} canciones: divídelo en varios.`,
    empty: "El archivo no tiene ninguna canción.",
    andMore: (count: number) => `Y ${count} errores más.`,
  },
  expiryNotice: {
    subject: (count: number) =>
      count === 1
        ? "Una licencia de música vence en 30 días"
        : `${count} licencias de música vencen en 30 días`,
    intro:
      "Las canciones de estos contratos dejarán de sonar en todos los establecimientos al empezar el último día de su licencia, salvo que se renueve antes:",
    line: (reference: string, licensor: string, lastDay: string, songs: number) =>
      `${reference} (${licensor}): último día ${lastDay}, ${songs === 1 ? "1 canción" : `${songs} canciones`}.`,
    action: "Revisar los derechos del catálogo",
  },
} as const;

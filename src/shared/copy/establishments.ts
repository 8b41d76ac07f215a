import type { Activity } from "../establishments/activity";
import { inputCopy } from "./input";

/**
 * Establishments ("Mis establecimientos"): the page, its form, the first-establishment
 * prompt, the player's "Sonando en…", and the validation messages.
 */
export const establishmentsCopy = {
  title: "Mis establecimientos",
  description:
    "Los locales donde suena tu música: cada uno con su certificado de licencia y su historial.",
  lead: "Los locales donde suena tu música. Cada uno aparece en su certificado de licencia y en el historial de reproducción.",
  add: "Añadir establecimiento",
  loading: "Cargando establecimientos…",
  loadError: "No se pudieron cargar tus establecimientos. Por favor, recarga la página.",
  noAccess: {
    title: "Necesitas una suscripción activa",
    text: "Los establecimientos y sus certificados de licencia forman parte de tu suscripción.",
    cta: "Ver planes",
  },
  empty: {
    title: "Aún no has añadido ningún establecimiento",
    text: "Añade el local donde suena la música: su nombre y su dirección aparecerán en tu certificado de licencia, y lo que suene allí quedará en el historial.",
  },
  card: {
    edit: "Editar",
    editLabel: (name: string) => `Editar ${name}`,
    deleteLabel: (name: string) => `Eliminar ${name}`,
    certificate: "Descargar certificado",
    certificateLabel: (name: string) => `Descargar certificado de ${name}`,
    floorArea: (m2: number) => `${m2.toLocaleString("es-ES")} m²`,
  },
  form: {
    newHeading: "Nuevo establecimiento",
    editHeading: (name: string) => `Editar ${name}`,
    save: "Guardar",
    saving: "Guardando...",
    cancel: "Cancelar",
    chooseActivity: "Elige una actividad",
    floorAreaHint: "Opcional.",
    timeZoneHint: "Las horas del historial se muestran en la hora local del establecimiento.",
    created: (name: string) => `${name} se ha añadido a tus establecimientos`,
    updated: (name: string) => `Cambios guardados en ${name}`,
    saveError: "No se pudo guardar el establecimiento. Revisa los datos e inténtalo de nuevo.",
    prefilled: "Hemos rellenado lo que ya sabemos por tus datos de facturación.",
    /** Its Principal zone is beyond those paid for: the offer to pay for one more. */
    raiseConfirm: "Pagar y añadir el establecimiento",
    raiseConfirmFree: "Añadir el establecimiento",
  },
  remove: {
    title: (name: string) => `¿Eliminar ${name}?`,
    text: "Dejará de aparecer en tu lista y en el reproductor. Su historial de reproducción y sus certificados se conservan: siguen sirviendo como prueba ante una inspección.",
    confirm: "Sí, eliminar",
    cancel: "Cancelar",
    done: (name: string) => `${name} se ha eliminado de tu lista`,
    error: "No se pudo eliminar el establecimiento. Inténtalo de nuevo.",
  },
  prompt: {
    title: "¿Dónde suena tu música?",
    text: "Añade tu establecimiento: su nombre y su dirección aparecerán en tu certificado de licencia, y lo que suene allí quedará registrado como prueba.",
    prefilled: "Hemos rellenado lo que ya sabemos por tus datos de facturación.",
    skip: "Ahora no",
    save: "Guardar establecimiento",
  },
  player: {
    playingFor: "Sonando en",
    none: "Aún no has añadido tu establecimiento, así que lo que suena no queda registrado en tu historial de reproducción.",
    noneLink: "Añádelo en Mis establecimientos",
  },
  fields: {
    tradingName: "Nombre comercial",
    legalName: "Razón social",
    taxId: "NIF/CIF",
    address: "Dirección",
    postcode: "Código postal",
    city: "Ciudad",
    province: "Provincia",
    activity: "Actividad",
    floorArea: "Superficie (m²)",
    timeZone: "Zona horaria",
  },
  activities: {
    tienda: "Tienda",
    bar: "Bar",
    cafeteria: "Cafetería",
    restaurante: "Restaurante",
    hotel: "Hotel",
    gimnasio: "Gimnasio",
    supermercado: "Supermercado",
    oficina: "Oficina",
    otro: "Otro",
  } satisfies Record<Activity, string>,
  timeZones: {
    "Europe/Madrid": "Península y Baleares (Europe/Madrid)",
    "Atlantic/Canary": "Canarias (Atlantic/Canary)",
  },
  errors: {
    required: "Este campo es obligatorio",
    tooLong: (max: number) => inputCopy.atMost(max),
    invalidActivity: "Elige una actividad de la lista",
    activityRequired: "La actividad es obligatoria",
    invalidFloorArea:
      "La superficie debe ser un número entero de metros cuadrados, entre 1 y 100.000",
    invalidTimeZone: "Elige una zona horaria de la lista",
    tooMany: (max: number) => `No puedes tener más de ${max} establecimientos`,
    notFound: "No existe ese establecimiento",
    /** The database refused to delete proof of licence (decision 033). */
    evidenceKept:
      "No se puede borrar: este establecimiento, su zona o su certificado forman parte de la " +
      "prueba de licencia (reproducciones, sellos o certificados), que se conserva. Se da de " +
      "baja, y sus certificados siguen pudiendo verificarse.",
  },
} as const;

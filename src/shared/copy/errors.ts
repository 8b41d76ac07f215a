import type { ClientErrorCode } from "../errors";

/** What the browser says for each error code when a feature has no more precise message. */
export const errorCopy = {
  BAD_REQUEST: "Los datos enviados no son válidos. Revísalos e inténtalo de nuevo.",
  UNAUTHENTICATED: "Debes iniciar sesión para continuar.",
  FORBIDDEN: "No tienes permisos para realizar esta acción.",
  SUBSCRIPTION_REQUIRED:
    "Para disfrutar de nuestra música necesitas una suscripción activa. Actualiza tu plan para continuar.",
  ZONES_NOT_PAID: "Tu plan no cubre más zonas. Amplíalo para añadir otra.",
  NOT_FOUND: "No se ha encontrado lo que buscas.",
  CONFLICT: "Ya existe un elemento con esos datos.",
  PAYLOAD_TOO_LARGE: "Lo que intentas enviar es demasiado grande.",
  UNSUPPORTED_MEDIA_TYPE: "El tipo de archivo no está permitido.",
  RATE_LIMITED: "Demasiados intentos. Por favor, espera un momento antes de intentar de nuevo",
  UNAVAILABLE:
    "El servicio no está disponible en este momento. Inténtalo de nuevo en unos minutos.",
  INTERNAL: "Ha ocurrido un error inesperado. Por favor, inténtalo de nuevo.",
  NETWORK: "No se ha podido conectar. Comprueba tu conexión e inténtalo de nuevo.",
  TIMEOUT: "La respuesta está tardando demasiado. Por favor, inténtalo de nuevo.",
} as const satisfies Record<ClientErrorCode, string>;

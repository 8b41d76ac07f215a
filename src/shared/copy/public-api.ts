import type { ApiScope } from "../public-api/scopes";
import type { WebhookEvent } from "../public-api/webhook-events";

/** "Integraciones": access tokens for the public API and webhooks (decision 046). */
export const publicApiCopy = {
  scopes: {
    "zones:read": "Ver zonas y lo que suena",
    "plays:read": "Leer el registro de reproducciones",
    "remote:write": "Enviar órdenes al mando (reproducir, pausar, saltar, volumen)",
  } satisfies Record<ApiScope, string>,
  events: {
    "zone.silent": "Una zona en silencio en horario (aviso)",
    "zone.offline": "Una zona sin conexión (aviso)",
    "zone.recovered": "Una zona vuelve a sonar tras un aviso",
    "play.sealed": "Una reproducción entra en el registro sellado",
  } satisfies Record<WebhookEvent, string>,
  errors: {
    tokenName: "Pon un nombre de 1 a 80 caracteres para reconocer el token.",
    scopes: "Elige al menos un permiso de la lista.",
    scopeRepeated: "Cada permiso una sola vez.",
    expiresAt: "La caducidad debe ser una fecha futura.",
    tooManyTokens: (max: number) => `Como máximo ${max} tokens activos por persona.`,
    tokenNotFound: "Ese token no existe o ya está revocado.",
    /** 401 of /api/v1: no token, an unknown one, a revoked or an expired one. */
    badToken:
      "Token de acceso no válido, revocado o caducado (Authorization: Bearer son_…). / Invalid, revoked or expired access token.",
    /** 403 of /api/v1: the token lacks the route's scope. */
    missingScope: (scope: ApiScope) =>
      `Este token no tiene el permiso «${scope}». / This token lacks the "${scope}" scope.`,
    rateLimited: (seconds: number) =>
      `Demasiadas peticiones con este token: espera ${seconds} s. / Rate limit exceeded, retry in ${seconds} s.`,
    zoneNotFound: "Esa zona no existe o no es de tus establecimientos. / Zone not found.",
    cursor: "El cursor no es válido: usa el de la respuesta anterior. / Invalid cursor.",
    limit: "El límite debe ser un número entero entre 1 y 500. / limit must be 1–500.",
    page: "La página debe ser un número entero a partir de 1. / page must be ≥ 1.",
    from: "Las fechas deben ir en ISO 8601 con zona horaria. / Dates must be ISO 8601.",
    range: "«from» debe ser anterior a «to». / from must be before to.",
    status: "Estado desconocido. / Unknown status.",
    webhookUrl:
      "La dirección debe empezar por https:// (http://127.0.0.1 solo fuera de producción).",
    webhookUrlInProduction: "En producción la dirección debe empezar por https://.",
    events: "Elige al menos un evento.",
    tooManyWebhooks: (max: number) => `Como máximo ${max} direcciones activas.`,
    webhookNotFound: "Esa dirección no existe.",
  },
  page: {
    title: "Integraciones",
    description:
      "Tokens de acceso a la API pública de Sonaria y webhooks para tus propios sistemas.",
    intro:
      "Conecta Sonaria con tus herramientas: tokens de acceso para la API pública y avisos automáticos (webhooks) a tus sistemas.",
    docsLink: "Documentación de la API (OpenAPI)",
    loading: "Cargando las integraciones",
    loadError: "No se pudieron cargar las integraciones. Inténtalo de nuevo.",
  },
  tokens: {
    heading: "Tokens de acceso",
    none: "Todavía no hay tokens.",
    create: "Crear token",
    dialogTitle: "Nuevo token de acceso",
    name: "Nombre",
    nameHint: "Para reconocerlo, por ejemplo «Panel de la central».",
    scopes: "Permisos",
    expiresAt: "Caduca el (opcional)",
    submit: "Crear",
    cancel: "Cancelar",
    secretTitle: "Copia el token ahora",
    secretHint: "No se volverá a mostrar. Guárdalo en un lugar seguro.",
    copy: "Copiar",
    copied: "Copiado",
    done: "Hecho",
    created: (date: string) => `Creado el ${date}`,
    lastUsed: (date: string | null) => (date ? `Último uso: ${date}` : "Sin usar todavía"),
    expires: (date: string | null) => (date ? `Caduca el ${date}` : "Sin caducidad"),
    revoke: "Revocar",
    revokeTitle: (name: string) => `¿Revocar el token «${name}»?`,
    revokeText: "Las integraciones que lo usan dejarán de funcionar al momento.",
    revoked: (name: string) => `Token «${name}» revocado.`,
    failed: "No se pudo completar. Inténtalo de nuevo.",
  },
  webhooks: {
    heading: "Webhooks",
    none: "Todavía no hay direcciones.",
    add: "Añadir dirección",
    dialogTitle: "Nueva dirección de webhook",
    url: "Dirección (URL)",
    events: "Eventos",
    submit: "Añadir",
    secretTitle: "Copia el secreto de firma ahora",
    secretHint:
      "Cada envío lleva la cabecera Sonaria-Signature: t=<segundos>,v1=<HMAC-SHA256 de «t.cuerpo»>. No se volverá a mostrar.",
    disabled: "Desactivada",
    disable: "Desactivar",
    disableTitle: (url: string) => `¿Desactivar ${url}?`,
    disableText: "No se le enviará nada más, tampoco los reintentos pendientes.",
    cancel: "Cancelar",
    lastError: (error: string) => `Último error: ${error}`,
    deliveries: "Últimos envíos",
    noDeliveries: "Ningún envío todavía.",
    deliveryStatus: {
      pending: "Pendiente",
      delivered: "Entregado",
      failed: "Fallido",
      cancelled: "Cancelado",
    },
    attempts: (count: number) => (count === 1 ? "1 intento" : `${count} intentos`),
  },
} as const;

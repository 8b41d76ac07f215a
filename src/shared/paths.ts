/** Every route of the web app, so no component spells a URL by hand. */
export const paths = {
  home: "/",
  features: "/features",
  pricing: "/pricing",
  about: "/about",
  contact: "/contact",
  login: "/login",
  register: "/register",
  resetPassword: "/reset-password",
  checkout: (sessionId: string) => `/checkout/${encodeURIComponent(sessionId)}`,
  billingPortal: "/billing/portal",
  /** The page an e-mail's unsubscribe link opens (the token in ?token=). */
  unsubscribe: "/unsubscribe",
  legal: {
    termsAndConditions: "/legal/terms-and-conditions",
    privacyPolicy: "/legal/privacy-policy",
    termsOfUse: "/legal/terms-of-use",
  },
  dashboard: {
    root: "/dashboard",
    users: "/dashboard/users",
    music: "/dashboard/music",
    /** E-mail campaigns; the URL keeps the screen's name ('Email Marketing'). */
    campaigns: "/dashboard/marketing",
    player: "/dashboard/player",
    /** "Mando": every zone's music, controlled from any device (decision 024). */
    remote: "/dashboard/remote",
    /** "Canciones bloqueadas": songs never to play in the account's business. */
    blockedSongs: "/dashboard/blocked-songs",
    profile: "/dashboard/profile",
    subscription: "/dashboard/subscription",
    /** "Mis establecimientos". */
    establishments: "/dashboard/establishments",
    /** "Programación" of one establishment (decision 020). */
    establishmentSchedule: (establishmentId: string, zoneId?: string) =>
      `/dashboard/establishments/${encodeURIComponent(establishmentId)}/schedule${
        zoneId && zoneId !== establishmentId ? `?zona=${encodeURIComponent(zoneId)}` : ""
      }`,
    /** "Equipo": the owner's people and invitations (decision 026). */
    team: "/dashboard/team",
    /** "Mensajes": the account's announcements and their campaigns (decision 029). */
    messages: "/dashboard/mensajes",
    /** "Historial de reproducción". */
    history: "/dashboard/history",
    /** "Guía para inspecciones". */
    inspectionGuide: "/dashboard/inspection-guide",
    /** "Expedientes de inspección" (decision 040). */
    inspectionFiles: "/dashboard/expedientes",
    /** "Estado de la red": every zone of a chain, as head office sees it (decision 041). */
    network: "/dashboard/red",
    /** "Programas de empresa": one programme for many zones (decision 043). */
    companyProgrammes: "/dashboard/programas",
    /** "Integraciones": access tokens and webhooks (decision 046). */
    integrations: "/dashboard/integraciones",
  },
  /** The public API's OpenAPI document (decision 046). */
  publicApiDocument: "/api/v1/openapi.json",
  /** A song's audio (the player adds the signed link's query; the offline cache drops it). */
  songAudio: (songId: string) => `/api/songs/${encodeURIComponent(songId)}/audio`,
  messageAudio: (messageId: string) => `/api/messages/${encodeURIComponent(messageId)}/audio`,
  /** The dashboard's service worker (its scope is the dashboard). */
  serviceWorker: "/sw.js",
  /** An invitation to a team, as its e-mail links to it (the token is the secret). */
  invitation: (token: string) => `/invitacion/${encodeURIComponent(token)}`,
  /** A certificate's public verification page (no login; the code from its QR). */
  verifyCertificate: (code: string) => `/verificar/${encodeURIComponent(code)}`,
} as const;

/**
 * /login or /register leading on to `target` once signed in. The page follows it only when
 * it is a path of this site (`safeRedirectPath`).
 */
export const withRedirectTo = (page: string, target: string): string =>
  `${page}?redirectTo=${encodeURIComponent(target)}`;

/** Public pages shipped as prerendered HTML (ssr: false, prerender). */
export const prerenderedPaths = [
  paths.home,
  paths.features,
  paths.pricing,
  paths.about,
  paths.contact,
  paths.legal.termsAndConditions,
  paths.legal.privacyPolicy,
  paths.legal.termsOfUse,
] as const;

/**
 * Client-rendered pages: the server answers them with the SPA shell, which shows
 * nothing until the session is known (no form flashes before a redirect).
 */
export const clientRenderedPrefixes = [
  paths.login,
  paths.register,
  paths.resetPassword,
  "/checkout",
  "/billing",
  "/unsubscribe",
  "/verificar",
  "/invitacion",
  paths.dashboard.root,
] as const;

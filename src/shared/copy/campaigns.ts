/** /dashboard/marketing ('Email Marketing'), the unsubscribe page and the profile preference. Product §2, §8. */
export const campaignsCopy = {
  title: "Email Marketing",
  description: "Escribe y envía emails de marketing a todos tus clientes.",
  subject: "Asunto",
  body: "Contenido",
  toolbar: {
    label: "Formato",
    bold: "Negrita",
    italic: "Cursiva",
    alignLeft: "Alinear a la izquierda",
    alignCenter: "Centrar",
    alignRight: "Alinear a la derecha",
    bulletList: "Lista con viñetas",
    orderedList: "Lista numerada",
    fontSize: "Tamaño de letra",
    sizes: { normal: "Normal", small: "Pequeño", large: "Grande", huge: "Muy grande" },
    color: "Color del texto",
    link: "Insertar enlace",
    linkPrompt: "Dirección del enlace (https://, http:// o mailto:)",
    invalidLink: "El enlace debe empezar por https://, http:// o mailto:",
    image: "Insertar imagen",
    imageFile: "Archivo de imagen",
    uploadingImage: "Subiendo imagen...",
  },
  templates: {
    name: "Nombre de la plantilla",
    save: "Guardar",
    load: "Plantillas",
    hide: "Ocultar plantillas",
    empty: "Aún no hay plantillas guardadas.",
    saved: "Plantilla guardada correctamente",
    incomplete: "Por favor, completa todos los campos de la plantilla",
    loadError: "Error al cargar las plantillas",
    saveError: "Error al guardar la plantilla",
    overwriteTitle: (name: string) => `Ya existe una plantilla «${name}»`,
    overwriteText: "¿Quieres sustituirla por la que estás escribiendo?",
    overwrite: "Sí, sustituir",
    cancel: "Cancelar",
    /** Said before a template card's name and subject to screen readers. */
    use: "Usar la plantilla",
  },
  send: {
    button: "Enviar a todos los usuarios",
    incomplete: "Por favor, completa todos los campos",
    confirmTitle: "¿Enviar el email?",
    confirmText: (count: number) =>
      count === 1 ? "Se enviará a 1 destinatario." : `Se enviará a ${count} destinatarios.`,
    confirm: "Sí, enviar",
    cancel: "Cancelar",
    progress: (sent: number, total: number) => `Enviando: ${sent} de ${total}`,
    success: (n: number) => `Emails enviados correctamente a ${n} destinatarios`,
    partial: (n: number, m: number) => `Emails enviados parcialmente: ${n} exitosos, ${m} fallidos`,
    forbidden: "No tienes permisos para enviar emails de marketing",
    unauthenticated: "Debes iniciar sesión para enviar emails",
    error: "Error al enviar los emails. Por favor, inténtalo de nuevo.",
  },
  imageError: "Error al subir la imagen. Por favor, inténtalo de nuevo.",
  history: {
    heading: "Envíos anteriores",
    empty: "Aún no has enviado ningún email.",
    totals: (sent: number, failed: number, total: number) =>
      `${sent} enviados · ${failed} fallidos · ${total} destinatarios`,
    sending: "Enviando",
    done: "Terminado",
  },
  /**
   * Consent to campaign e-mails (LSSI art. 21): the same words on the registration form,
   * where the box starts unticked, and on the profile.
   */
  consent: {
    heading: "Emails de marketing",
    label: "Recibir novedades y ofertas por email",
    registerHint: "Opcional. Puedes cambiarlo cuando quieras en tu perfil.",
    invalid: "Indica si quieres recibir novedades y ofertas por email (sí o no)",
    on: "Recibirás nuestros emails de marketing.",
    off: "No recibirás emails de marketing. Los emails de tu cuenta (verificación, contraseña) te seguirán llegando.",
    saved: "Preferencia guardada",
    error: "No se pudo guardar la preferencia",
  },
  unsubscribe: {
    title: "Darse de baja",
    text: "¿Quieres dejar de recibir nuestros emails de marketing? Seguirás recibiendo los emails de tu cuenta.",
    confirm: "Darme de baja",
    done: "Hecho: ya no recibirás emails de marketing.",
    invalid: "El enlace para darse de baja no es válido.",
    error: "No se pudo completar la baja. Inténtalo de nuevo.",
  },
} as const;

/** The frame of every campaign e-mail: the footer and the unsubscribe link (LSSI art. 21). */
export const campaignEmailCopy = {
  unsubscribe: "Darse de baja de los emails de marketing",
  reason: (brand: string) =>
    `Recibes este email porque aceptaste recibir novedades y ofertas de ${brand}.`,
  footer: (legalName: string, supportEmail: string) => `${legalName} · ${supportEmail}`,
} as const;

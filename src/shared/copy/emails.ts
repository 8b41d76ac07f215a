/** Transactional e-mails: verification and password reset. */
export const emailCopy = {
  greeting: (name: string) => `Hola, ${name}:`,
  verification: {
    subject: (brand: string) => `Confirma tu email en ${brand}`,
    intro: (brand: string) =>
      `Gracias por registrarte en ${brand}. Confirma tu dirección de email para poder iniciar sesión.`,
    action: "Confirmar mi email",
    expiry: "El enlace caduca en 24 horas.",
  },
  reset: {
    subject: (brand: string) => `Recupera tu contraseña de ${brand}`,
    intro: "Hemos recibido una solicitud para cambiar la contraseña de tu cuenta.",
    action: "Elegir una nueva contraseña",
    expiry: "El enlace caduca en 1 hora y solo puede usarse una vez.",
  },
  fallbackLink: "Si el botón no funciona, copia y pega este enlace en tu navegador:",
  ignore: "Si no has sido tú, puedes ignorar este mensaje.",
  signature: (brand: string) => `El equipo de ${brand}`,
  footer: (legalName: string, supportEmail: string) => `${legalName} · ${supportEmail}`,
} as const;

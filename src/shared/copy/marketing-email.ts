/** The frame of every marketing e-mail: the footer and the unsubscribe link (LSSI art. 21). */
export const marketingEmailCopy = {
  unsubscribe: "Darse de baja de los emails de marketing",
  reason: (brand: string) => `Recibes este email porque tienes una cuenta en ${brand}.`,
  footer: (legalName: string, supportEmail: string) => `${legalName} · ${supportEmail}`,
} as const;

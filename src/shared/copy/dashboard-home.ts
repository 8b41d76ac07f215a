/**
 * The dashboard home's status at a glance and first steps for a new owner; the
 * greeting and the lead are in dashboard.ts.
 */
export const dashboardHomeCopy = {
  status: "Estado",
  nextSteps: {
    heading: "Primeros pasos",
    lead: "Te faltan estos pasos para tener la música en marcha en tu negocio.",
    done: "Hecho",
    pending: "Pendiente",
    establishment: {
      title: "Añade tu establecimiento",
      text: "Con sus datos emitimos el certificado de licencia y guardamos el historial de lo que suena.",
      action: "Añadir establecimiento",
    },
    install: {
      title: "Instala la aplicación en este dispositivo",
      text: "Se abre como una aplicación más y sigue sonando aunque se corte internet.",
      action: "Instalar aplicación",
      /** When the browser does not offer installing it itself. */
      howTo:
        "En el menú del navegador, elige «Instalar aplicación» o «Añadir a pantalla de inicio».",
      already: "Ya la tengo instalada",
    },
  },
} as const;

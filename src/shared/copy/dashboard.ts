/** The dashboard shell and its pages. Product §2. */
export const dashboardCopy = {
  menu: {
    label: "Menú del panel",
    open: "Abrir menú",
    close: "Cerrar menú",
    home: "Panel",
    users: "Usuarios",
    music: "Gestionar Música",
    marketing: "Marketing",
    emailMarketing: "Email Marketing",
    profile: "Perfil",
    subscription: "Suscripción",
    player: "Reproductor",
    logout: "Cerrar sesión",
    loggingOut: "Cerrando sesión...",
  },
  badge: { active: "Plan Activo", inactive: "Sin Plan" },
  home: {
    title: "Panel",
    welcome: (name: string) => `Bienvenido, ${name}`,
    lead: "Desde aquí controlas la música de tu negocio.",
  },
  back: "Volver al panel",
  loading: "Cargando…",
  loadError: "No se pudo cargar la información. Por favor, recarga la página.",
} as const;

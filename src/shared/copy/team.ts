import type { TeamMemberRole } from "../accounts/team";

/** "Equipo" (decision 026): the owner's people, their invitations, and what they are refused. */
export const teamCopy = {
  title: "Equipo",
  lead: "Las personas que trabajan en tus establecimientos, cada una con su acceso y su papel.",
  roles: { manager: "Encargado", employee: "Empleado" } satisfies Record<TeamMemberRole, string>,
  roleHelp: {
    manager: "Programación, sus propias listas, el mando y el reproductor de sus establecimientos.",
    employee: "Solo el reproductor y el mando de sus zonas: reproducir, pausar, saltar, volumen.",
  } satisfies Record<TeamMemberRole, string>,
  invite: {
    title: "Invitar a una persona",
    email: "Correo electrónico",
    role: "Papel",
    establishments: "Dónde trabaja",
    establishmentsHint:
      "Un establecimiento entero incluye sus zonas, también las que añadas después; o marca solo algunas zonas.",
    wholeEstablishment: (name: string) => `${name} (todas sus zonas)`,
    zone: (zone: string, establishment: string) => `${zone} de ${establishment}`,
    submit: "Enviar invitación",
    sending: "Enviando...",
    sent: (email: string) => `Invitación enviada a ${email}.`,
    noEstablishments: "Añade primero un establecimiento: cada persona trabaja en alguno.",
  },
  listsOnly: {
    label: "Los empleados solo ponen las listas de la empresa",
    hint: "Sin catálogo, géneros ni listas públicas: solo tus listas, en el reproductor de sus zonas. La programación suena igual.",
    on: "Los empleados solo ven ya las listas de la empresa.",
    off: "Los empleados pueden volver a elegir del catálogo.",
  },
  members: {
    title: "Personas",
    empty: "Aún no hay nadie en tu equipo. Invita a quien trabaja en tus establecimientos.",
    lastActive: (when: string) => `Última actividad: ${when}`,
    neverActive: "Sin actividad todavía",
    worksIn: (where: string) => `Trabaja en: ${where}`,
    edit: "Cambiar",
    editLabel: (name: string) => `Cambiar el papel o las zonas de ${name}`,
    editTitle: (name: string) => `Papel y zonas de ${name}`,
    editText: "Su sesión se actualiza al momento: deja de ver lo que ya no es suyo.",
    save: "Guardar cambios",
    saving: "Guardando...",
    saved: (name: string) => `Cambios guardados para ${name}.`,
    remove: "Quitar del equipo",
    removeLabel: (name: string) => `Quitar del equipo a ${name}`,
    removeTitle: (name: string) => `¿Quitar a ${name} del equipo?`,
    removeText: "Su sesión se cierra al momento en todos sus dispositivos.",
    removed: (name: string) => `${name} ya no está en tu equipo.`,
    cancel: "Cancelar",
  },
  invitations: {
    title: "Invitaciones pendientes",
    expires: (date: string) => `Caduca el ${date}`,
    withdraw: "Retirar",
    withdrawLabel: (email: string) => `Retirar la invitación de ${email}`,
    withdrawn: (email: string) => `Invitación de ${email} retirada.`,
  },
  accept: {
    title: "Invitación a un equipo",
    lead: (owner: string, role: string) => `${owner} te invita a su equipo como ${role}.`,
    establishments: "Establecimientos",
    register: "Crear mi cuenta",
    registerLead: "Crea tu cuenta con este correo para empezar.",
    name: "Nombre completo",
    password: "Contraseña",
    registering: "Creando cuenta...",
    signIn: "Ya tengo cuenta: iniciar sesión",
    acceptAs: (email: string) => `Aceptar como ${email}`,
    accepting: "Aceptando...",
    accepted: "Ya formas parte del equipo.",
    goToDashboard: "Ir al panel",
    invalid:
      "Esta invitación no es válida: puede que haya caducado, que se haya retirado o que ya se usara.",
    wrongAccount: (email: string) =>
      `Esta invitación es para ${email}. Cierra sesión e inicia con esa cuenta.`,
  },
  /** The admin's users screen: the team an account belongs to. */
  organisation: {
    label: "Organización",
    memberOf: (owner: string, role: string) => `${role} en el equipo de ${owner}`,
    owner: (people: number) =>
      people === 1 ? "Titular · 1 persona" : `Titular · ${people} personas`,
    none: "—",
  },
  email: {
    subject: (owner: string) => `${owner} te invita a Sonaria`,
    heading: "Te han invitado a un equipo",
    body: (owner: string, role: string, where: string) =>
      `${owner} te invita a poner la música de ${where} como ${role}.`,
    action: "Aceptar invitación",
    expires: (date: string) => `La invitación caduca el ${date}.`,
    unexpected: "Si no esperabas esta invitación, puedes ignorar este mensaje.",
  },
  errors: {
    failed: "No se pudo guardar el cambio del equipo. Inténtalo de nuevo.",
    notForYourRole: "Tu papel en el equipo no permite hacer esto",
    notYourEstablishment: "No existe ese establecimiento",
    invitationInvalid:
      "Esta invitación no es válida: puede que haya caducado, que se haya retirado o que ya se usara.",
    wrongAccount: "Esta invitación es para otro correo electrónico",
    alreadyInTeam: "Esta cuenta ya forma parte de un equipo",
    hasOwnAccount:
      "Esta cuenta tiene su propia suscripción o sus establecimientos: usa otro correo para unirte a un equipo.",
    emailTaken: "Ya existe una cuenta con este correo: inicia sesión para aceptar la invitación.",
    alreadyMember: "Esa persona ya está en tu equipo",
    ownEmail: "No se puede enviar una invitación a tu propio correo electrónico",
    unknownEstablishment: "Elige establecimientos tuyos",
    unknownZone: "Elige zonas de tus establecimientos",
    chooseEstablishments: "Elige dónde trabaja: un establecimiento entero o alguna de sus zonas",
    memberNotFound: "Esa persona no está en tu equipo",
    invitationNotFound: "No existe esa invitación",
  },
} as const;

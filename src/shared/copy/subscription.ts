/** /dashboard/subscription, the test checkout and the test portal. Product §2, §4, §8. */
export const subscriptionCopy = {
  title: "Suscripción",
  description: "Tu plan, su estado y tus pagos.",
  activated: "¡Suscripción activada con éxito!",
  checkoutCanceled: "Proceso de suscripción cancelado",
  plansError: "Error al cargar los planes. Por favor, intenta de nuevo.",
  retry: "Reintentar",
  paymentError: "Error al procesar el pago. Por favor, inténtalo de nuevo.",
  noCheckoutUrl: "No se recibió URL de checkout",
  checkoutTimeout: "El pago está tardando demasiado en prepararse. Por favor, inténtalo de nuevo.",
  preparing: "Preparando el pago...",
  /** Every payment has its invoice, which names the customer. */
  billingDetails: {
    required:
      "Antes del primer pago necesitamos tus datos de facturación (NIF y dirección) para tu factura.",
    lead: "Rellénalos aquí y vuelve a elegir tu plan.",
  },
  plans: {
    heading: "Planes",
    current: "Plan actual",
    change: "Cambiar a este plan",
    trialRunning: "Prueba en curso",
    trialUsed: "Prueba ya utilizada",
    trialNotWithPlan: "Ya tienes un plan activo",
  },
  /** A plan chosen on /pricing before signing in, that cannot be checked out. */
  choice: {
    subscribed:
      "Ya tienes una suscripción activa. Si quieres otro plan, pulsa «Cambiar a este plan» en su tarjeta.",
    trialUsed:
      "Ya has disfrutado de tu prueba gratuita. Elige el plan anual o el mensual para seguir escuchando.",
    unknown: "El plan que elegiste ya no está disponible. Elige uno de estos planes.",
  },
  status: {
    heading: "Estado de tu suscripción",
    plan: "Plan",
    state: "Estado",
    renews: "Se renueva el",
    ends: "Acceso hasta el",
    trialEnds: "La prueba termina el",
    countdown: "Tiempo restante",
    countdownValue: (days: number, hours: number, minutes: number) =>
      `${days} d ${hours} h ${minutes} min`,
    expired: "Suscripción expirada",
    interval: { month: "Mensual", year: "Anual" },
    states: {
      trialing: "En prueba",
      active: "Activa",
      canceling: "Cancelada (activa hasta el final del periodo)",
      past_due: "Pago pendiente",
      unpaid: "Impagada",
      canceled: "Cancelada",
      incomplete: "Incompleta",
      incomplete_expired: "Caducada",
      paused: "En pausa",
    },
  },
  cancel: {
    button: "Cancelar suscripción",
    question:
      "¿De verdad quieres cancelar? Mantendrás el acceso hasta el final del periodo pagado.",
    confirm: "Sí, cancelar suscripción",
    keep: "No, mantener suscripción",
    done: (date: string) =>
      `Suscripción cancelada exitosamente. Mantendrás el acceso hasta el ${date}.`,
    none: "No se encontraron suscripciones activas para cancelar",
    portalRequired: "Se requiere usar el portal de Stripe para cancelar",
  },
  renew: {
    button: "Renovar Suscripción",
    /** `reason`: a sentence of the error copy (one of them has no full stop of its own). */
    error: (reason: string) =>
      `Error al renovar: ${/[.!?]$/.test(reason) ? reason : `${reason}.`} Intenta crear una nueva suscripción.`,
  },
  change: {
    title: (plan: string) => `Cambiar al plan ${plan}`,
    text: "Elige cómo quieres empezar el nuevo plan. Sustituye a tu plan actual.",
    payNow: (price: string) => `Pagar ahora · ${price}`,
    withTrial: (days: number, price: string) =>
      `Con ${days} días de prueba gratis · después ${price}`,
    confirm: "Cambiar plan",
    cancel: "Cancelar",
    done: "Plan cambiado correctamente",
    error: "Error al cambiar de plan. Por favor, inténtalo de nuevo.",
  },
  /** Refusals of a change (plan, zones) to the running subscription. */
  running: {
    none: "No tienes una suscripción en curso: empieza una primero.",
    otherProvider:
      "Tu suscripción la gestiona otro sistema de pago: cámbiala desde su portal de facturación.",
  },
  /** Decision 035: each intent of paying carries its own Idempotency-Key. */
  intent: {
    keyInvalid:
      "La clave de operación (Idempotency-Key) debe tener de 16 a 100 letras, números, guiones o guiones bajos.",
    keyReused:
      "Esta clave de operación (Idempotency-Key) ya se usó con otros datos: cada operación lleva una clave propia.",
  },
  /** Decision 027: plans are priced per zone. */
  zones: {
    heading: "Zonas",
    paid: (count: number) => `Zonas pagadas: ${count}`,
    pending: (count: number, date: string) =>
      `Desde el ${date} pagarás ${count === 1 ? "1 zona" : `${count} zonas`}.`,
    label: "Número de zonas",
    preview: "Ver importe",
    change: "Cambiar zonas",
    dueToday: "Hoy pagas (prorrateado)",
    nothingToday: "Hoy no pagas nada: el cambio se aplica en la próxima renovación.",
    nextCharge: (amount: string, date: string) =>
      `Después, ${amount} IVA incluido desde el ${date}`,
    changed: (count: number) => `Ahora pagas ${count === 1 ? "1 zona" : `${count} zonas`}.`,
    /** After a raise: the prorated charge of today, then the new total from the renewal. */
    chargedToday: (amount: string) => `Hoy se han cobrado ${amount} (IVA incluido).`,
    raisedFrom: (count: number, date: string, amount: string) =>
      `Desde el ${date} pagarás ${count === 1 ? "1 zona" : `${count} zonas`}: ${amount} IVA incluido en cada renovación.`,
    lowered: (count: number, date: string) =>
      `Desde el ${date} pagarás ${count === 1 ? "1 zona" : `${count} zonas`}.`,
    belowLive: (live: number) =>
      `Tienes ${live === 1 ? "1 zona" : `${live} zonas`}: quita alguna antes de pagar menos.`,
    error: "No se pudo cambiar el número de zonas. Inténtalo de nuevo.",
    /** The zones section's offer, after a refusal for lack of paid zones. */
    raiseTitle: (count: number) => `Ampliar tu plan a ${count} zonas`,
    raiseText:
      "Cada zona se paga aparte. Hoy pagas solo la parte del periodo que queda; después, el nuevo total en cada renovación.",
    /** Nothing due today: a trial, or a zone lowered this period and added back (decision 035). */
    raiseTextFree: "Hoy no pagas nada por esta zona. Después, el nuevo total en cada renovación.",
    raiseConfirm: "Pagar y añadir la zona",
    raiseConfirmFree: "Añadir la zona",
    raiseLoading: "Calculando el importe...",
    base: "Base imponible",
    iva: (percent: number) => `IVA (${percent} %)`,
    total: "Total",
    cancel: "Cancelar",
  },
  checkout: {
    title: "Pago de prueba",
    badge: "Entorno de pruebas: no se realiza ningún cargo real",
    plan: "Plan",
    interval: "Periodicidad",
    zones: "Zonas",
    perZone: (price: string, count: number) => `${count} × ${price}`,
    trial: (days: number) => `Incluye ${days} días de prueba gratis`,
    base: "Base imponible",
    iva: (percent: number) => `IVA (${percent} %)`,
    dueToday: "Hoy pagas",
    firstCharge: "Primer cargo",
    renewal: "Próxima renovación",
    chargeOn: (amount: string, date: string) => `${amount} el ${date}`,
    /** The next charge, IVA included. */
    withIva: (amount: string) => `${amount} IVA incluido`,
    card: "Número de tarjeta",
    cardHint: "Usa 4242 4242 4242 4242 para aprobar o 4000 0000 0000 0002 para simular un rechazo.",
    pay: "Pagar",
    startTrial: "Empezar prueba gratis",
    paying: "Procesando...",
    cancel: "Cancelar",
    declined: "Tu tarjeta ha sido rechazada. Prueba con otra.",
    invalidCard: "El número de tarjeta no es válido.",
    unavailable: "Este pago ya no está disponible.",
    /** A link that can no longer be paid, said as soon as it opens, with why. */
    closed: {
      completed: "Este pago ya se hizo: tu suscripción está en marcha.",
      canceled: "Este pago se canceló y ya no se puede completar.",
      expired: "Este enlace de pago ha caducado. Vuelve a elegir tu plan para pagar.",
      superseded:
        "Ya tienes una suscripción en curso, así que este pago ya no hace falta y no se puede completar.",
    },
    toSubscription: "Ir a Suscripción",
    /** Decision 027: the number of zones carried from /pricing, changed before paying. */
    zonesLabel: "Número de zonas",
    zonesChange: "Cambiar",
    zonesError: "No se pudo cambiar el número de zonas. Inténtalo de nuevo.",
    /** The billing details the invoice will carry, shown to confirm before paying. */
    billingHeading: "La factura irá a nombre de",
    billingConfirm:
      "Comprueba tus datos de facturación antes de pagar; puedes cambiarlos con «Editar».",
    billingDetails:
      "Antes de pagar necesitamos tus datos de facturación (NIF y dirección) para tu factura: pulsa «Editar», rellénalos y guarda.",
  },
  portal: {
    title: "Portal de facturación (pruebas)",
    lead: "Gestiona tu suscripción de prueba.",
    renew: "Renovar suscripción",
    cancel: "Cancelar al final del periodo",
    back: "Volver a Suscripción",
    renewed: "Suscripción renovada.",
    canceled: (date: string) => `Cancelada. Mantendrás el acceso hasta el ${date}.`,
    none: "No tienes una suscripción que gestionar.",
    error: "No se pudo completar la acción. Inténtalo de nuevo.",
  },
} as const;

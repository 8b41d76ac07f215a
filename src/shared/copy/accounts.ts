import { inputCopy } from "./input";

/** Identity: registration, sign-in, password reset, verification. Product §4, §5, §8. */
/** "40 segundos", "1 minuto", "15 minutos": rounded up, never promising too early. */
function waitTime(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? "1 segundo" : `${seconds} segundos`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minuto" : `${minutes} minutos`;
}

/** The zones chosen on /pricing, when more than one (prices are per zone). */
const forZones = (zones: number) => (zones > 1 ? ` para ${zones} zonas` : "");

export const accountsCopy = {
  fields: {
    fullName: "Nombre completo",
    email: "Email",
    password: "Contraseña",
    confirmPassword: "Confirmar contraseña",
    showPassword: "Mostrar contraseña",
    hidePassword: "Ocultar contraseña",
  },
  placeholders: {
    fullName: "Ana García",
    email: "tu@negocio.es",
  },
  required: "Este campo es obligatorio",
  invalidEmail: "El email no es válido",
  tooLong: (max: number) => inputCopy.atMost(max),
  passwordRules: {
    heading: "La contraseña debe tener:",
    length: "Al menos 8 caracteres",
    upper: "Una letra mayúscula",
    lower: "Una letra minúscula",
    digit: "Un número",
    met: "cumplido",
    unmet: "pendiente",
  },
  register: {
    title: "Crear cuenta",
    description: "Crea tu cuenta y empieza tu prueba gratuita.",
    lead: "Empieza a poner música a tu negocio en minutos.",
    leadWithChoice:
      "Crea tu cuenta y, cuando verifiques tu email e inicies sesión, seguirás con el plan que has elegido.",
    /** The plan chosen on /pricing, named with its price as its card shows it. */
    leadWithPlan: (plan: string, price: string, zones = 1) =>
      `Crea tu cuenta y, cuando verifiques tu email e inicies sesión, seguirás con el plan ${plan} (${price})${forZones(zones)}.`,
    leadWithTrial: (trial: string, price: string, zones = 1) =>
      `Crea tu cuenta y, cuando verifiques tu email e inicies sesión, empezarás la ${trial} (${price})${forZones(zones)}.`,
    submit: "Crear cuenta",
    submitting: "Creando cuenta...",
    toLogin: "¿Ya tienes cuenta?",
    toLoginLink: "Inicia sesión",
    success:
      "Registro exitoso. Por favor revisa tu correo electrónico para verificar tu cuenta antes de iniciar sesión.",
    /** What replaces the form once the account exists: where the link went, and resending it. */
    sent: {
      sentTo: "Hemos enviado el enlace de verificación a",
      notReceived: "¿No te ha llegado? Revisa la carpeta de spam o pide otro.",
      resend: "Reenviar",
      resending: "Reenviando...",
      resendIn: (seconds: number) => `Reenviar (en ${seconds} s)`,
      resendFailed: "No se pudo reenviar el email de verificación. Por favor, intenta de nuevo",
      otherEmail: "Usar otro email",
      toLogin: "¿Ya has verificado tu email?",
    },
    errors: {
      weakPassword: "La contraseña no cumple con los requisitos mínimos",
      mismatch: "Las contraseñas no coinciden",
      emailInUse: "Ya existe una cuenta con este email",
      invalidImage: "La imagen debe ser una dirección web (http o https)",
      invalidEmail: "El email no es válido",
      disabled: "El registro de usuarios está deshabilitado",
      tooWeak: "La contraseña es demasiado débil",
      other: "Error al registrar. Por favor, intenta de nuevo",
    },
  },
  login: {
    title: "Iniciar sesión",
    description: "Accede a tu panel para reproducir música y gestionar tu suscripción.",
    lead: "Hola de nuevo. Accede a tu panel de música.",
    leadWithChoice: "Inicia sesión para seguir con el plan que has elegido.",
    submit: "Iniciar sesión",
    submitting: "Iniciando sesión...",
    forgotPassword: "¿Olvidaste tu contraseña?",
    toRegister: "¿No tienes cuenta?",
    toRegisterLink: "Regístrate",
    verified: "Tu email ha sido verificado. Ya puedes iniciar sesión.",
    passwordReset: "Tu contraseña se ha actualizado. Inicia sesión con la nueva contraseña.",
    verificationFailed:
      "El enlace de verificación no es válido o ha caducado. Inicia sesión para recibir uno nuevo.",
    resendVerification: "Reenviar email de verificación",
    resendingVerification: "Enviando...",
    verificationResent:
      "Te hemos enviado un nuevo email de verificación. Revisa tu bandeja de entrada.",
    errors: {
      unverified:
        "Debes verificar tu correo electrónico antes de iniciar sesión. Revisa tu bandeja de entrada o spam.",
      invalidEmail: "El email no es válido",
      disabled: "Esta cuenta ha sido deshabilitada",
      invalidCredentials: "Credenciales inválidas. Verifica tu email y contraseña",
      other: "Error al iniciar sesión. Por favor, intenta de nuevo",
    },
  },
  forgot: {
    sending: "Enviando correo...",
    emailRequired: "Por favor, ingresa tu email para recuperar la contraseña",
    success:
      "Se ha enviado un email con instrucciones para recuperar tu contraseña. Revisa tu bandeja de entrada y carpeta de spam.",
    errors: {
      invalidEmail: "El email no es válido",
      other: "Error al enviar el email de recuperación. Por favor, intenta de nuevo",
    },
  },
  reset: {
    title: "Nueva contraseña",
    description: "Elige una nueva contraseña para tu cuenta.",
    lead: "Elige una contraseña nueva. Cerraremos la sesión en tus otros dispositivos.",
    newPassword: "Nueva contraseña",
    confirmPassword: "Confirmar nueva contraseña",
    submit: "Guardar contraseña",
    submitting: "Guardando...",
    invalidLink:
      "El enlace para cambiar la contraseña no es válido o ha caducado. Solicita uno nuevo.",
    backToLogin: "Volver a iniciar sesión",
    errors: {
      other: "Error al actualizar la contraseña. Por favor, intenta de nuevo",
    },
  },
  /** Sign-in and sign-up refused for a moment: too many passwords being checked at once. */
  busy: "Ahora mismo entra mucha gente a la vez. Inténtalo de nuevo en unos segundos.",
  tooManyAttempts: "Demasiados intentos. Por favor, espera un momento antes de intentar de nuevo",
  tooManyAttemptsWait: (seconds: number) =>
    `Demasiados intentos. Por favor, espera ${waitTime(seconds)} antes de intentar de nuevo`,
  backHome: "Volver al inicio",
} as const;

/** Sign-in and registration screens. */
export const authCopy = {
  login: {
    title: "Iniciar sesión",
    description: "Accede a tu panel para reproducir música y gestionar tu suscripción.",
    placeholder: "Muy pronto podrás acceder aquí a tu panel de música.",
    toRegister: "¿No tienes cuenta? Regístrate",
  },
  register: {
    title: "Crear cuenta",
    description: "Crea tu cuenta y empieza tu prueba gratuita.",
    placeholder: "Muy pronto podrás crear aquí tu cuenta y empezar la prueba gratuita.",
    toLogin: "¿Ya tienes cuenta? Inicia sesión",
  },
  backHome: "Volver al inicio",
} as const;

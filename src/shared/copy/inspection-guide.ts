/**
 * "Guía para inspecciones": what an owner shows and says when a collecting society's
 * inspector visits (business.md, "The licence question"). Plain words, no legal claims
 * beyond what the certificate states; never that anyone is exempt from anything.
 */
export const inspectionGuideCopy = {
  title: "Guía para inspecciones",
  description:
    "Qué enseñar y qué decir si un inspector de una entidad de gestión visita tu establecimiento.",
  lead: "Si un inspector de SGAE, AGEDI o AIE visita tu establecimiento, esto es lo que conviene saber.",
  sections: {
    certificate: {
      heading: "Qué es el certificado",
      text: (brand: string) =>
        `El certificado de licencia de música ambiental acredita que la música que suena en tu establecimiento a través de ${brand} está licenciada directamente por sus titulares. Lleva el nombre de tu empresa y su NIF/CIF, el establecimiento, las fechas de vigencia y un código QR para comprobarlo. Hay uno por establecimiento y se renueva con cada periodo de tu suscripción: descárgalo de nuevo cuando empiece el siguiente.`,
      link: "Descargar mis certificados",
    },
    show: {
      heading: "Qué enseñar",
      items: [
        "El certificado del establecimiento, impreso o en el móvil.",
        "La página de verificación: al escanear el código QR, el inspector ve sin registrarse si el certificado es válido, y puede preguntar «¿Qué sonaba?» en una fecha y hora concretas.",
        "El historial de reproducción de tu panel: qué canción sonó, cuándo y durante cuánto tiempo. Responde a preguntas como «¿qué sonaba a las 13:42?».",
      ],
      historyLink: "Abrir el historial de reproducción",
    },
    files: {
      heading: "Si más tarde te piden pruebas",
      text: "Si una entidad de gestión o un juzgado te pide demostrar qué música sonaba en un periodo, prepara un expediente de inspección: reúne las reproducciones selladas, los derechos de cada canción, tus facturas pagadas y tu declaración en un PDF que cualquiera puede comprobar.",
      link: "Preparar un expediente de inspección",
    },
    say: {
      heading: "Qué decir",
      text: (brand: string) =>
        `Con calma y en pocas palabras: «La música que suena es de ${brand}, un servicio con licencia directa de sus titulares. Aquí tiene el certificado; puede comprobarlo con el código QR». Si el inspector anota una canción, comprobadla juntos en el historial o en «¿Qué sonaba?».`,
    },
    scope: {
      heading: "Qué no cubre",
      text: (brand: string) =>
        `Solo la música reproducida a través de ${brand}. No cubre televisión, radio ni música en directo: si en tu local suenan, necesitan su propia licencia.`,
    },
    sign: {
      heading: "Qué no firmar",
      text: "No tienes obligación de firmar el acta del inspector. Si te la ofrecen, puedes no firmarla o escribir que no estás de acuerdo. No firmes en ese momento contratos de licencia ni reconocimientos de deuda: pide una copia de lo que te dejen y consúltalo con tu asesor.",
    },
  },
  help: "¿Dudas? Escríbenos a",
} as const;

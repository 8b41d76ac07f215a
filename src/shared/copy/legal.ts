/** The legal pages. Figures come from the plan catalogue, names from configuration. */
export interface LegalFacts {
  brandName: string;
  legalName: string;
  supportEmail: string;
  monthlyFee: string;
  annualFee: string;
  trialDays: number;
}

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  title: string;
  description: string;
  sections: (facts: LegalFacts) => LegalSection[];
}

export const legalCopy = {
  lastUpdated: (date: string) => `Última actualización: ${date}`,
  operatorLine: (legalName: string, brandName: string) =>
    `Titular del servicio: ${legalName}, que opera bajo la marca ${brandName}.`,
  contactLine: "Para cualquier consulta sobre este documento escríbenos a",
} as const;

// Independent legal texts, each changed and dated on its own: their alike parts stay written out.
export const termsAndConditions: LegalDocument = {
  title: "Términos y condiciones",
  description: "Condiciones de contratación del servicio de música ambiental.",
  sections: (f) => [
    {
      heading: "1. Objeto",
      paragraphs: [
        `Estos términos regulan la contratación del servicio de música ambiental por suscripción que ${f.legalName} presta bajo la marca ${f.brandName} a negocios y profesionales.`,
        "El servicio permite reproducir en tu establecimiento música con licencia para uso comercial en público, crear listas de reproducción y gestionar tu suscripción desde el panel.",
      ],
    },
    {
      heading: "2. Planes y precios",
      paragraphs: [
        `La cuota mensual del servicio es de ${f.monthlyFee} y la cuota anual de ${f.annualFee}. Los precios se indican en euros, sin IVA.`,
        `Las nuevas cuentas pueden disfrutar de una prueba gratuita de ${f.trialDays} días. Si no cancelas antes de que termine, la suscripción continúa con el plan elegido.`,
        "Los planes personalizados para cadenas se rigen por la oferta firmada con cada cliente.",
      ],
    },
    {
      heading: "3. Pago y renovación",
      paragraphs: [
        "Las suscripciones se cobran por adelantado y se renuevan automáticamente al final de cada periodo, mensual o anual.",
        "Puedes cambiar de plan en cualquier momento desde el panel; el nuevo plan sustituye al anterior.",
      ],
    },
    {
      heading: "4. Cancelación",
      paragraphs: [
        "Puedes cancelar tu suscripción en cualquier momento desde el panel. En caso de cancelación, mantienes el acceso hasta el final del periodo pagado y no se realizan más cargos.",
      ],
    },
    {
      heading: "5. Disponibilidad del servicio",
      paragraphs: [
        "Nos comprometemos a una disponibilidad del 99,9 % del servicio de reproducción, medida mensualmente, salvo mantenimientos programados anunciados con antelación.",
      ],
    },
    {
      heading: "6. Licencia de uso",
      paragraphs: [
        "La música del catálogo se licencia para su reproducción pública en el establecimiento del suscriptor mientras la suscripción esté activa. No está permitido descargarla, redistribuirla ni emitirla por radio o televisión.",
      ],
    },
    {
      heading: "7. Expediente de inspección: lo que prueba y lo que no",
      paragraphs: [
        `Desde el panel puedes preparar un expediente de inspección de tu establecimiento para un periodo: un PDF con tus datos y los nuestros, las facturas pagadas que cubren el servicio, cada reproducción registrada (o los totales por día y las reproducciones de los días que elijas), los derechos de cada canción que sonó (autoría, interpretación, propietario de la grabación, licencia y entidades que no la gestionan), los sellos diarios del registro y, si la firmas, tu declaración de que ${f.brandName} fue la única música ambiental del local.`,
        "Lo que prueba: qué canciones sonaron a través del servicio, en qué zona y a qué hora, que esas canciones tenían licencia para su comunicación pública y quién es titular de sus derechos, y que el registro no ha cambiado desde que se selló. Cada expediente lleva un código y un código QR: cualquiera puede comprobar en línea que el archivo es exactamente el que se emitió, porque su huella SHA-256 quedó sellada al emitirlo, con el sello de tiempo de una autoridad independiente cuando está configurado.",
        "Lo que no prueba: que no sonara otra música en el local por otros medios (radio, televisión, música en directo u otros servicios), ni lo que sonó fuera del servicio o con el reproductor apagado. Tu declaración es tuya: la firmas tú y respondes de su veracidad. El expediente es un medio de prueba que valoran el inspector o el juzgado; no sustituye a una licencia de una entidad de gestión si pones música que esa entidad gestiona.",
      ],
    },
    {
      heading: "8. Contacto",
      paragraphs: [`Atención al cliente: ${f.supportEmail}.`],
    },
  ],
};

export const privacyPolicy: LegalDocument = {
  title: "Política de privacidad",
  description: "Cómo tratamos tus datos personales.",
  sections: (f) => [
    {
      heading: "1. Responsable del tratamiento",
      paragraphs: [
        `${f.legalName} (${f.brandName}) es responsable de los datos personales que nos facilitas. Puedes contactar con nosotros en ${f.supportEmail}.`,
      ],
    },
    {
      heading: "2. Datos que tratamos",
      paragraphs: [
        "Datos de cuenta (nombre, correo electrónico, teléfono y empresa), datos de facturación, el estado de tu suscripción y tus preferencias de reproducción.",
        "No guardamos los datos de tu tarjeta: los pagos los procesa nuestro proveedor de pagos.",
        "El registro de reproducciones de tus establecimientos y, si preparas un expediente de inspección, la declaración que firmas con tu nombre. La página pública que comprueba un expediente o un certificado muestra solo el nombre comercial y la ciudad del establecimiento, nunca tu NIF ni tu dirección.",
      ],
    },
    {
      heading: "3. Finalidades y base legal",
      paragraphs: [
        "Prestar el servicio contratado y facturarlo (ejecución del contrato), cumplir nuestras obligaciones fiscales (obligación legal) y, solo si nos das tu consentimiento al registrarte o en tu perfil, enviarte novedades y ofertas por email (consentimiento). Puedes retirarlo cuando quieras desde tu perfil o con el enlace de cada email, sin que afecte a tu cuenta.",
      ],
    },
    {
      heading: "4. Conservación",
      paragraphs: [
        "Conservamos tus datos mientras tu cuenta esté activa y, después, durante los plazos que exige la ley.",
      ],
    },
    {
      heading: "5. Tus derechos",
      paragraphs: [
        `Puedes ejercer tus derechos de acceso, rectificación, supresión, oposición, limitación y portabilidad escribiendo a ${f.supportEmail}. También puedes reclamar ante la Agencia Española de Protección de Datos.`,
      ],
    },
  ],
};

export const termsOfUse: LegalDocument = {
  title: "Condiciones de uso",
  description: "Normas de uso del sitio web y del panel.",
  sections: (f) => [
    {
      heading: "1. Aceptación",
      paragraphs: [
        `El uso de este sitio web y del panel de ${f.brandName} implica la aceptación de estas condiciones.`,
      ],
    },
    {
      heading: "2. Cuentas",
      paragraphs: [
        "Eres responsable de mantener la confidencialidad de tu contraseña y de toda la actividad de tu cuenta. Para iniciar sesión necesitas verificar tu correo electrónico.",
      ],
    },
    {
      heading: "3. Uso permitido",
      paragraphs: [
        "La música solo puede reproducirse en los establecimientos del suscriptor mientras la suscripción esté activa. Queda prohibido intentar descargar, copiar o redistribuir el contenido.",
      ],
    },
    {
      heading: "4. Disponibilidad",
      paragraphs: [
        "Trabajamos para ofrecer una disponibilidad del 99,9 %. Si cancelas tu suscripción, mantienes el acceso hasta el final del periodo pagado.",
      ],
    },
    {
      heading: "5. Propiedad intelectual",
      paragraphs: [
        `Los textos, diseños y marcas de este sitio pertenecen a ${f.legalName}. La música pertenece a sus autores y se ofrece bajo licencia.`,
      ],
    },
  ],
};

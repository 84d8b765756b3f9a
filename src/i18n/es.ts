// Formal US Spanish (usted); terms from the glossary in content/legal/README.md.
import type { Catalogue } from './catalogue';
import type { RuleName } from '../config/rules';

const ruleWords: Partial<Record<RuleName, string>> = {
  entriesPerDay: 'una',
  arbitrationVenue: 'el Condado de San Francisco, California',
};

// The article and possessive agree with the title's noun, whose gender is read from its ending
// (-a, -ión, -ad, -ud: feminine; -s or -es: plural), which holds for document names.
function titleForms(title: string) {
  const noun = title.split(' ')[0]!.toLowerCase();
  const plural = noun.endsWith('s');
  const singular = plural ? noun.replace(/(es|s)$/, '') : noun;
  const feminine = /(a|i[oó]n|ad|ud)$/.test(singular);
  const article = feminine ? (plural ? 'las' : 'la') : plural ? 'los' : 'el';
  return {
    ofThe: article === 'el' ? `del ${title}` : `de ${article} ${title}`,
    our: `nuestr${feminine ? 'a' : 'o'}${plural ? 's' : ''} ${title}`,
  };
}

/** After a colon a leading article or "cada" loses its capital; a name or brand is left as is. */
export const afterColon = (phrase: string) =>
  phrase.replace(/^(Un|Una|Unos|Unas|El|La|Los|Las|Cada)(?=\s)/u, (word) => word.toLowerCase());

const sectionCount = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

export const es: Catalogue = {
  pages: {
    home: {
      headline: 'Comparta su opinión y obtenga una oportunidad diaria de ganar.',
      description:
        'Inscríbase en el programa de encuestas y participe a diario con una encuesta, o gratis por correo postal. No es necesario comprar ni responder encuestas.',
    },
    support: {
      title: 'Asistencia',
      headline: 'Asistencia: estamos para ayudarle',
      description: (brand: string) =>
        `¿Tiene preguntas sobre su cuenta de ${brand}, una encuesta, una participación en un sorteo o un premio? Escriba a nuestro equipo por correo electrónico.`,
    },
    promotions: {
      title: 'Promociones',
      headline: 'Promociones: los términos de cada sorteo',
      description:
        'Términos de la Promoción de cada sorteo: períodos de participación, sorteos, premios y sus valores, probabilidades y cómo participar gratis por correo postal.',
    },
    notFound: {
      title: 'Página no encontrada',
      headline: 'Página no encontrada',
      description:
        'La página que buscaba no existe o cambió de dirección. Vuelva a la página de inicio.',
    },
  },
  home: {
    badge: {
      current: 'Registro gratuito · Sorteos diarios abiertos',
      upcoming: 'Registro gratuito · Sorteos diarios muy pronto',
      none: 'Registro gratuito',
    },
    title: <T>(highlight: (words: string) => T) => [
      'Comparta su opinión y ',
      highlight('obtenga una oportunidad diaria de ganar.'),
    ],
    getStarted: 'Comience ahora',
    seeHow: 'Vea cómo funciona',
    survey: {
      label: 'Encuesta de hoy',
      duration: '2 min',
      question: '¿Dónde suele comprar sus comestibles?',
      options: ['En línea', 'En una tienda', 'Un poco de cada'],
      done: 'Encuesta de hoy completada',
      entry: {
        current: 'Una participación en el sorteo de hoy, si se inscribió',
        upcoming: 'Las participaciones se abren con el próximo sorteo',
        none: 'Gracias por sus respuestas',
      },
    },
    features: {
      title: 'Donde el dinero vuela hacia usted',
      lead: 'Bastan unos minutos al día. Comparta lo que piensa, obtenga su participación si se inscribió en el programa de encuestas y esté atento al anuncio del ganador.',
      opinion: {
        title: 'Su opinión vale dinero',
        text: 'Responda unas breves preguntas sobre los productos, las marcas y las ideas que le interesan. Los premios en efectivo son para ganadores elegidos al azar; si se inscribió en el programa de encuestas, cada encuesta le da una participación, no un pago.',
      },
      chance: {
        title: 'Cada encuesta es una oportunidad de ganar',
        text: (entriesPerDay: string) =>
          `Con un sorteo abierto, y si se inscribió en el programa de encuestas, la encuesta del día le da ${entriesPerDay} participación en línea en el sorteo de ese día, y solo ${entriesPerDay}. Participar por correo postal es gratis, con las mismas probabilidades de ganar.`,
      },
      winner: {
        title: 'Comience ahora. Sea el próximo ganador',
        text: (affidavitDays: string) =>
          `Regístrese gratis en menos de un minuto. Para recibir el pago, el ganador debe cumplir las Reglas Oficiales y devolver firmada la Declaración Jurada de Elegibilidad en un plazo de ${affidavitDays} días.`,
      },
    },
    closing: {
      title: {
        current: 'Participe gratis en el sorteo de hoy',
        upcoming: 'Prepárese para el próximo sorteo',
        none: 'Comparta su opinión gratis',
      },
      lead: {
        current:
          'Regístrese gratis, inscríbase en el programa de encuestas y responda la encuesta de hoy para participar en el sorteo de hoy, o participe gratis por correo postal.',
        upcoming: <T>(programme: string, start: T) => [
          `Regístrese gratis ahora. ${programme} abre la participación el `,
          start,
          ': desde entonces, si se inscribió en el programa de encuestas, responda la encuesta del día para participar en el sorteo de ese día, o participe gratis por correo postal.',
        ],
        none: 'Regístrese gratis y responda una breve encuesta al día. Cada sorteo se anuncia con sus Términos de la Promoción antes de abrirse.',
      },
      action: 'Empiece a participar ahora',
    },
  },
  abbreviatedRules: {
    noPurchase: 'No es necesario comprar ni responder encuestas.',
    anyArea: 'los lugares que permiten las Reglas Oficiales',
    eligibility: (area: string, minimumAge: string) =>
      `Abierto a residentes legales de ${area} que tengan ${minimumAge} años o más (o la mayoría de edad del lugar donde residan, si es superior). Nulo donde esté prohibido.`,
    odds: (minimumEntries: string) =>
      `Las probabilidades de ganar dependen del número de participaciones elegibles y de premios del sorteo, incluidos los trasladados. Salvo el último, un sorteo con menos de ${minimumEntries} participaciones elegibles no se realiza: sus participaciones y su premio se trasladan al siguiente; el último otorga todos los premios, sea cual sea el número de participaciones.`,
    prizes: (prizes: readonly string[], total: string) =>
      `Premios (valor minorista aproximado, VMA): ${prizes.join('; ')}; VMA total: ${total}.`,
    prize: (description: string, arv: string, count: string) =>
      `${afterColon(description)}, ${arv} cada uno, ${count} en total`,
    sponsor: (sponsor: string) => `Patrocinador: ${sponsor}`,
    period: <T>(programme: string, start: T, end: T) => [
      programme,
      ' se realiza desde el ',
      start,
      ' hasta el ',
      end,
      '.',
    ],
    officialRules: 'Reglas Oficiales',
    freeEntry: 'Participación gratuita por correo postal',
  },
  skipLink: 'Saltar al contenido principal',
  previewBanner:
    'Vista previa: este es un borrador de textos no publicados, destinado a revisión; no es el sitio publicado. Nada de lo que aquí figura está en vigor.',
  languageName: 'Español',
  footer: {
    navigation: 'Información legal y asistencia',
    copyright: (year: number, brand: string) => `© ${year} ${brand}`,
  },
  theme: {
    label: 'Tema',
    choices: { light: 'Claro', dark: 'Oscuro', system: 'Sistema' },
  },
  toasts: { area: 'Notificaciones', close: 'Cerrar notificación' },
  copyEmail: {
    button: 'Copiar el correo',
    copied: 'Dirección de correo electrónico copiada',
    failed: 'No se pudo copiar la dirección',
    fallback: (address: string) => `Escríbanos a ${address}`,
  },
  sectionLinks: {
    permalink: (section: string) => `Sección titulada ${section}`,
    copy: (section: string) => `Copiar el enlace a la sección: ${section}`,
    copied: 'Enlace copiado',
    failed: 'No se pudo copiar el enlace',
  },
  legal: {
    eyebrow: 'Información legal',
    contents: 'Índice',
    // Followed by the date: "Entra en vigor el 15 de diciembre de 2026".
    takesEffect: 'Entra en vigor el',
    announcedFor: 'Anunciada para el',
    dateLabels: {
      Effective: 'Fecha de entrada en vigor:',
      'Last updated': 'Última actualización:',
    },
    versionHistory: 'Historial de versiones',
    downloadPdf: 'Descargar PDF',
    table: (headers: readonly string[]) =>
      headers.length ? `Tabla: ${headers.join(', ')}` : 'Tabla',
    breadcrumbHome: 'Inicio',
    pdfOfVersion: (date: string) => `de la versión del ${date}`,
    pdf: {
      title: (title: string, date: string) => `${title} (versión del ${date})`,
      applies: (date: string) =>
        `Versión del ${date}: rige desde ese día hasta que la reemplace una versión posterior, como indica la dirección permanente que figura abajo.`,
      textSha256: 'SHA-256 del texto: ',
      address: 'Dirección permanente: ',
      translation:
        'Esta es una traducción; en caso de discrepancia, prevalece el texto en inglés: ',
      header: (brand: string, title: string, date: string) =>
        `${brand} · ${title} · Versión del ${date}`,
      pageNumber: (page: number, pages: number) => `Página ${page} de ${pages}`,
    },
  },
  history: {
    title: (document: string) => `${document}: historial de versiones`,
    description: (document: string) =>
      `Todas las versiones de ${titleForms(document).our}: cuándo se aplicó cada una, qué cambió y la comparación de cada cambio.`,
    intro: <T>(feedLink: (words: string) => T) => [
      'Cada versión se aplica desde el día en que entra en vigor hasta que entra en vigor la siguiente, salvo que se sustituya antes de entrar en vigor. Siga las actualizaciones en ',
      feedLink('el canal de actualizaciones legales'),
      '.',
    ],
    onlyVersion: 'No hay versiones anteriores de este documento.',
    list: 'Versiones, de la más reciente a la más antigua',
    status: {
      current: 'En vigor',
      upcoming: 'Próxima',
      superseded: 'Archivada',
      withdrawn: 'Nunca entró en vigor',
    },
    takesEffectOn: <T>(date: T) => ['Entra en vigor el ', date, '.'],
    inForceSince: <T>(date: T) => ['En vigor desde el ', date, '.'],
    inForceFromUntil: <T>(from: T, until: T) => ['En vigor del ', from, ' al ', until, '.'],
    withdrawn: <T>(announced: T, replacing: T) => [
      'Anunciada para el ',
      announced,
      '; la sustituyó antes de entrar en vigor la versión del ',
      replacing,
      ', por lo que nunca se aplicó.',
    ],
    changes: 'Resumen de cambios',
    corrections: 'Correcciones de este texto',
    read: 'Leer esta versión',
    compare: 'Comparar con la versión anterior',
  },
  version: {
    title: (document: string, date: string) => `${document} (versión del ${date})`,
    upcomingTitle: (document: string, date: string) => `${document} (próxima versión del ${date})`,
    versionOf: <T>(date: T) => ['la versión del ', date],
    currentVersion: 'la versión vigente',
    noLongerInForce: 'Esta versión ya no está en vigor',
    neverInForce: 'Esta versión nunca entró en vigor',
    readCurrent: 'lea la versión vigente',
    appliedFromUntil: <T>(from: T, until: T) => ['Se aplicó del ', from, ' al ', until, '.'],
    seeNextChanges: 'Vea qué cambió después',
    takesEffectOn: <T>(date: T) => ['Esta versión entra en vigor el ', date],
    // Spanish names the later version first and the current one last.
    untilThenEach: <T>(earlierLink: T, currentLink: T) => [
      'Hasta entonces, ',
      earlierLink,
      ' se aplica a partir de su propia fecha y, antes de ella, ',
      currentLink,
      '.',
    ],
    untilThenCurrent: <T>(currentLink: T) => ['Hasta entonces, se aplica ', currentLink, '.'],
    seeChanges: 'Vea qué cambia',
    inForceNow: <T>(link: T) => ['Esta es la versión en vigor actualmente, también en ', link, '.'],
    replacedBy: <T>(first: boolean, until: T, versionLink: T, changesLink: T) => [
      first ? 'Esta' : 'Esa',
      ' versión se aplica hasta el ',
      until,
      ', cuando la sustituye ',
      versionLink,
      ' — ',
      changesLink,
      '.',
    ],
    seeWhatItChanges: 'vea qué cambia',
  },
  translation: {
    englishControls: <T>(englishLink: (words: string) => T) => [
      'Esta es una traducción. En caso de discrepancia, prevalece ',
      englishLink('la versión en inglés'),
      '.',
    ],
    untranslated:
      'Esta versión todavía no se ha traducido al español. A continuación figura el texto original en inglés, que es el que se aplica.',
    latestTranslation: <T>(link: T) => [
      'En el historial de versiones se conserva ',
      link,
      ', la más reciente.',
    ],
    translationOf: <T>(date: T) => ['la traducción de la versión del ', date],
    notTranslated: 'Disponible solo en inglés, sin traducir',
    earlierVersion: 'Traducción de una versión anterior: la versión vigente aún no está traducida',
  },
  comparison: {
    title: (document: string, date: string) => `${document}: cambios del ${date}`,
    description: (document: string, from: string, to: string) =>
      `Qué cambió en ${titleForms(document).our} de la versión del ${from} a la versión del ${to}.`,
    eyebrow: 'Información legal · Comparación',
    fromTo: <T>(fromLink: T, toLink: T) => ['De ', fromLink, ' a ', toLink, '.'],
    allVersions: (document: string) => `Todas las versiones ${titleForms(document).ofThe}`,
    sections: (summary: string) => `Secciones: ${summary}.`,
    counts: {
      changed: (count: number) => sectionCount(count, 'modificada', 'modificadas'),
      added: (count: number) => sectionCount(count, 'agregada', 'agregadas'),
      removed: (count: number) => sectionCount(count, 'eliminada', 'eliminadas'),
      renumbered: (count: number) => sectionCount(count, 'renumerada', 'renumeradas'),
      same: (count: number) => `${count} sin cambios`,
    },
    legend: <T>(added: (words: string) => T, removed: (words: string) => T) => [
      'El texto agregado aparece ',
      added('subrayado'),
      ' y el texto eliminado, ',
      removed('tachado'),
      '.',
    ],
    badge: { added: 'Sección nueva', removed: 'Sección eliminada', changed: 'Modificada' },
    marks: { added: 'agregado', removed: 'eliminado' },
    openingText: 'Texto introductorio',
    renamedFrom: (title: string) => `Antes se titulaba “${title}”.`,
    renumberedFrom: (number: string) => `renumerada (antes ${number})`,
    referencesRenumbered: 'referencias renumeradas',
    renumberedList: 'Renumeradas, sin otros cambios',
    unchangedList: 'Sin cambios',
    noChanges: 'sin cambios',
  },
  promotions: {
    intro:
      'Los Términos de la Promoción de cada sorteo, que forman parte de las Reglas Oficiales que lo rigen. No es necesario comprar ni responder encuestas para participar ni para ganar.',
    list: 'Promociones',
    none: 'Todavía no se ha anunciado ninguna promoción.',
    period: <T>(start: T, end: T, totalValue: string) => [
      'Desde el ',
      start,
      ' hasta el ',
      end,
      `. Premios con un valor minorista aproximado total de ${totalValue}.`,
    ],
    status: {
      current: 'Participación abierta',
      upcoming: 'Próxima',
      closing: 'Cierra pronto',
      ended: 'Finalizada',
    },
    termsEyebrow: 'Términos de la Promoción',
    termsTitle: (programme: string) => `${programme}: Términos de la Promoción`,
    termsDescription: (programme: string) =>
      `Términos de la Promoción de ${programme}: período de participación, sorteos, premios y sus valores, probabilidades, ganadores y participación gratuita por correo postal.`,
    termsShortDescription: (programme: string) =>
      `Términos de la Promoción de ${programme}: período, premios, probabilidades y participación gratuita por correo postal.`,
    terms: {
      partOf: <T>(rulesLink: (words: string) => T, date: string) => [
        'Estos Términos de la Promoción forman parte de las ',
        rulesLink(`Reglas Oficiales del ${date}`),
        ', que rigen esta Promoción. No es necesario comprar ni responder encuestas para participar ni para ganar. Nulo donde esté prohibido.',
      ],
      sponsor: 'Patrocinador',
      entryPeriod: 'Período de Participación',
      period: <T>(start: T, end: T) => [
        'Desde el ',
        start,
        ' hasta el ',
        end,
        '. El reloj del Patrocinador es la hora oficial de toda participación en línea; una participación por correo postal cuenta para el período de sorteo que indica, según las fechas de matasellos y de recepción que se explican más abajo, en Participación gratuita por correo postal.',
      ],
      eligibility: 'Quién puede participar',
      eligible: (area: string, minimumAge: string) =>
        `Residentes legales de ${area} que tengan ${minimumAge} años o más, o la mayoría de edad del lugar donde residan si es superior. Nulo donde esté prohibido.`,
      howToEnter: 'Cómo participar',
      howTo: <T>(entriesPerDay: string, freeEntryLink: (words: string) => T) => [
        `En línea o por correo postal, ambas formas gratuitas: ${entriesPerDay} participación por día por persona y por dirección de correo electrónico, contando las dos formas juntas, como describen las Reglas Oficiales. Por correo postal: consulte `,
        freeEntryLink('Participación gratuita por correo postal'),
        '. Ambas formas ofrecen la misma probabilidad de ganar.',
      ],
      drawings: 'Sorteos',
      drawingPeriods: (minimumEntries: string) =>
        `Cuando estos términos dividen el Período de Participación en períodos de sorteo, cada uno tiene su propio sorteo y su propia fecha límite de participación, y el límite de participaciones, el mínimo de ${minimumEntries} participaciones elegibles, las probabilidades y la selección del ganador de las Reglas Oficiales se aplican a cada uno por separado.`,
      prizes: 'Premios',
      arv: 'VMA significa valor minorista aproximado, en dólares estadounidenses.',
      odds: 'Probabilidades de ganar',
      winners: 'Ganadores',
      affidavit: (affidavitDays: string) =>
        `El posible ganador debe devolver firmada la Declaración Jurada de Elegibilidad en un plazo de ${affidavitDays} días a partir de la recepción de la notificación, como describen las Reglas Oficiales.`,
      registrations: 'Registros',
      states: { newYork: 'Nueva York', florida: 'Florida' },
      registration: <T>(state: string, number: string, filed: T, bond: string) => [
        `${state}: registro ${number}, presentado el `,
        filed,
        `, con una fianza de ${bond}.`,
      ],
      freeEntry: 'Participación gratuita por correo postal',
      freeEntryRules: (minimumEntries: string, entriesPerDay: string) =>
        `No es necesario comprar ni responder encuestas para participar. Una participación por correo postal tiene la misma probabilidad de ganar que una participación en línea, cuenta para el mínimo de ${minimumEntries} participaciones elegibles y está limitada, junto con las participaciones en línea, a ${entriesPerDay} por persona y por dirección de correo electrónico por Día de Participación.`,
      mailTo: 'Envíela a:',
      attention: (line: string) => `Atención: ${line}`,
      freeEntryAgreement: <T>(
        rulesLink: (words: string) => T,
        arbitrationLink: (words: string) => T,
      ) => [
        'Al enviar una participación por correo postal, usted acepta las ',
        rulesLink('Reglas Oficiales'),
        ' que rigen esta Promoción, incluidos el ',
        arbitrationLink(
          'acuerdo para resolver las disputas mediante arbitraje individual y la renuncia a las demandas colectivas',
        ),
        ' de las Condiciones del Servicio, que esas Reglas aplican a todo participante, tenga o no una cuenta. Puede excluirse del arbitraje por correo electrónico o por carta, como se explica en esa sección; si no tiene una cuenta, dentro de los 30 días siguientes al envío de su primera participación.',
      ],
      prizeTable: {
        caption: (programme: string) => `Premios de ${programme}`,
        prize: 'Premio',
        each: 'VMA de cada uno × número',
        all: 'VMA en total',
        total: 'VMA total de todos los premios',
      },
    },
  },
  shareImage: {
    disclosure: (rules: string) => [
      'No es necesario comprar ni responder encuestas.',
      `Reglas Oficiales: ${rules}`,
    ],
  },
  feed: {
    title: (brand: string) => `Actualizaciones legales de ${brand}`,
    version: (document: string, date: string) =>
      `${document}: versión en vigor a partir del ${date}`,
    withdrawn: (document: string, date: string) =>
      `${document}: versión anunciada para el ${date}, que nunca entró en vigor`,
    correction: (version: string, date: string) => `${version}, corregida el ${date}`,
    seeChanges: 'Ver todos los cambios',
    readCorrected: 'Leer la versión corregida',
  },
  legalText: {
    section: (number: string) => `Sección ${number}`,
    annex: 'Anexo',
    sections: <T>(first: T, last: T) => ['Secciones ', first, ' a ', last],
    ruleWords: (name: RuleName, value: string) => ruleWords[name] ?? value,
    // The same ~50 words as English's 300 characters: Spanish runs 15–20% longer.
    summaryLimit: 360,
  },
  inShort: {
    label: 'En resumen',
    notPartOf: (title: string) => `este resumen no forma parte ${titleForms(title).ofThe}`,
    table: (count: number) =>
      `Índice, en resumen: ${count} ${count === 1 ? 'sección' : 'secciones'}`,
    tableNavigation: 'Índice, en resumen',
    tableNote: (title: string) =>
      `Cada sección con un resumen en lenguaje sencillo; los resúmenes no forman parte ${titleForms(title).ofThe}.`,
  },
  notFound: {
    eyebrow: 'Error 404',
    title: '¡Vaya! No encontramos la página',
    explanation:
      'Es posible que el enlace no funcione o que la página haya cambiado de dirección. Todo lo demás sigue donde lo dejó.',
    home: 'Volver al inicio',
  },
  support: {
    needHelp: '¿Necesita ayuda?',
    explanation:
      'Ya sea por su cuenta, una encuesta, una participación en un sorteo o el pago de un premio, nuestro equipo de asistencia le ayudará con gusto. Escríbanos y cuéntenos qué sucedió; un miembro del equipo le responderá por correo electrónico.',
    mailSubject: (brand: string) => `Ayuda con mi cuenta de ${brand}`,
    email: 'Escríbanos',
  },
};

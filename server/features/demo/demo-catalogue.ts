import type { Genre } from '../../../domain/genres';
import type { Instrument } from '../../../domain/instruments';
import type { Role } from '../../../domain/roles';
import type { SocialNetwork } from '../../../domain/social-networks';

/**
 * The demo catalogue: invented Dominican creators, songs, lyrics and playlists. Pure data (no
 * I/O) so the seed loader, the tests and any script can share it. Every name, lyric and code
 * here is fictional.
 */

/** Every demo account signs in with this password (printed by `npm start`). */
export const DEMO_PASSWORD = 'Tambora2026!';

/** Rhythm templates the demo audio generator knows (see demo-media.ts). */
export const SONG_STYLES = [
  'merengue',
  'tipico',
  'bachata',
  'salsa',
  'bolero',
  'son',
  'dembow',
  'balada',
  'mambo',
  'cumbia',
] as const;
export type SongStyle = (typeof SONG_STYLES)[number];

export interface DemoAccount {
  email: string;
  roles: Role[];
  name: string;
  lastName: string;
  nickname: string | null;
  phone: string;
  instruments: Instrument[];
  nationality: string;
  biografia: string;
  /** Parallel to social_network_link: same length, same order. */
  social_network_selected: SocialNetwork[];
  social_network_link: string[];
}

export interface DemoSong {
  /** Email of the DemoAccount that uploaded the song. */
  ownerEmail: string;
  title: string;
  gender: Genre;
  composers: string[];
  interpreters: string[];
  authors: string[];
  arrangers: string[];
  etiquetas: string[];
  /** Lyrics, lines separated by '\n'. */
  letter: string;
  registro_ONDA: string | null;
  copyright: string;
  visibility: boolean;
  /** created_at = now - daysAgo days. */
  daysAgo: number;
  /** Emails of the accounts that have the song in their library: likes = likedBy.length. */
  likedBy: string[];
  /** Hints for synthesizeSongWav: beats per minute and rhythm template. */
  tempo: number;
  style: SongStyle;
}

export interface DemoPlaylist {
  ownerEmail: string;
  name: string;
  description: string;
  public: boolean;
  isFromRepertoire: boolean;
  /** The admin's seasonal playlist shown on the home page. */
  seasonal: boolean;
  /** Song titles in playlist order; each matches a DemoSong title. */
  songTitles: string[];
  /** Index passed to drawCover(name, coverIndex) to pick the cover design. */
  coverIndex: number;
}

export interface DemoCatalogue {
  songs: DemoSong[];
  playlists: DemoPlaylist[];
}

const ADMIN = 'admin@tambora.app';
const OYENTE = 'oyente@tambora.app';
const FELLO = 'rafael.almonte@tambora.app';
const YOKASTA = 'yokasta.mejia@tambora.app';
const JC = 'juancarlos.pena@tambora.app';
const MARISOL = 'marisol.guzman@tambora.app';
const KILO = 'esteban.rosario@tambora.app';

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: ADMIN,
    roles: ['admin'],
    name: 'Carmen',
    lastName: 'Valdez Ortiz',
    nickname: 'Admin Tambora',
    phone: '809-555-0100',
    instruments: ['Ninguno'],
    nationality: 'Dominicano/a',
    biografia:
      'Curadora del repertorio de Tambora. Reúno cada temporada las canciones que suenan en las fiestas de nuestra tierra.',
    social_network_selected: ['Instagram'],
    social_network_link: ['https://www.instagram.com/tambora.app'],
  },
  {
    email: OYENTE,
    roles: ['user'],
    name: 'Luis Manuel',
    lastName: 'Taveras',
    nickname: 'Luisma',
    phone: '809-555-0101',
    instruments: ['Ninguno'],
    nationality: 'Dominicano/a',
    biografia: 'Oyente de Santo Domingo. Merengue en la mañana y bolero en la noche.',
    social_network_selected: [],
    social_network_link: [],
  },
  {
    email: FELLO,
    roles: ['composer'],
    name: 'Rafael',
    lastName: 'Almonte',
    nickname: 'Fello Almonte',
    phone: '809-555-0102',
    instruments: ['Acordeón', 'Güira'],
    nationality: 'Dominicano/a',
    biografia:
      'Acordeonista de Tamboril, Santiago. Aprendió el perico ripiao en las fiestas patronales del Cibao y lleva treinta años componiendo merengue típico.',
    social_network_selected: ['Facebook', 'Youtube'],
    social_network_link: [
      'https://www.facebook.com/felloalmonte.tipico',
      'https://www.youtube.com/@felloalmonte',
    ],
  },
  {
    email: YOKASTA,
    roles: ['composer'],
    name: 'Yokasta',
    lastName: 'Mejía Reyes',
    nickname: 'Yoka Mejía',
    phone: '809-555-0103',
    instruments: ['Guitarra', 'Piano'],
    nationality: 'Dominicano/a',
    biografia:
      'Cantautora de San Francisco de Macorís. Escribe bachatas y boleros sobre la vida de barrio, el amor y la distancia.',
    social_network_selected: ['Instagram', 'TikTok', 'Youtube'],
    social_network_link: [
      'https://www.instagram.com/yokamejia',
      'https://www.tiktok.com/@yokamejia',
      'https://www.youtube.com/@yokamejia',
    ],
  },
  {
    email: JC,
    roles: ['composer'],
    name: 'Juan Carlos',
    lastName: 'Peña',
    nickname: 'JC Tambora',
    phone: '809-555-0104',
    instruments: ['Tambora', 'Güira', 'Bajo'],
    nationality: 'Dominicano/a',
    biografia:
      'Percusionista y arreglista de la Zona Colonial. Ha tocado tambora en orquestas de merengue y salsa de todo el país.',
    social_network_selected: ['Facebook', 'Instagram'],
    social_network_link: [
      'https://www.facebook.com/jctambora',
      'https://www.instagram.com/jc.tambora',
    ],
  },
  {
    email: MARISOL,
    roles: ['composer'],
    name: 'Marisol',
    lastName: 'Guzmán',
    nickname: null,
    phone: '809-555-0105',
    instruments: ['Piano', 'Saxofón'],
    nationality: 'Dominicano/a',
    biografia:
      'Pianista formada en el Conservatorio Nacional. Compone boleros, baladas y música cristiana con acentos de jazz.',
    social_network_selected: ['Youtube', 'Twitter'],
    social_network_link: ['https://www.youtube.com/@marisolguzman', 'https://x.com/marisolguzman'],
  },
  {
    email: KILO,
    roles: ['composer'],
    name: 'Esteban',
    lastName: 'Rosario',
    nickname: 'El Kilo',
    phone: '809-555-0106',
    instruments: ['Bajo', 'Piano'],
    nationality: 'Dominicano/a',
    biografia:
      'Productor de Los Mina. Mezcla dembow y música urbana con tambora, güira y sonidos del Caribe.',
    social_network_selected: ['TikTok', 'Instagram'],
    social_network_link: [
      'https://www.tiktok.com/@elkilord',
      'https://www.instagram.com/elkilo.rd',
    ],
  },
];

const songs: DemoSong[] = [
  {
    ownerEmail: JC,
    title: 'Café en la Mañana',
    gender: 'MERENGUE',
    composers: ['Juan Carlos Peña'],
    interpreters: ['JC Tambora', 'Orquesta Sol de Oriente'],
    authors: ['Juan Carlos Peña'],
    arrangers: ['Marisol Guzmán'],
    etiquetas: ['mañana', 'café', 'fiesta'],
    letter: [
      'Huele a café colao en la cocina,',
      'la radio canta y la abuela se anima,',
      'mueve la cuchara al son de la güira,',
      'que el día empieza cuando la tambora suena.',
      'Ay, café en la mañana,',
      'dulce como tu mirada.',
    ].join('\n'),
    registro_ONDA: 'ONDA-2024-001873',
    copyright: '© 2024 Juan Carlos Peña. Todos los derechos reservados.',
    visibility: true,
    daysAgo: 1,
    likedBy: [OYENTE, ADMIN, YOKASTA, MARISOL, KILO, FELLO],
    tempo: 132,
    style: 'merengue',
  },
  {
    ownerEmail: FELLO,
    title: 'Niño del Cibao',
    gender: 'MERENGUE TIPICO',
    composers: ['Rafael Almonte'],
    interpreters: ['Fello Almonte y su Conjunto Típico'],
    authors: ['Rafael Almonte'],
    arrangers: ['Rafael Almonte'],
    etiquetas: ['cibao', 'perico ripiao', 'acordeón'],
    letter: [
      'Nací entre conucos y cañadas,',
      'con un acordeón colgado del alma,',
      'mi taita me enseñó la primera tonada',
      'debajo de una mata de mango en la tarde.',
      'Soy niño del Cibao,',
      'mi tierra me lleva a su lado.',
    ].join('\n'),
    registro_ONDA: 'ONDA-2023-004512',
    copyright: '© 2023 Rafael Almonte. Todos los derechos reservados.',
    visibility: true,
    daysAgo: 12,
    likedBy: [OYENTE, ADMIN, YOKASTA, JC, MARISOL, KILO, FELLO],
    tempo: 150,
    style: 'tipico',
  },
  {
    ownerEmail: YOKASTA,
    title: 'Luna sobre el Malecón',
    gender: 'BACHATA',
    composers: ['Yokasta Mejía Reyes'],
    interpreters: ['Yoka Mejía'],
    authors: ['Yokasta Mejía Reyes'],
    arrangers: ['Juan Carlos Peña'],
    etiquetas: ['amor', 'malecón', 'noche'],
    letter: [
      'La luna se sienta en el malecón,',
      'y yo la miro esperando tu voz,',
      'el mar me repite tu nombre bajito,',
      'y el requinto llora lo que no te dije.',
      'Vuelve, que la noche es larga,',
      'vuelve, que la luna aguarda.',
    ].join('\n'),
    registro_ONDA: 'ONDA-2025-000341',
    copyright: '© 2025 Yokasta Mejía Reyes. Todos los derechos reservados.',
    visibility: true,
    daysAgo: 0,
    likedBy: [OYENTE, JC, MARISOL, KILO, ADMIN],
    tempo: 128,
    style: 'bachata',
  },
  {
    ownerEmail: MARISOL,
    title: 'Lluvia en Constanza',
    gender: 'BOLERO',
    composers: ['Marisol Guzmán'],
    interpreters: ['Marisol Guzmán'],
    authors: ['Marisol Guzmán'],
    arrangers: ['Marisol Guzmán'],
    etiquetas: ['lluvia', 'montaña', 'nostalgia'],
    letter: [
      'Llueve despacio sobre Constanza,',
      'los pinos guardan tu última palabra,',
      'el frío me abraza como tú lo hacías,',
      'y en cada gota vuelves todavía.',
    ].join('\n'),
    registro_ONDA: 'ONDA-2024-002210',
    copyright: '© 2024 Marisol Guzmán. Todos los derechos reservados.',
    visibility: true,
    daysAgo: 25,
    likedBy: [YOKASTA, ADMIN, OYENTE],
    tempo: 78,
    style: 'bolero',
  },
  {
    ownerEmail: FELLO,
    title: 'El Acordeón de mi Abuelo',
    gender: 'MERENGUE TIPICO',
    composers: ['Rafael Almonte'],
    interpreters: ['Fello Almonte y su Conjunto Típico'],
    authors: ['Rafael Almonte', 'Ramona Ureña'],
    arrangers: ['Rafael Almonte'],
    etiquetas: ['tradición', 'familia', 'acordeón'],
    letter: [
      'Tenía los botones gastados de tanto cantar,',
      'olía a tabaco, a monte y a sal,',
      'mi abuelo lo abría y se iba la pena,',
      'y el patio entero se ponía a bailar.',
      'Suena, suena, acordeón,',
      'que tu fuelle es mi corazón.',
    ].join('\n'),
    registro_ONDA: null,
    copyright: '© 2023 Rafael Almonte. Todos los derechos reservados.',
    visibility: true,
    daysAgo: 40,
    likedBy: [JC, OYENTE, ADMIN, YOKASTA],
    tempo: 146,
    style: 'tipico',
  },
  {
    ownerEmail: JC,
    title: 'Sabor a Zona Colonial',
    gender: 'SALSA',
    composers: ['Juan Carlos Peña'],
    interpreters: ['JC Tambora', 'Combo Calle El Conde'],
    authors: ['Juan Carlos Peña'],
    arrangers: ['Juan Carlos Peña', 'Pedro Tineo'],
    etiquetas: ['salsa', 'ciudad', 'baile'],
    letter: [
      'Piedras antiguas y una clave que llama,',
      'la noche se enciende en la calle El Conde,',
      'el timbal responde, la trompeta reclama,',
      'y todo el que pasa baila sin nombre.',
      'Sabor, sabor a Zona Colonial,',
      'aquí se goza hasta el final.',
    ].join('\n'),
    registro_ONDA: 'ONDA-2024-003398',
    copyright: '© 2024 Juan Carlos Peña. Todos los derechos reservados.',
    visibility: true,
    daysAgo: 18,
    likedBy: [KILO, MARISOL],
    tempo: 96,
    style: 'salsa',
  },
  {
    ownerEmail: KILO,
    title: 'Dale Tambora',
    gender: 'DEMBOW',
    composers: ['Esteban Rosario'],
    interpreters: ['El Kilo'],
    authors: ['Esteban Rosario'],
    arrangers: ['Esteban Rosario'],
    etiquetas: ['dembow', 'calle', 'fiesta'],
    letter: [
      'Dale, dale, tambora,',
      'que el barrio se activa ahora,',
      'de Los Mina pa’l mundo entero,',
      'con güira y bajo, así lo quiero.',
      'Dale, dale, no pare,',
      'que esto es lo que sabe.',
    ].join('\n'),
    registro_ONDA: null,
    copyright: '© 2025 Esteban Rosario. Todos los derechos reservados.',
    visibility: true,
    daysAgo: 2,
    likedBy: [OYENTE],
    tempo: 116,
    style: 'dembow',
  },
  {
    ownerEmail: YOKASTA,
    title: 'Corazón de Güira',
    gender: 'BACHATA',
    composers: ['Yokasta Mejía Reyes'],
    interpreters: ['Yoka Mejía'],
    authors: ['Yokasta Mejía Reyes'],
    arrangers: ['Yokasta Mejía Reyes'],
    etiquetas: ['amor', 'desamor', 'guitarra'],
    letter: [
      'Tengo un corazón de güira,',
      'que raspa cuando suspira,',
      'me dejaste el alma en metal',
      'y una canción que suena mal.',
      'Pero sigo cantando,',
      'aunque me esté quebrando.',
    ].join('\n'),
    registro_ONDA: 'ONDA-2024-000978',
    copyright: '© 2024 Yokasta Mejía Reyes. Todos los derechos reservados.',
    visibility: true,
    daysAgo: 30,
    likedBy: [OYENTE, ADMIN, JC, FELLO, KILO, MARISOL],
    tempo: 124,
    style: 'bachata',
  },
  {
    ownerEmail: MARISOL,
    title: 'Brisa de Samaná',
    gender: 'BALADA',
    composers: ['Marisol Guzmán'],
    interpreters: ['Marisol Guzmán'],
    authors: ['Marisol Guzmán'],
    arrangers: ['Esteban Rosario'],
    etiquetas: ['mar', 'verano', 'calma'],
    letter: [
      'Llega la brisa de Samaná,',
      'trae ballenas y un poco de paz,',
      'me quito el reloj, me olvido del tiempo,',
      'y dejo que el mar me cuente su cuento.',
    ].join('\n'),
    registro_ONDA: 'ONDA-2025-000112',
    copyright: '© 2025 Marisol Guzmán. Todos los derechos reservados.',
    visibility: true,
    daysAgo: 8,
    likedBy: [YOKASTA, OYENTE],
    tempo: 72,
    style: 'balada',
  },
  {
    ownerEmail: JC,
    title: 'Mambo del Conuco',
    gender: 'MAMBO',
    composers: ['Juan Carlos Peña'],
    interpreters: ['JC Tambora'],
    authors: ['Juan Carlos Peña'],
    arrangers: ['Juan Carlos Peña'],
    etiquetas: ['mambo', 'campo', 'metales'],
    letter: [
      'Se acabó la cosecha, se prendió el mambo,',
      'el burro se ríe y el gallo canta,',
      'los metales suben, el bajo se planta,',
      'y en el conuco nadie se cansa.',
    ].join('\n'),
    registro_ONDA: null,
    copyright: '© 2023 Juan Carlos Peña. Todos los derechos reservados.',
    visibility: true,
    daysAgo: 50,
    likedBy: [],
    tempo: 100,
    style: 'mambo',
  },
  {
    ownerEmail: MARISOL,
    title: 'Gracias por el Amanecer',
    gender: 'CRISTIANO',
    composers: ['Marisol Guzmán'],
    interpreters: ['Marisol Guzmán', 'Coro Voces de Esperanza'],
    authors: ['Marisol Guzmán'],
    arrangers: ['Marisol Guzmán'],
    etiquetas: ['fe', 'gratitud', 'coro'],
    letter: [
      'Gracias por el amanecer,',
      'por la mesa y por el pan,',
      'por la mano que me levanta',
      'cuando no puedo caminar.',
      'Gracias, Señor, gracias,',
      'tu luz me vuelve a encontrar.',
    ].join('\n'),
    registro_ONDA: 'ONDA-2024-002754',
    copyright: '© 2024 Marisol Guzmán. Todos los derechos reservados.',
    visibility: true,
    daysAgo: 15,
    likedBy: [ADMIN, OYENTE, YOKASTA],
    tempo: 84,
    style: 'balada',
  },
  {
    ownerEmail: FELLO,
    title: 'Son de la Loma Verde',
    gender: 'SON',
    composers: ['Rafael Almonte'],
    interpreters: ['Fello Almonte'],
    authors: ['Rafael Almonte'],
    arrangers: ['Juan Carlos Peña'],
    etiquetas: ['son', 'loma', 'tradición'],
    letter: [
      'Allá en la loma verde,',
      'un tres se pone a hablar,',
      'el bongó le contesta',
      'y el sol se va a acostar.',
    ].join('\n'),
    registro_ONDA: null,
    copyright: '© 2024 Rafael Almonte. Todos los derechos reservados.',
    visibility: true,
    daysAgo: 22,
    likedBy: [MARISOL],
    tempo: 104,
    style: 'son',
  },
  {
    ownerEmail: KILO,
    title: 'Mi Barrio Suena',
    gender: 'URBANO',
    composers: ['Esteban Rosario'],
    interpreters: ['El Kilo', 'La Nena del Sur'],
    authors: ['Esteban Rosario'],
    arrangers: ['Esteban Rosario'],
    etiquetas: ['urbano', 'barrio', 'calle'],
    letter: [
      'Mi barrio suena a colmado y bocina,',
      'a motoconcho doblando la esquina,',
      'a doña Rosa vendiendo habichuela,',
      'a niños jugando pelota en la acera.',
      'Mi barrio suena, mi barrio suena,',
      'y esa música me llena.',
    ].join('\n'),
    registro_ONDA: 'ONDA-2025-000587',
    copyright: '© 2025 Esteban Rosario. Todos los derechos reservados.',
    visibility: true,
    daysAgo: 5,
    likedBy: [OYENTE, JC],
    tempo: 100,
    style: 'dembow',
  },
  {
    ownerEmail: FELLO,
    title: 'Nochebuena en el Batey',
    gender: 'MERENGUE',
    composers: ['Rafael Almonte'],
    interpreters: ['Fello Almonte y su Conjunto Típico'],
    authors: ['Rafael Almonte'],
    arrangers: ['Juan Carlos Peña'],
    etiquetas: ['navidad', 'nochebuena', 'familia'],
    letter: [
      'Ya huele a puerco en puya en el batey,',
      'la tía trajo el pastel en hoja,',
      'los primos llegaron de Nueva York,',
      'y el merengue no deja que nadie se encoja.',
      'Nochebuena, nochebuena,',
      'con mi gente la noche es buena.',
    ].join('\n'),
    registro_ONDA: 'ONDA-2023-005120',
    copyright: '© 2023 Rafael Almonte. Todos los derechos reservados.',
    visibility: true,
    daysAgo: 60,
    likedBy: [ADMIN, OYENTE, JC, MARISOL, YOKASTA],
    tempo: 138,
    style: 'merengue',
  },
  {
    ownerEmail: JC,
    title: 'Parranda de Diciembre',
    gender: 'MERENGUE',
    composers: ['Juan Carlos Peña'],
    interpreters: ['JC Tambora', 'Orquesta Sol de Oriente'],
    authors: ['Juan Carlos Peña', 'Ramona Ureña'],
    arrangers: ['Juan Carlos Peña'],
    etiquetas: ['navidad', 'parranda', 'aguinaldo'],
    letter: [
      'Abre la puerta, que llegó la parranda,',
      'traemos güira, tambora y guitarra,',
      'no queremos dinero ni queremos regalo,',
      'solo un traguito de jengibre caliente.',
      'Parranda, parranda de diciembre,',
      'que la alegría no se pierde.',
    ].join('\n'),
    registro_ONDA: 'ONDA-2023-005377',
    copyright: '© 2023 Juan Carlos Peña. Todos los derechos reservados.',
    visibility: true,
    daysAgo: 55,
    likedBy: [ADMIN, FELLO, OYENTE, KILO],
    tempo: 140,
    style: 'merengue',
  },
  {
    ownerEmail: YOKASTA,
    title: 'Velitas en la Ventana',
    gender: 'BOLERO',
    composers: ['Yokasta Mejía Reyes'],
    interpreters: ['Yoka Mejía'],
    authors: ['Yokasta Mejía Reyes'],
    arrangers: ['Marisol Guzmán'],
    etiquetas: ['navidad', 'ausencia', 'bolero'],
    letter: [
      'Puse velitas en la ventana,',
      'para que encuentres el camino a casa,',
      'la cena espera, la silla vacía,',
      'y el año se acaba sin tu alegría.',
      'Vuelve antes de las doce,',
      'que mi corazón te reconoce.',
    ].join('\n'),
    registro_ONDA: null,
    copyright: '© 2024 Yokasta Mejía Reyes. Todos los derechos reservados.',
    visibility: true,
    daysAgo: 45,
    likedBy: [ADMIN, MARISOL],
    tempo: 76,
    style: 'bolero',
  },
  {
    ownerEmail: YOKASTA,
    title: 'Sueño de Pescador',
    gender: 'ACUSTICO',
    composers: ['Yokasta Mejía Reyes'],
    interpreters: ['Yoka Mejía'],
    authors: ['Yokasta Mejía Reyes'],
    arrangers: ['Yokasta Mejía Reyes'],
    etiquetas: ['acústico', 'mar', 'guitarra'],
    letter: [
      'Salgo temprano con la red y la fe,',
      'el mar de Boca Chica me conoce bien,',
      'si vuelvo con poco, vuelvo cantando,',
      'que el sueño del pescador es seguir remando.',
    ].join('\n'),
    registro_ONDA: 'ONDA-2025-000702',
    copyright: '© 2025 Yokasta Mejía Reyes. Todos los derechos reservados.',
    visibility: true,
    daysAgo: 1,
    likedBy: [],
    tempo: 90,
    style: 'bolero',
  },
  {
    ownerEmail: YOKASTA,
    title: 'Pequeña Promesa',
    gender: 'BACHATA',
    composers: ['Yokasta Mejía Reyes'],
    interpreters: ['Yoka Mejía', 'El Kilo'],
    authors: ['Yokasta Mejía Reyes', 'Esteban Rosario'],
    arrangers: ['Esteban Rosario'],
    etiquetas: ['amor', 'promesa', 'dúo'],
    letter: [
      'Te hice una pequeña promesa,',
      'escrita en la servilleta de la mesa,',
      'no es de oro ni es de plata,',
      'es un sí que no se desata.',
      'Pequeña, pequeña promesa,',
      'la más grande que me queda.',
    ].join('\n'),
    registro_ONDA: 'ONDA-2024-001455',
    copyright: '© 2024 Yokasta Mejía Reyes. Todos los derechos reservados.',
    visibility: true,
    daysAgo: 10,
    likedBy: [OYENTE, KILO, JC, ADMIN],
    tempo: 130,
    style: 'bachata',
  },
  {
    ownerEmail: KILO,
    title: 'Cumbia en Montecristi',
    gender: 'CUMBIA',
    composers: ['Esteban Rosario'],
    interpreters: ['El Kilo'],
    authors: ['Esteban Rosario'],
    arrangers: ['Rafael Almonte'],
    etiquetas: ['cumbia', 'frontera', 'baile'],
    letter: [
      'En Montecristi sopla un viento salado,',
      'la cumbia cruza el río de lado a lado,',
      'el acordeón se pone colorado,',
      'y el morro nos mira bailar abrazados.',
    ].join('\n'),
    registro_ONDA: null,
    copyright: '© 2024 Esteban Rosario. Todos los derechos reservados.',
    visibility: true,
    daysAgo: 35,
    likedBy: [FELLO],
    tempo: 96,
    style: 'cumbia',
  },
  {
    ownerEmail: MARISOL,
    title: 'Borrador de Medianoche',
    gender: 'JAZZ',
    composers: ['Marisol Guzmán'],
    interpreters: ['Marisol Guzmán'],
    authors: ['Marisol Guzmán'],
    arrangers: ['Marisol Guzmán'],
    etiquetas: ['maqueta', 'piano', 'jazz'],
    letter: [
      'Son las doce y el piano no duerme,',
      'busco un acorde que todavía no existe,',
      'lo escribo, lo borro, lo vuelvo a escribir,',
      'mañana sabré si esta noche fue triste.',
    ].join('\n'),
    registro_ONDA: null,
    copyright: '© 2025 Marisol Guzmán. Todos los derechos reservados.',
    visibility: false,
    daysAgo: 1,
    likedBy: [],
    tempo: 88,
    style: 'bolero',
  },
  {
    ownerEmail: JC,
    title: 'Tambora en el Alma',
    gender: 'MERENGUE',
    composers: ['Juan Carlos Peña'],
    interpreters: ['JC Tambora'],
    authors: ['Juan Carlos Peña'],
    arrangers: ['Juan Carlos Peña'],
    etiquetas: ['tambora', 'orgullo', 'merengue'],
    letter: [
      'Un lado con la mano, el otro con el palo,',
      'así me enseñaron a hablar con el cuero,',
      'si me preguntan de dónde yo vengo,',
      'les toco un merengue y ya saben quién soy.',
      'Tambora, tambora en el alma,',
      'tú me das fuerza, tú me das calma.',
    ].join('\n'),
    registro_ONDA: 'ONDA-2025-000815',
    copyright: '© 2025 Juan Carlos Peña. Todos los derechos reservados.',
    visibility: true,
    daysAgo: 0,
    likedBy: [FELLO, KILO, OYENTE],
    tempo: 136,
    style: 'merengue',
  },
];

const playlists: DemoPlaylist[] = [
  {
    ownerEmail: ADMIN,
    name: 'Navidad Dominicana',
    description:
      'Merengues, parrandas y boleros para celebrar la Nochebuena y el fin de año en familia.',
    public: true,
    isFromRepertoire: true,
    seasonal: true,
    songTitles: [
      'Nochebuena en el Batey',
      'Parranda de Diciembre',
      'Velitas en la Ventana',
      'Niño del Cibao',
      'Gracias por el Amanecer',
      'Café en la Mañana',
    ],
    coverIndex: 0,
  },
  {
    ownerEmail: JC,
    name: 'Tambora y Güira',
    description: 'Lo mejor del merengue de orquesta y del típico: para bailar de principio a fin.',
    public: true,
    isFromRepertoire: true,
    seasonal: false,
    songTitles: [
      'Tambora en el Alma',
      'Café en la Mañana',
      'El Acordeón de mi Abuelo',
      'Niño del Cibao',
      'Mambo del Conuco',
    ],
    coverIndex: 3,
  },
  {
    ownerEmail: OYENTE,
    name: 'Para el Camino',
    description: 'Mis canciones para la guagua de regreso a casa.',
    public: false,
    isFromRepertoire: false,
    seasonal: false,
    songTitles: ['Luna sobre el Malecón', 'Corazón de Güira', 'Brisa de Samaná', 'Mi Barrio Suena'],
    coverIndex: 6,
  },
];

export const DEMO_CATALOGUE: DemoCatalogue = { songs, playlists };

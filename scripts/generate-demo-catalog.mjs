#!/usr/bin/env node
// Writes the demo catalog served by apps/server (everything in apps/server/catalog/ except media/
// and art/): items/, playlists/, content-lists/, series/, configs/, ads/, site.json, webapp.ini.
// The format is described in apps/server/catalog/README.md (and the server's catalog-format notes).
//
//   node scripts/generate-demo-catalog.mjs      # rewrite the catalog JSON
//   node scripts/generate-demo-art.mjs          # then (re)draw the SVG art it names
//
// Plain Node ESM, no dependencies, deterministic: the same script always writes the same bytes.
// The output is committed; the server reads the output, never this script. Stale JSON files in the
// folders this script owns are removed. Clip ids are those made by scripts/generate-demo-media.sh.
//
// The demo is one small invented independent channel, "Brightwater" (four configs: free with ads,
// free after login, subscription through the billing provider or the video platform), and its children's story-time sister site "Story Lantern".
// Every name of a person, place, company or product in here is invented.

import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CATALOG = process.env.DEMO_CATALOG_OUT ?? join(ROOT, 'apps/server/catalog');

// --- clips (apps/server/catalog/media/<clipId>/, made by scripts/generate-demo-media.sh) ----------
const CLIP = {
  dusk: 'harbour-dusk', // 98 min: hills at dusk
  aurora: 'northern-lights', // 112 min
  deepField: 'deep-field', // 87 min: a fractal zoom, graded cold
  tidePools: 'tide-pools', // 28 min: The Pattern Makers' episodes
  nightRain: 'night-rain', // 44 min: Harbour Lights' episodes
  candlelight: 'candlelight', // 106 min: concerts and the festival
  trailer: 'first-light', // 2 min
  lantern: 'lantern-glow', // 12 min: readings
  languageLab: 'language-lab', // 96 min, EN/DE audio, EN/ES subtitles
  ad: 'ad-spot', // 8 s advertisement (progressive MP4 for VAST)
};
/** Clips with audio muxed into the video segments: the only ones a live channel may mix (the server
 * refuses a channel whose clips disagree on muxed audio; language-lab has separate audio renditions). */
const MUXED_CLIPS = [CLIP.dusk, CLIP.aurora, CLIP.deepField, CLIP.tidePools, CLIP.nightRain, CLIP.candlelight, CLIP.lantern];

// --- helpers --------------------------------------------------------------------------------------
const fail = (message) => {
  console.error(`generate-demo-catalog: ${message}`);
  process.exit(1);
};
/** Epoch seconds of a UTC date. */
const epoch = (y, m, d, h = 9) => Date.UTC(y, m - 1, d, h) / 1000;
const DAY = 86400;
const slug = (text) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
const list = (...values) => values.join(', ');
/** `{ es: [title, description], ... }` -> `title-es`, `description-es`, ... */
const translations = (tr = {}) =>
  Object.fromEntries(
    Object.entries(tr).flatMap(([lang, [title, description]]) => [
      [`title-${lang}`, title],
      ...(description ? [[`description-${lang}`, description]] : []),
    ]),
  );
/** Drops undefined values so the JSON stays tidy. */
const clean = (object) => Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));

// =================================================================================================
// Films
// =================================================================================================
const FILMS = [
  {
    mediaid: 'mvTide01',
    title: 'The Long Tide',
    description:
      'When the last keeper of the Skerry Point lighthouse dies, his daughter Nell returns to the island she left twenty years ago, with a buyer’s offer in her pocket and one winter to decide. A quiet, windswept drama about what we owe the places that raised us.',
    genre: 'Drama',
    rating: '12',
    year: '2021',
    pubdate: epoch(2024, 11, 8),
    actors: list('Maren Holloway', 'Jonas Verbeek', 'Aida Kerrow', 'Piet Ansel'),
    directors: 'Solveig Marr',
    tags: 'drama,island,family,lighthouse,winter',
    clip: CLIP.dusk,
    trailer: 'trTide01',
    free: 'true',
    tr: {
      es: ['La larga marea', 'Cuando muere el último farero de Skerry Point, su hija Nell vuelve a la isla que dejó hace veinte años, con la oferta de un comprador en el bolsillo y un invierno para decidir. Un drama sereno y azotado por el viento sobre lo que debemos a los lugares que nos criaron.'],
      de: ['Die lange Flut', 'Als der letzte Wärter des Leuchtturms von Skerry Point stirbt, kehrt seine Tochter Nell auf die Insel zurück, die sie vor zwanzig Jahren verlassen hat: mit dem Angebot eines Käufers in der Tasche und einem Winter Zeit für ihre Entscheidung. Ein stilles, windumtostes Drama darüber, was wir den Orten schulden, die uns großgezogen haben.'],
      fr: ['La longue marée', 'À la mort du dernier gardien du phare de Skerry Point, sa fille Nell revient sur l’île qu’elle a quittée il y a vingt ans, l’offre d’un acheteur en poche et un hiver pour se décider. Un drame paisible et battu par les vents sur ce que nous devons aux lieux qui nous ont vus grandir.'],
      nl: ['Het lange tij', 'Als de laatste vuurtorenwachter van Skerry Point overlijdt, keert zijn dochter Nell terug naar het eiland dat ze twintig jaar geleden verliet, met het bod van een koper op zak en één winter om te beslissen. Een stil, winderig drama over wat we verschuldigd zijn aan de plekken die ons hebben grootgebracht.'],
      th: ['กระแสน้ำอันยาวนาน', 'เมื่อผู้ดูแลประภาคารคนสุดท้ายแห่งสเกอร์รีพอยต์เสียชีวิต เนลล์ลูกสาวของเขากลับมายังเกาะที่เธอจากไปเมื่อยี่สิบปีก่อน พร้อมข้อเสนอของผู้ซื้อในกระเป๋าและเวลาหนึ่งฤดูหนาวในการตัดสินใจ'],
    },
  },
  {
    mediaid: 'mvFrac02',
    title: 'Infinite Coastline',
    description:
      'How long is a coastline? The closer you look, the longer it gets. A playful documentary that follows a retired surveyor and a class of teenagers as they measure the same stretch of shore with ever smaller rulers, and stumble into the strange, beautiful world of fractals.',
    genre: 'Documentary',
    rating: 'PG',
    year: '2022',
    pubdate: epoch(2024, 6, 14),
    cast: list('Eamon Rudd', 'the pupils of Brightwater Secondary'),
    directors: 'Hanne Brask',
    tags: 'documentary,science,mathematics,fractals,nature',
    clip: CLIP.deepField,
    trailer: 'trFrac02',
    free: 'true',
    tr: {
      es: ['Costa infinita', '¿Cuánto mide una costa? Cuanto más de cerca se mira, más larga es. Un documental lúdico que sigue a un agrimensor jubilado y a una clase de adolescentes mientras miden el mismo tramo de orilla con reglas cada vez más pequeñas y se adentran en el extraño y hermoso mundo de los fractales.'],
      fr: ['Littoral infini', 'Quelle est la longueur d’une côte ? Plus on regarde de près, plus elle s’allonge. Un documentaire ludique qui suit un géomètre retraité et une classe d’adolescents mesurant la même portion de rivage avec des règles toujours plus petites, jusqu’au monde étrange et magnifique des fractales.'],
      de: ['Unendliche Küste', 'Wie lang ist eine Küste? Je genauer man hinsieht, desto länger wird sie. Ein verspielter Dokumentarfilm über einen pensionierten Landvermesser und eine Schulklasse, die denselben Strandabschnitt mit immer kleineren Linealen vermessen und dabei in die seltsame, schöne Welt der Fraktale stolpern.'],
    },
  },
  {
    mediaid: 'mvLife03',
    title: 'Rules of the Small World',
    description:
      'Four simple rules, one grid of squares and a summer that never seems to end. A computer-science student builds living patterns on an old screen in a seaside arcade, and finds that the simplest rules make the most surprising worlds.',
    genre: 'Documentary',
    rating: 'PG',
    year: '2020',
    pubdate: epoch(2023, 9, 22),
    cast: 'Tove Reinholt',
    directors: 'Keto Amari',
    tags: 'documentary,science,computers,patterns',
    clip: CLIP.aurora,
    tr: {
      es: ['Las reglas del mundo pequeño', 'Cuatro reglas sencillas, una cuadrícula y un verano que parece no acabar. Una estudiante de informática crea patrones vivos en una vieja pantalla de un salón recreativo junto al mar y descubre que las reglas más simples crean los mundos más sorprendentes.'],
      nl: ['De regels van de kleine wereld', 'Vier eenvoudige regels, één raster van vierkantjes en een zomer die nooit lijkt te eindigen. Een informaticastudente bouwt levende patronen op een oud scherm in een speelhal aan zee en ontdekt dat de eenvoudigste regels de verrassendste werelden maken.'],
    },
  },
  {
    mediaid: 'mvSign04',
    title: 'Signal at Midnight',
    description:
      'On the night shift at a small regional transmitter, engineer Dana Pell notices a test card on air that nobody scheduled. Every night at midnight it returns, a few seconds longer, and it seems to be counting down.',
    genre: 'Thriller',
    rating: '16',
    year: '2023',
    pubdate: epoch(2025, 1, 17),
    actors: list('Lise Thorvald', 'Marcus Ebb', 'Yara Quillon'),
    directors: 'Oren Castellane',
    tags: 'thriller,mystery,radio,night',
    clip: CLIP.aurora,
    trailer: 'trSign04',
    requiresSubscription: 'true',
    productIds: '!cleeng:R820405137_NL',
    tr: {
      es: ['Señal a medianoche', 'En el turno de noche de un pequeño transmisor regional, la ingeniera Dana Pell ve en antena una carta de ajuste que nadie ha programado. Cada noche, a medianoche, vuelve unos segundos más larga, y parece una cuenta atrás.'],
      de: ['Signal um Mitternacht', 'In der Nachtschicht eines kleinen Regionalsenders bemerkt die Technikerin Dana Pell ein Testbild, das niemand eingeplant hat. Jede Nacht um Mitternacht kehrt es zurück, ein paar Sekunden länger, und es scheint herunterzuzählen.'],
    },
  },
  {
    mediaid: 'mvLang05',
    title: 'Two Voices',
    description:
      'An English interpreter and a German sound engineer share a booth at a week-long conference and, between other people’s speeches, slowly find words of their own. With English and German audio, and English and Spanish subtitles.',
    genre: 'Romance',
    rating: '12',
    year: '2022',
    pubdate: epoch(2024, 9, 6),
    actors: list('Clara Weisshaupt', 'Tom Averill', 'Benno Kraske'),
    directors: 'Benedikt Lorre',
    tags: 'drama,romance,languages,conference',
    audioLanguages: 'en,de',
    subtitleLanguages: 'en,es',
    clip: CLIP.languageLab,
    trailer: 'trLang05',
    tr: {
      es: ['Dos voces', 'Una intérprete inglesa y un técnico de sonido alemán comparten cabina durante un congreso de una semana y, entre los discursos de otros, encuentran poco a poco sus propias palabras. Con audio en inglés y alemán y subtítulos en inglés y español.'],
      de: ['Zwei Stimmen', 'Eine englische Dolmetscherin und ein deutscher Tontechniker teilen sich eine Woche lang die Kabine auf einer Konferenz und finden zwischen den Reden anderer langsam eigene Worte. Mit englischem und deutschem Ton sowie englischen und spanischen Untertiteln.'],
      fr: ['Deux voix', 'Une interprète anglaise et un ingénieur du son allemand partagent une cabine pendant une conférence d’une semaine et, entre les discours des autres, trouvent peu à peu leurs propres mots.'],
      nl: ['Twee stemmen', 'Een Engelse tolk en een Duitse geluidstechnicus delen een week lang een cabine op een congres en vinden tussen de toespraken van anderen langzaam hun eigen woorden.'],
      th: ['สองเสียง', 'ล่ามชาวอังกฤษและวิศวกรเสียงชาวเยอรมันใช้ห้องล่ามร่วมกันตลอดการประชุมหนึ่งสัปดาห์ และค่อย ๆ พบถ้อยคำของตัวเองระหว่างสุนทรพจน์ของผู้อื่น'],
    },
  },
  {
    mediaid: 'mvRule06',
    title: 'Rule 110',
    description:
      'In a town where every house follows the same building code, a young planner discovers that one tiny rule, applied again and again, could rebuild the whole coast. Brightwater’s first feature-length science fiction, premiering here before anywhere else.',
    genre: 'Science Fiction',
    rating: '12',
    year: '2025',
    pubdate: epoch(2025, 3, 7),
    actors: list('Noor Calloway', 'Emil Strand', 'Bea Okonjo'),
    directors: 'Ilse Varga',
    tags: 'science fiction,premiere,future,patterns',
    clip: CLIP.deepField,
    trailer: 'trRule06',
    requiresSubscription: 'true',
    productIds: 'jwp:!C4821,!cleeng:R820405138_NL',
    tr: {
      es: ['Regla 110', 'En un pueblo donde todas las casas siguen la misma normativa, una joven urbanista descubre que una regla diminuta, aplicada una y otra vez, podría reconstruir toda la costa. El primer largometraje de ciencia ficción de Brightwater, estreno exclusivo.'],
      fr: ['Règle 110', 'Dans une ville où chaque maison suit le même code de construction, une jeune urbaniste découvre qu’une minuscule règle, appliquée encore et encore, pourrait reconstruire toute la côte. Le premier long métrage de science-fiction de Brightwater, en avant-première.'],
    },
  },
  {
    mediaid: 'mvKite07',
    title: 'Kites over Marrow Bay',
    description:
      'Three siblings, one borrowed shed and a kite festival in nine days. A sunny family comedy about glue, string, stubbornness and the wind that never blows the way you want it to.',
    genre: 'Family',
    rating: 'PG',
    year: '2019',
    pubdate: epoch(2023, 7, 21),
    actors: list('Milo Fenwick', 'Ada Fenwick-Lowe', 'Ruben Sato', 'Greta Mayhew'),
    directors: 'Paula Dunmore',
    tags: 'family,comedy,summer,kites,kids',
    clip: CLIP.dusk,
    free: 'true',
    tr: {
      es: ['Cometas sobre la bahía de Marrow', 'Tres hermanos, un cobertizo prestado y un festival de cometas dentro de nueve días. Una comedia familiar y soleada sobre pegamento, cuerda, cabezonería y el viento que nunca sopla como uno quiere.'],
      nl: ['Vliegers boven Marrow Bay', 'Drie kinderen, één geleende schuur en over negen dagen een vliegerfestival. Een zonnige familiekomedie over lijm, touw, koppigheid en de wind die nooit waait zoals jij wilt.'],
      th: ['ว่าวเหนืออ่าวแมร์โรว์', 'พี่น้องสามคน โรงเก็บของที่ยืมมาหนึ่งหลัง และเทศกาลว่าวที่จะมาถึงในอีกเก้าวัน หนังตลกครอบครัวสดใสเกี่ยวกับกาว เชือก ความดื้อรั้น และสายลมที่ไม่เคยพัดไปในทางที่เราต้องการ'],
    },
  },
  {
    mediaid: 'mvStil08',
    title: 'Still Water, Moving Light',
    description:
      'A meditative essay film shot from a single camera on the harbour wall: one year of light, water and passing boats, condensed into seventy-four minutes with a score for cello and tape.',
    genre: 'Experimental',
    rating: 'PG',
    year: '2021',
    pubdate: epoch(2023, 4, 14),
    directors: 'Aurel Whitcombe',
    tags: 'experimental,art,harbour,slow cinema',
    clip: CLIP.dusk,
    tr: {
      es: ['Agua quieta, luz en movimiento', 'Un ensayo fílmico meditativo rodado con una sola cámara sobre el muelle: un año de luz, agua y barcos, condensado en setenta y cuatro minutos con música para violonchelo y cinta.'],
      fr: ['Eau calme, lumière mouvante', 'Un film-essai méditatif tourné depuis une seule caméra posée sur la digue : une année de lumière, d’eau et de bateaux, condensée en soixante-quatorze minutes sur une musique pour violoncelle et bande magnétique.'],
    },
  },
  {
    mediaid: 'mvNrth09',
    title: 'North of the Orchard',
    description:
      'After a storm flattens half of the family orchard, two estranged brothers have one harvest season to save what is left, and to find out whether they can still work side by side.',
    genre: 'Drama',
    rating: '12',
    year: '2018',
    pubdate: epoch(2022, 10, 7),
    actors: list('Finn Aldous', 'Tarek Moulin', 'Ines Carrow'),
    directors: 'Wendel Haak',
    tags: 'drama,family,countryside,autumn',
    geoBlockedCountries: ['AQ'],
    clip: CLIP.deepField,
    tr: {
      es: ['Al norte del huerto', 'Después de que una tormenta arrase la mitad del huerto familiar, dos hermanos distanciados tienen una cosecha para salvar lo que queda y descubrir si aún pueden trabajar codo con codo.'],
    },
  },
  {
    mediaid: 'mvGrid10',
    title: 'The Grid Walkers',
    description:
      'Armed with a hand-drawn map and one rule they must never break (always turn left at the third crossing), four friends set out to walk every street of their city in a single weekend.',
    genre: 'Adventure',
    rating: '12',
    year: '2023',
    pubdate: epoch(2024, 4, 19),
    actors: list('Sami Rook', 'Jules Anker', 'Priya Dalton', 'Kofi Brandt'),
    directors: 'Marit Selby',
    tags: 'adventure,friendship,city,walking',
    clip: CLIP.aurora,
    trailer: 'trGrid10',
    requiresSubscription: 'true',
    productIds: 'cleeng:P473391042_NL',
    tr: {
      es: ['Los caminantes de la cuadrícula', 'Con un mapa dibujado a mano y una regla que nunca deben romper (girar siempre a la izquierda en el tercer cruce), cuatro amigos se proponen recorrer todas las calles de su ciudad en un solo fin de semana.'],
      de: ['Die Gitterläufer', 'Mit einer handgezeichneten Karte und einer Regel, die sie nie brechen dürfen (an der dritten Kreuzung immer links), wollen vier Freunde an einem einzigen Wochenende jede Straße ihrer Stadt ablaufen.'],
    },
  },
  {
    mediaid: 'mvSalt11',
    title: 'Salt & Static',
    description:
      'The local radio station has one week of funding left, two presenters who cannot stand each other and a phone-in show about seaweed. What could possibly go right?',
    genre: 'Comedy',
    rating: '12',
    year: '2020',
    pubdate: epoch(2023, 2, 10),
    actors: list('Dora Pilchard', 'Reuben Crane', 'Maud Esterly'),
    directors: 'Gus Halloran',
    tags: 'comedy,radio,small town',
    clip: CLIP.aurora,
    tr: {
      es: ['Sal y estática', 'A la radio local le queda una semana de financiación, dos presentadores que no se soportan y un programa de llamadas sobre algas. ¿Qué podría salir bien?'],
    },
  },
  {
    mediaid: 'mvFern12',
    title: 'The Fern Collector',
    description:
      'For fifty years a retired schoolteacher has pressed, drawn and catalogued every fern on the western cliffs. A gentle portrait of patience, curiosity and the spirals hidden in every frond.',
    genre: 'Documentary',
    rating: 'PG',
    year: '2017',
    pubdate: epoch(2022, 5, 20),
    cast: 'Agnes Pellow',
    directors: 'Hanne Brask',
    tags: 'documentary,nature,botany,portrait',
    clip: CLIP.deepField,
    free: 'true',
    tr: {
      es: ['La coleccionista de helechos', 'Durante cincuenta años, una maestra jubilada ha prensado, dibujado y catalogado cada helecho de los acantilados del oeste. Un retrato sereno de la paciencia, la curiosidad y las espirales escondidas en cada fronda.'],
    },
  },
  {
    mediaid: 'mvNght13',
    title: 'The Night Market',
    description:
      'A teenager’s summer job at a noodle stall in the Thursday night market turns into a crash course in cooking, business and keeping secrets from her mother.',
    genre: 'Comedy',
    rating: 'PG',
    year: '2022',
    pubdate: epoch(2024, 7, 26),
    actors: list('Lin Morrow', 'Ayo Benedek', 'Hester Quay'),
    directors: 'Saffi Trent',
    tags: 'comedy,food,summer,coming of age,family',
    clip: CLIP.dusk,
    tr: {
      es: ['El mercado nocturno', 'El trabajo de verano de una adolescente en un puesto de fideos del mercado nocturno de los jueves se convierte en un curso acelerado de cocina, negocios y secretos que ocultar a su madre.'],
    },
  },
  {
    mediaid: 'mvDusk14',
    title: 'Last Ferry at Dusk',
    description:
      'Seven passengers board the last ferry of the season. Six of them are hiding something, and the seventh is a detective on her day off.',
    genre: 'Thriller',
    rating: '16',
    year: '2024',
    pubdate: epoch(2025, 2, 14),
    actors: list('Vera Stoltz', 'Amias Greer', 'Jo Pennick', 'Rafael Osterhout'),
    directors: 'Oren Castellane',
    tags: 'thriller,mystery,ferry,crime',
    clip: CLIP.deepField,
    trailer: 'trDusk14',
    requiresSubscription: 'true',
    tr: {
      es: ['El último ferry al anochecer', 'Siete pasajeros suben al último ferry de la temporada. Seis de ellos esconden algo, y la séptima es una detective en su día libre.'],
      fr: ['Le dernier ferry du soir', 'Sept passagers embarquent sur le dernier ferry de la saison. Six d’entre eux cachent quelque chose, et la septième est une détective en congé.'],
      de: ['Die letzte Fähre in der Dämmerung', 'Sieben Passagiere gehen an Bord der letzten Fähre der Saison. Sechs von ihnen verbergen etwas, und die Siebte ist eine Kommissarin an ihrem freien Tag.'],
    },
  },
  {
    mediaid: 'mvSolr15',
    title: 'The Summer of the Comet',
    description:
      'In a fishing village, eleven-year-old Lucía and her grandfather build a telescope from scrap to watch the comet everyone else has forgotten about. A Spanish-language drama about stars, stubbornness and saying goodbye.',
    genre: 'Drama',
    rating: '12',
    year: '2021',
    pubdate: epoch(2024, 8, 16),
    actors: list('Maite Urrieta', 'Tomás Alcorta', 'Nerea Ibarzábal'),
    directors: 'Julen Arregoiti',
    tags: 'drama,family,stars,spanish',
    audioLanguages: 'es',
    clip: CLIP.deepField,
    trailer: 'trSolr15',
    tr: {
      es: ['El verano del cometa', 'En un pueblo pesquero, Lucía, de once años, y su abuelo construyen un telescopio con chatarra para ver el cometa del que todos se han olvidado. Un drama en español sobre las estrellas, la cabezonería y las despedidas.'],
      fr: ['L’été de la comète', 'Dans un village de pêcheurs, Lucía, onze ans, et son grand-père fabriquent un télescope avec de la ferraille pour observer la comète que tout le monde a oubliée.'],
      nl: ['De zomer van de komeet', 'In een vissersdorp bouwen de elfjarige Lucía en haar opa een telescoop van schroot om de komeet te zien die iedereen vergeten is.'],
    },
  },
  {
    mediaid: 'mvShrt16',
    title: 'Paper Harbour',
    description:
      'A seven-minute paper-cut animation about a harbour town folded out of old newspapers, where every boat is a headline and the tide comes in twice a day with the post.',
    genre: 'Animation',
    rating: 'PG',
    year: '2023',
    pubdate: epoch(2024, 2, 9),
    directors: 'Liesel Dorne',
    tags: 'animation,short film,family,harbour',
    clip: CLIP.deepField,
    free: 'true',
    tr: {
      es: ['Puerto de papel', 'Una animación de siete minutos en papel recortado sobre un pueblo portuario doblado con periódicos viejos, donde cada barco es un titular.'],
    },
  },
];

/** Trailers: short clips the films (and both series) point at with `trailer`. */
const TRAILERS = [
  ['trTide01', 'mvTide01', CLIP.trailer],
  ['trFrac02', 'mvFrac02', CLIP.trailer],
  ['trSign04', 'mvSign04', CLIP.trailer],
  ['trLang05', 'mvLang05', CLIP.trailer],
  ['trRule06', 'mvRule06', CLIP.trailer],
  ['trGrid10', 'mvGrid10', CLIP.trailer],
  ['trDusk14', 'mvDusk14', CLIP.trailer],
  ['trSolr15', 'mvSolr15', CLIP.trailer],
  ['trPatMk1', 'srPatMkr', CLIP.trailer],
  ['trHarbL1', 'srHarbLt', CLIP.trailer],
];

// =================================================================================================
// Series
// =================================================================================================
const PATTERN_MAKERS = {
  mediaid: 'srPatMkr',
  prefix: 'pm',
  title: 'The Pattern Makers',
  description:
    'Every town has people who make patterns: in wool, tiles, bread, stone and code. In this documentary series a small crew visits one maker per episode and asks how a repeating shape becomes something beautiful.',
  genre: 'Documentary',
  rating: 'PG',
  year: '2022',
  tags: 'documentary,craft,patterns,series',
  directors: 'Hanne Brask',
  trailer: 'trPatMk1',
  episodeTags: 'the pattern makers,craft',
  tr: {
    es: ['Los hacedores de patrones', 'Todo pueblo tiene personas que crean patrones: en lana, azulejos, pan, piedra y código. En esta serie documental, un pequeño equipo visita a un artesano por episodio.'],
    de: ['Die Mustermacher', 'Jede Stadt hat Menschen, die Muster machen: aus Wolle, Fliesen, Brot, Stein und Code. In dieser Dokumentarserie besucht ein kleines Team in jeder Folge eine Handwerkerin oder einen Handwerker.'],
    fr: ['Les faiseurs de motifs', 'Chaque ville a ses faiseurs de motifs : en laine, en carreaux, en pain, en pierre ou en code. Dans cette série documentaire, une petite équipe rend visite à un artisan par épisode.'],
    nl: ['De patroonmakers', 'Elke stad heeft mensen die patronen maken: in wol, tegels, brood, steen en code. In deze documentaireserie bezoekt een kleine ploeg per aflevering één maker.'],
    th: ['นักสร้างลวดลาย', 'ทุกเมืองมีผู้คนที่สร้างลวดลาย ทั้งบนผ้าขนสัตว์ กระเบื้อง ขนมปัง หิน และโค้ด สารคดีชุดนี้พาไปพบช่างฝีมือหนึ่งคนในแต่ละตอน'],
  },
  seasons: [
    {
      title: 'Season 1',
      description: 'Twenty-six makers from the harbour, the valley and the old mill town.',
      firstPubdate: epoch(2022, 3, 4, 18),
      free: 3, // the first three episodes are free to watch
      episodes: [
        ['The Weaver of Gull Lane', 'In a terraced house on Gull Lane, a weaver of eighty-one still works the loom her grandmother built, one herringbone at a time.'],
        ['Tiles for a Bathhouse', 'Two sisters restore the cracked blue-and-white tiles of the town’s old bathhouse, matching every glaze by eye.'],
        ['The Baker’s Braids', 'At four in the morning a baker plaits two hundred loaves and explains why six strands are harder than eight.'],
        ['Drystone', 'A waller rebuilds a storm-damaged field wall without a drop of mortar, reading each stone like a word in a sentence.'],
        ['Knots and Nets', 'On the quay, the last net-mender in the harbour teaches a teenager knots that have not changed in three hundred years.'],
        ['The Quilting Circle', 'Every Tuesday for forty years the same circle of friends has met to quilt, argue and remember.'],
        ['Stained Glass at St. Brenna’s', 'A glazier spends a winter on scaffolding repairing a rose window, one coloured piece at a time.'],
        ['Honeycomb', 'A beekeeper and a structural engineer compare notes on the most efficient shape in nature.'],
        ['The Sign Painter', 'Gold leaf, a steady hand and a mahl stick: a sign painter letters the shopfronts of the high street.'],
        ['Patchwork Fields', 'From a small plane over the valley, a farmer explains the centuries of decisions behind a patchwork landscape.'],
        ['Code in the Loom', 'A programmer discovers that the punched cards of an old jacquard loom are the ancestors of her laptop.'],
        ['Brick by Brick', 'Bricklayers on a school extension show how bond patterns keep a wall standing for a century.'],
        ['Lace Makers of the Old Mill', 'Bobbins clatter as three generations of lace makers race to finish a christening veil.'],
        ['The Mosaic Path', 'Schoolchildren and a mosaic artist turn a muddy shortcut into a path of a thousand broken plates.'],
        ['Shadows and Stencils', 'A street artist cuts stencils by lamplight and shows how one repeated image can change a wall.'],
        ['Paper Folding', 'A retired nurse folds a paper crane for every baby born in the town’s maternity ward.'],
        ['The Rope Walk', 'In a building a quarter of a mile long, rope makers twist fibre into cable the old way.'],
        ['Hedge Laying', 'A hedge layer cuts and weaves living branches into a fence that grows stronger every year.'],
        ['Tartan Without a Clan', 'A young textile designer invents a tartan for a town that never had one, and lets the town vote.'],
        ['Salt Pans', 'Salt makers rake the evaporation pans into neat white grids while the summer sun does the rest.'],
        ['The Ironwork Gate', 'A blacksmith forges scrolls and leaves for a park gate, repeating one curve a hundred times.'],
        ['Sand Ripples', 'A geologist and a sand artist read the patterns the tide leaves behind, before the next tide erases them.'],
        ['Origami for Engineers', 'Solar panels, stents and tents: an engineer shows what folded paper has taught modern design.'],
        ['The Bell Ringers', 'Change ringers climb the tower and ring permutations that take three hours and no sheet music.'],
        ['The Potter’s Wheel', 'A potter throws the same bowl fifty times a day and explains why no two are ever the same.'],
        ['The Pattern Fair', 'Season finale: every maker from the season brings one piece to the harbour for a one-day pattern fair.'],
      ],
    },
    {
      title: 'Season 2',
      description: 'Eight longer portraits, from glass and gardens to maps and drums.',
      firstPubdate: epoch(2024, 2, 2, 18),
      requiresSubscription: true,
      episodes: [
        ['Tessellation Town', 'A town planner, a tiler and a puzzle designer explain shapes that fit together without gaps.'],
        ['The Glassblower’s Spiral', 'Molten glass, a long pipe and a spiral that has to be right the first time.'],
        ['Night Knitting', 'Lighthouse keepers once knitted through the long watches; a new generation picks up the needles.'],
        ['Gardens in Rows', 'A market gardener plans a season in neat rows, and a botanist explains the spirals in a sunflower.'],
        ['The Cartographer', 'A mapmaker draws the coastline by hand and shows how every map is a pattern of decisions.'],
        ['Light on Water', 'A photographer spends a week chasing the moving patterns of sunlight on the harbour floor.'],
        ['The Drum Maker', 'A drum maker stretches skins and tunes rhythms while the community band rehearses next door.'],
        ['Everything Repeats', 'Series finale: the crew turns the cameras on itself and asks which patterns it has learned to see.'],
      ],
    },
  ],
};

const HARBOUR_LIGHTS = {
  mediaid: 'srHarbLt',
  prefix: 'hl',
  title: 'Harbour Lights',
  description:
    'A harbour-master’s office, a ferry company on the edge of bankruptcy and the family who has run both for three generations. Small-town drama with salt in its veins.',
  genre: 'Drama',
  rating: '12',
  year: '2023',
  tags: 'drama,family,harbour,series',
  actors: list('Hester Quay', 'Finn Aldous', 'Dora Pilchard', 'Amias Greer'),
  directors: list('Wendel Haak', 'Saffi Trent'),
  trailer: 'trHarbL1',
  episodeTags: 'harbour lights,family saga',
  tr: {
    es: ['Luces del puerto', 'Una capitanía, una naviera al borde de la quiebra y la familia que lleva ambas desde hace tres generaciones. Drama de pueblo con sal en las venas.'],
    nl: ['Havenlichten', 'Een havenkantoor, een veerdienst op de rand van faillissement en de familie die beide al drie generaties runt. Kleinsteeds drama met zout in de aderen.'],
  },
  seasons: [
    {
      title: 'Season 1',
      description: 'The Quayle family fights to keep the ferry running.',
      firstPubdate: epoch(2023, 1, 6, 20),
      free: 1,
      episodes: [
        ['Low Water', 'Three generations of the Quayle family run the harbour office and the ferry. When the bank calls in a loan, the low tide is the least of their worries.'],
        ['The Inspection', 'A safety inspector arrives unannounced, and Tamsin has to choose between the truth and the family business.'],
        ['Fog Warning', 'A sea fog strands the evening ferry, its passengers and one very nervous bridegroom.'],
        ['Mooring Fees', 'Higher mooring fees divide the town, and put Tamsin and her brother on opposite sides of the vote.'],
        ['The Regatta', 'The annual regatta brings tourists, money and an old rival back to Brightwater.'],
        ['High Water', 'A spring tide, a storm and a decision that will change the harbour for ever.'],
      ],
    },
    {
      title: 'Season 2',
      description: 'New owners, old secrets and the worst winter in decades.',
      firstPubdate: epoch(2024, 9, 6, 20),
      requiresSubscription: true,
      episodes: [
        ['New Owners', 'A year on, the ferry company has a new owner from the city, and nobody knows what she wants.'],
        ['Crossing', 'Tamsin takes the helm of the night crossing while the new owner quietly watches.'],
        ['The Lantern Walk', 'The winter lantern walk turns into a protest when plans for the old quay leak.'],
        ['Dry Dock', 'With the ferry in dry dock the island is cut off, and old secrets surface.'],
        ['Storm Season', 'The worst storm in decades tests every friendship on the harbour wall.'],
        ['Harbour Lights', 'Series finale: the harbour lights are switched on for the last time, or the first.'],
      ],
    },
  ],
};

// =================================================================================================
// Live channels (day templates from 00:00 UTC; each must cover exactly 24 h) and the live event
// =================================================================================================
const CHANNEL_ONE_PROGRAMMES = {
  'Night Harbour': ['Slow, wordless pictures of the harbour at night, with the sound of the water and the ropes.', 90],
  'The Pattern Makers': ['A repeat of our documentary series about people who make beautiful repeating things.', 60],
  'Tide Tables & Weather': ['Tides, wind and the shipping forecast for the bay, read by the harbour office.', 15],
  'Early Light': ['The town wakes up: bakers, fishing boats and the first ferry, filmed live from the quay.', 45],
  'Morning Harbour': ['Our morning magazine: local news, guests on the sofa, the papers and a song to start the day.', 90],
  'Story Lantern on One': ['Picture-book stories read aloud for children, from our sister site Story Lantern.', 45],
  'The Makers’ Workshop': ['Hands-on workshop: this week, a carpenter shows how to build a simple bird box.', 60],
  'Field Notes': ['Short nature films from the cliffs, the dunes and the valley, with notes from our rangers.', 30],
  'Matinee: Classic Shorts': ['Short films from the Brightwater archive, introduced by the programmers who chose them.', 90],
  'Midday Bulletin': ['News from the town and the region, with the lunchtime weather.', 30],
  'Kitchen on the Quay': ['Cooking with what the boats bring in, at an open-air stove on the harbour wall.', 45],
  'Coastline Close-Up': ['A walk along one mile of coast, looking at everything very closely.', 45],
  'Afternoon Feature': ['A feature film from the Brightwater catalogue.', 90],
  'Maker’s Minute': ['Fifteen minutes with one maker, one tool and one pattern.', 15],
  'Grid & Garden': ['Allotment gardening with a planner’s eye: rows, rotations and a lot of compost.', 60],
  'Evening Bulletin': ['The day’s news from the harbour and the region.', 30],
  'Harbour Talk': ['Studio talk show: this week’s guests discuss the plans for the old quay.', 60],
  'Prime Feature': ['Tonight’s feature film, chosen by Brightwater viewers.', 90],
  'Late Bulletin': ['A short round-up of the day’s news.', 15],
  'Night Cinema Club': ['Cult and arthouse films for the night owls, with an introduction.', 90],
};
const CHANNEL_ONE_DAY = [
  'Night Harbour', 'The Pattern Makers', 'Night Harbour', 'Tide Tables & Weather', 'Early Light', 'Morning Harbour',
  'Tide Tables & Weather', 'Story Lantern on One', 'Morning Harbour', 'The Makers’ Workshop', 'Field Notes',
  'Matinee: Classic Shorts', 'Midday Bulletin', 'Kitchen on the Quay', 'Coastline Close-Up', 'Afternoon Feature',
  'Tide Tables & Weather', 'Maker’s Minute', 'Grid & Garden', ['Story Lantern on One', 30], 'Evening Bulletin',
  'Harbour Talk', 'Field Notes', 'The Pattern Makers', 'Prime Feature', 'Late Bulletin', 'Night Cinema Club',
  'Tide Tables & Weather',
];

const CHANNEL_SOUNDS_PROGRAMMES = {
  'After Hours Ambient': ['Drones, field recordings and slow piano for the small hours.', 90],
  'Night Sessions': ['Late-night live sessions recorded in the Brightwater studio.', 90],
  'Slow Radio': ['Three hours of one place: this week, the rope walk at night, with its creaks and echoes.', 90],
  'Dawn Chorus': ['Birdsong from the valley woods, recorded live at first light.', 60],
  'Sunrise Strings': ['Gentle music for strings to start the day.', 60],
  'Breakfast Mix': ['Songs old and new, requests and the weather, live from the harbour studio.', 90],
  'Brass on the Pier': ['The town brass band plays from the bandstand on the pier.', 45],
  'Songwriters’ Corner': ['Local songwriters play new songs and talk about how they wrote them.', 45],
  'Rehearsal Room': ['A fly-on-the-wall visit to a band’s rehearsal, mistakes and all.', 60],
  'Piano Hour': ['An hour at the piano of the old customs hall.', 60],
  'Folk from the Fields': ['Folk music from the farms and villages of the valley.', 60],
  'Lunchtime Concert': ['A short chamber concert, recorded live at lunchtime.', 60],
  'Choir Practice': ['The harbour community choir rehearses for its winter concert.', 45],
  'Afternoon Jazz Café': ['Jazz trios and quartets from the café on the quay.', 90],
  'Evening Session': ['A full live set from one of the bands playing in town this week.', 90],
  'Concert Hall Replay': ['A full concert from the Brightwater concert archive.', 90],
  'Jazz After Dark': ['Late-evening jazz, slow and smoky.', 90],
  'Quiet Hour': ['Soft music to wind down the day.', 60],
};
const CHANNEL_SOUNDS_DAY = [
  'After Hours Ambient', 'Night Sessions', 'Slow Radio', 'Dawn Chorus', 'Sunrise Strings', 'Breakfast Mix',
  'Brass on the Pier', 'Songwriters’ Corner', 'Rehearsal Room', 'Piano Hour', 'Folk from the Fields', 'Lunchtime Concert',
  ['Rehearsal Room', 45], 'Choir Practice', 'Afternoon Jazz Café', ['Songwriters’ Corner', 30], ['Brass on the Pier', 30],
  'Evening Session', 'Concert Hall Replay', 'Jazz After Dark', 'Quiet Hour', ['Night Sessions', 60],
];

function dayTemplate(channelKey, catalogue, day) {
  const programmes = day.map((entry) => {
    const [title, minutes] = Array.isArray(entry) ? entry : [entry, undefined];
    const known = catalogue[title];
    if (!known) fail(`${channelKey}: no programme called ${title}`);
    const [description, defaultMinutes] = known;
    const durationMinutes = minutes ?? defaultMinutes;
    if (durationMinutes < 15 || durationMinutes > 90 || durationMinutes % 15 !== 0) fail(`${title}: bad duration ${durationMinutes}`);
    return {
      title,
      description,
      durationMinutes,
      // A programme plays the same clip at every showing (picked by its title).
      clip: MUXED_CLIPS[[...title].reduce((sum, ch) => sum + ch.codePointAt(0), 0) % MUXED_CLIPS.length],
      art: `prog-${channelKey}-${slug(title)}`,
    };
  });
  const total = programmes.reduce((sum, p) => sum + p.durationMinutes, 0);
  if (total !== 24 * 60) fail(`${channelKey}: the day template lasts ${total} minutes, not 1440`);
  return programmes;
}

const LIVE_ITEMS = [
  {
    mediaid: 'lcHarbr1',
    title: 'Brightwater One',
    description: 'Our main channel, around the clock: local bulletins, documentaries, films, family programmes and the harbour at night.',
    contentType: 'livechannel',
    liveChannelsId: 'livechnl',
    genre: 'General',
    tags: 'live,channel,news,local',
    pubdate: epoch(2022, 1, 1, 0),
    free: 'true',
    art: 'channel-brightwater-one',
    artLabels: { channel_logo: 'logo-brightwater-one', background: 'bg-brightwater-one' },
    live: { catchupHours: 8, scheduleType: 'jwp', programmes: dayTemplate('one', CHANNEL_ONE_PROGRAMMES, CHANNEL_ONE_DAY) },
    tr: {
      es: ['Brightwater Uno', 'Nuestro canal principal, las 24 horas: informativos locales, documentales, películas, programas familiares y el puerto de noche.'],
      de: ['Brightwater Eins', 'Unser Hauptsender rund um die Uhr: Lokalnachrichten, Dokumentationen, Filme, Familienprogramm und der Hafen bei Nacht.'],
    },
  },
  {
    mediaid: 'lcMusic2',
    title: 'Brightwater Sounds',
    description: 'Music from the harbour and beyond: live studio sessions, brass on the pier, jazz from the quay and slow ambient radio through the night.',
    contentType: 'livechannel',
    liveChannelsId: 'livechnl',
    genre: 'Music',
    tags: 'live,channel,music,jazz,concert',
    pubdate: epoch(2022, 6, 1, 0),
    requiresSubscription: 'true',
    art: 'channel-brightwater-sounds',
    artLabels: { channel_logo: 'logo-brightwater-sounds', background: 'bg-brightwater-sounds' },
    live: { catchupHours: 4, scheduleType: 'viewnexa', programmes: dayTemplate('sounds', CHANNEL_SOUNDS_PROGRAMMES, CHANNEL_SOUNDS_DAY) },
    tr: {
      es: ['Brightwater Sonidos', 'Música del puerto y de más allá: sesiones en directo, banda de metales en el muelle, jazz y radio ambiental por la noche.'],
    },
  },
  {
    mediaid: 'leFest01',
    title: 'Harbour Festival: Open-Air Day',
    description:
      'Live from the quay: music on three stages, the rowing races, the lantern boats and the fish market, streamed every day of the festival from 07:00 to 22:00 UTC. Missed it? The day’s stream stays available until the next morning.',
    contentType: 'liveevent',
    genre: 'Music',
    tags: 'live,festival,music,harbour',
    pubdate: epoch(2025, 3, 1, 7),
    free: 'true',
    art: 'event-harbour-festival',
    artLabels: { background: 'bg-harbour-festival' },
    // Daily 07:00-22:00 UTC: LIVE most of the day, PRE_LIVE from midnight to 07:00, VOD after 22:00.
    event: { clip: CLIP.candlelight, schedule: { type: 'daily', startUtc: '07:00', durationMinutes: 900 } },
    tr: {
      es: ['Festival del Puerto: día al aire libre', 'En directo desde el muelle: música en tres escenarios, regatas de remo, barcos con farolillos y la lonja, cada día del festival de 07:00 a 22:00 UTC.'],
      fr: ['Festival du port : journée en plein air', 'En direct du quai : musique sur trois scènes, courses d’aviron, bateaux-lanternes et marché aux poissons, chaque jour du festival de 7 h à 22 h UTC.'],
    },
  },
];

// =================================================================================================
// Concerts, hub and pages
// =================================================================================================
const CONCERTS = [
  {
    mediaid: 'ccHarb01',
    title: 'Autumn Serenades',
    description:
      'An evening of serenades for string orchestra, recorded live by candlelight in the Old Customs Hall. The Harbour Strings open their season with music for a warm room on a cold night.',
    genre: 'Classical',
    rating: 'PG',
    year: '2023',
    date: '2023-10-14',
    pubdate: epoch(2023, 11, 3),
    orchestra: 'Brightwater Harbour Strings',
    venue: 'The Old Customs Hall, Brightwater',
    conductor: 'Elske Marwood',
    videoDirector: 'Tomasz Reyl',
    period: 'Romantic',
    tags: 'concert,classical,strings,live recording',
    clip: CLIP.candlelight,
    free: 'true',
    tr: {
      es: ['Serenatas de otoño', 'Una velada de serenatas para orquesta de cuerda, grabada en directo a la luz de las velas en la antigua Aduana.'],
      de: ['Herbstserenaden', 'Ein Abend mit Serenaden für Streichorchester, live bei Kerzenlicht in der alten Zollhalle aufgezeichnet.'],
    },
  },
  {
    mediaid: 'ccWint02',
    title: 'Baroque by Candlelight',
    description:
      'The Lantern Consort plays suites, concertos and a winter pastoral on period instruments, in a church lit only by four hundred candles. Recorded on the longest night of the year.',
    genre: 'Classical',
    rating: 'PG',
    year: '2024',
    date: '2024-12-21',
    pubdate: epoch(2025, 1, 10),
    orchestra: 'The Lantern Consort',
    venue: 'St. Brenna’s Church, Brightwater',
    conductor: 'Aurelio Fenn',
    videoDirector: 'Tomasz Reyl',
    period: 'Baroque',
    tags: 'concert,classical,baroque,winter',
    clip: CLIP.candlelight,
    requiresSubscription: 'true',
    productIds: 'cleeng:S555000111_NL',
  },
];

const ABOUT_MARKDOWN = `Brightwater is a **small, independent streaming channel** run by a handful of film-makers, musicians and volunteers from a harbour town on the western coast. We started in a back room of the Old Customs Hall with one camera and a borrowed transmitter; today we stream films, documentaries, concerts and two live channels to viewers all over the world.

## What you will find here

- *Independent films* from first-time directors and old friends of the channel
- **The Pattern Makers**, our documentary series about people who make beautiful repeating things
- Live music on *Brightwater Sounds*, and every day of the Harbour Festival
- Story time for the youngest viewers on our sister site, Story Lantern

## How we are funded

Most of Brightwater is free to watch, supported by a few short adverts. Members who subscribe see new films first, get the full concert archive and never see an advert. Every subscription goes straight back into new programmes.

Want to help, send us a film or just say hello? Read our [submission guidelines](https://example.org/brightwater/submit) or drop a note in the letterbox of the harbour office.

_Thank you for watching._
`;

const PARENTS_MARKDOWN = `Story Lantern is Brightwater’s **story-time site for children aged three to eight**. Every story is a real picture book, read aloud slowly and clearly, with the pages on screen so that little ones can follow the pictures.

## Our promises

1. **No adverts**, ever, and no autoplay rabbit holes: a story ends with the last page.
2. Every book is read with the permission of its author, illustrator and publisher.
3. Stories are short (five to twelve minutes), so there is always time for *just one more*.

## Using Story Lantern in class

Teachers are welcome to show any story in the classroom. Each story page lists the author, illustrator, publisher and reader, and a link to buy the book from its publisher. Our *bedtime* stories are quieter and slower, and work well after lunch too.

Questions or ideas? See our [guide for teachers](https://example.org/story-lantern/teachers).
`;

const PAGES = [
  {
    mediaid: 'hbExplor',
    title: 'Explore Brightwater',
    description: 'Films, series, concerts and live channels from a small harbour town: start here and find something new.',
    contentType: 'hub',
    tags: 'hub,explore',
    pubdate: epoch(2024, 1, 5),
    art: 'hub-explore-brightwater',
    artLabels: { background: 'bg-explore-brightwater' },
    // The shelves the hub screen shows, in order (custom parameter, comma list of playlist ids).
    hubPlaylists: 'newmovie,seriesal,docsnatr,concerts,livechnl',
    tr: {
      es: ['Explora Brightwater', 'Películas, series, conciertos y canales en directo desde un pequeño pueblo portuario: empieza aquí.'],
    },
  },
  {
    mediaid: 'pgAbout1',
    title: 'About Brightwater',
    description: 'Who we are, what we make and how the channel is funded.',
    contentType: 'page',
    tags: 'page,about',
    pubdate: epoch(2024, 1, 5),
    art: 'page-about-brightwater',
    markdown: ABOUT_MARKDOWN,
  },
  {
    mediaid: 'pgParen1',
    title: 'For Parents and Teachers',
    description: 'How Story Lantern works, our promises to families and how to use the stories in class.',
    contentType: 'page',
    tags: 'page,parents,teachers',
    pubdate: epoch(2024, 1, 5),
    art: 'page-for-parents-and-teachers',
    markdown: PARENTS_MARKDOWN,
  },
];

// =================================================================================================
// Story Lantern (children's story time)
// =================================================================================================
const READINGS = [
  {
    mediaid: 'rdFox001',
    title: 'The Fox Who Counted Stars',
    description: 'Little Fox cannot sleep, so she climbs the hill to count the stars, one by one, until the whole sky is counted. A cosy bedtime story about numbers and dreams.',
    author: 'Imogen Tally', illustrator: 'Bram Oosting', publisher: 'Little Harbour Press', reader: 'Ottilie Marsh',
    tags: 'reading,bedtime,animals,counting', date: '2021-09-01', free: 'true', clip: CLIP.lantern,
    tr: {
      es: ['La zorrita que contaba estrellas', 'La pequeña zorra no puede dormir, así que sube a la colina a contar las estrellas, una a una, hasta contar todo el cielo.'],
      nl: ['Het vosje dat de sterren telde', 'Vosje kan niet slapen en klimt de heuvel op om de sterren te tellen, één voor één, tot de hele hemel geteld is.'],
      th: ['จิ้งจอกผู้นับดวงดาว', 'ลูกจิ้งจอกตัวน้อยนอนไม่หลับ จึงปีนขึ้นเนินเขาไปนับดวงดาวทีละดวงจนครบทั้งท้องฟ้า นิทานก่อนนอนแสนอบอุ่นเกี่ยวกับตัวเลขและความฝัน'],
    },
  },
  {
    mediaid: 'rdBoat02',
    title: 'Pip and the Paper Boat',
    description: 'Pip folds a paper boat and sends it down the stream. It sails past ducks, under bridges and all the way to the sea, where somebody is waiting for it.',
    author: 'Sunniva Crow', illustrator: 'Teo Marchetti', publisher: 'Puddlejump Books', reader: 'Ottilie Marsh',
    tags: 'reading,adventure,water,friendship', date: '2022-04-12', free: 'true', clip: CLIP.lantern,
    tr: {
      es: ['Pip y el barco de papel', 'Pip dobla un barco de papel y lo deja en el arroyo. Navega junto a los patos, bajo los puentes y hasta el mar, donde alguien lo espera.'],
      de: ['Pip und das Papierschiff', 'Pip faltet ein Papierschiff und setzt es in den Bach. Es segelt an Enten vorbei, unter Brücken hindurch bis zum Meer, wo jemand darauf wartet.'],
    },
  },
  {
    mediaid: 'rdMoon03',
    title: 'The Moonbeam Bakery',
    description: 'Every night, when the town is asleep, a tiny bakery opens under the moon. Tonight a little mouse is the very first customer.',
    author: 'Imogen Tally', illustrator: 'Haruka Penn', publisher: 'Little Harbour Press', reader: 'Desmond Okoro-Hale',
    tags: 'reading,bedtime,food,night', date: '2022-11-03', free: 'true', clip: CLIP.lantern,
    tr: {
      es: ['La panadería del rayo de luna', 'Cada noche, cuando el pueblo duerme, abre bajo la luna una panadería diminuta. Esta noche, un ratoncito es el primer cliente.'],
      fr: ['La boulangerie au clair de lune', 'Chaque nuit, quand la ville dort, une toute petite boulangerie ouvre sous la lune. Ce soir, une petite souris est la toute première cliente.'],
    },
  },
  {
    mediaid: 'rdSnail4',
    title: 'A Very Slow Race',
    description: 'Snail has entered the great garden race. Everybody laughs, until they discover that the finish line is on the other side of the cabbage patch.',
    author: 'Gideon Plum', illustrator: 'Bram Oosting', publisher: 'Puddlejump Books', reader: 'Desmond Okoro-Hale',
    tags: 'reading,animals,funny,patience', date: '2023-03-20', clip: CLIP.lantern,
    tr: {
      es: ['Una carrera muy lenta', 'El caracol se ha apuntado a la gran carrera del jardín. Todos se ríen, hasta que descubren que la meta está al otro lado del huerto de coles.'],
    },
  },
  {
    mediaid: 'rdCloud5',
    title: 'The Cloud Who Wanted to Rain Lemonade',
    description: 'Nimbus is tired of raining plain old water. With help from a bee, a lemon tree and a very patient sun, he tries something new.',
    author: 'Sunniva Crow', illustrator: 'Lotte Vink', publisher: 'Puddlejump Books', reader: 'Ottilie Marsh',
    tags: 'reading,funny,weather', date: '2023-06-15', clip: CLIP.lantern,
    tr: {
      es: ['La nube que quería llover limonada', 'Nimbo está cansado de llover agua de siempre. Con la ayuda de una abeja, un limonero y un sol muy paciente, prueba algo nuevo.'],
      nl: ['De wolk die limonade wilde regenen', 'Nimbus heeft genoeg van gewoon water regenen. Met hulp van een bij, een citroenboom en een heel geduldige zon probeert hij iets nieuws.'],
    },
  },
  {
    mediaid: 'rdBear06',
    title: 'Grandma Bear’s Lantern',
    description: 'On the longest night of winter, Grandma Bear lights her old lantern and leads the little bears through the snowy wood to see the first star.',
    author: 'Gideon Plum', illustrator: 'Haruka Penn', publisher: 'Little Harbour Press', reader: 'Mira Castell',
    tags: 'reading,bedtime,family,winter', date: '2023-12-01', clip: CLIP.lantern,
    requiresSubscription: 'true',
    tr: {
      es: ['El farol de la abuela osa', 'En la noche más larga del invierno, la abuela osa enciende su viejo farol y guía a los oseznos por el bosque nevado para ver la primera estrella.'],
      de: ['Oma Bärs Laterne', 'In der längsten Nacht des Winters zündet Oma Bär ihre alte Laterne an und führt die kleinen Bären durch den verschneiten Wald zum ersten Stern.'],
    },
  },
  {
    mediaid: 'rdOwl007',
    title: 'Owl’s Night Library',
    description: 'When the forest falls asleep, Owl opens a tiny library in a hollow tree for all the animals who cannot sleep. Tonight Hedgehog wants a book about the sea.',
    author: 'Imogen Tally', illustrator: 'Lotte Vink', publisher: 'Little Harbour Press', reader: 'Mira Castell',
    tags: 'reading,bedtime,books,night', date: '2024-05-08', clip: CLIP.lantern,
    productIds: 'jwp:C6610',
    tr: {
      es: ['La biblioteca nocturna del búho', 'Cuando el bosque se duerme, el búho abre una biblioteca diminuta en un árbol hueco para los animales que no pueden dormir.'],
      th: ['ห้องสมุดยามค่ำคืนของนกฮูก', 'เมื่อป่าหลับใหล นกฮูกจะเปิดห้องสมุดเล็ก ๆ ในโพรงต้นไม้ให้สัตว์ที่นอนไม่หลับได้มายืมหนังสือ'],
    },
  },
];

const READING_SERIES = {
  mediaid: 'rsLantrn',
  title: 'Story Lantern Tales',
  description: 'Seven favourite picture books read aloud by the Story Lantern readers, from counting foxes to a library for owls. Perfect for bedtime.',
  contentType: 'reading_series',
  genre: 'Children',
  rating: 'G',
  tags: 'reading,series,bedtime,kids',
  publisher: list('Little Harbour Press', 'Puddlejump Books'),
  pubdate: epoch(2024, 5, 10),
  // The readings of this series, in order (see playlists/lanterns.json).
  seriesPlaylistId: 'lanterns',
  art: 'reading-series-story-lantern-tales',
  free: 'true',
  tr: {
    es: ['Cuentos de Story Lantern', 'Siete álbumes ilustrados leídos en voz alta, desde zorros que cuentan estrellas hasta una biblioteca para búhos. Perfectos para la hora de dormir.'],
  },
};

// =================================================================================================
// Build the media items
// =================================================================================================
function mediaItem(source, defaults) {
  const { tr, ...rest } = source;
  return clean({ ...defaults, ...rest, ...translations(tr) });
}

const films = FILMS.map((film) =>
  mediaItem({ ...film, contentType: 'movie', art: `movie-${slug(film.title)}` }, {}),
);
const byId = new Map(films.map((item) => [item.mediaid, item]));

const trailers = TRAILERS.map(([mediaid, parentId, clip]) => {
  const parent = byId.get(parentId) ?? [PATTERN_MAKERS, HARBOUR_LIGHTS].find((s) => s.mediaid === parentId);
  if (!parent) fail(`trailer ${mediaid}: unknown parent ${parentId}`);
  return clean({
    mediaid,
    title: `${parent.title}: Trailer`,
    description: `The official trailer of ${parent.title}.`,
    contentType: 'trailer',
    // No genre and only the tag "trailer": trailers are related to each other, not to the titles.
    rating: parent.rating,
    tags: 'trailer',
    pubdate: (parent.pubdate ?? epoch(2024, 1, 1)) - 14 * DAY,
    free: 'true',
    clip,
    art: `trailer-${slug(parent.title)}`,
    ...(parent['title-es'] ?? parent.tr?.es ? { 'title-es': `${parent['title-es'] ?? parent.tr.es[0]}: tráiler` } : {}),
  });
});

function buildSeries(series) {
  const { seasons, prefix, episodeTags, tr, ...fields } = series;
  const episodes = [];
  const seasonFiles = [];
  seasons.forEach((season, seasonIndex) => {
    const seasonNumber = seasonIndex + 1;
    const ids = [];
    season.episodes.forEach(([title, description], episodeIndex) => {
      const episodeNumber = episodeIndex + 1;
      const mediaid = `${prefix}${seasonNumber}e${String(episodeNumber).padStart(2, '0')}ep`;
      ids.push(mediaid);
      episodes.push(
        clean({
          mediaid,
          title,
          description,
          contentType: 'episode',
          seriesId: series.mediaid,
          genre: series.genre,
          rating: series.rating,
          year: String(new Date((season.firstPubdate + episodeIndex * 7 * DAY) * 1000).getUTCFullYear()),
          tags: episodeTags,
          actors: series.actors,
          directors: series.directors,
          pubdate: season.firstPubdate + episodeIndex * 7 * DAY,
          free: episodeIndex < (season.free ?? 0) ? 'true' : undefined,
          requiresSubscription: season.requiresSubscription ? 'true' : undefined,
          clip: prefix === 'pm' ? CLIP.tidePools : CLIP.nightRain,
          art: `ep-${slug(series.title)}-s${seasonNumber}e${String(episodeNumber).padStart(2, '0')}`,
        }),
      );
    });
    seasonFiles.push({ season_number: seasonNumber, season_title: season.title, season_description: season.description, episodes: ids });
  });
  const lastPubdate = Math.max(...episodes.map((e) => e.pubdate));
  const seriesItem = mediaItem(
    { ...fields, tr, contentType: 'series', pubdate: lastPubdate, art: `series-${slug(series.title)}` },
    {},
  );
  return { seriesItem, episodes, file: { series_id: series.mediaid, seasons: seasonFiles } };
}

const patternMakers = buildSeries(PATTERN_MAKERS);
const harbourLights = buildSeries(HARBOUR_LIGHTS);

const live = LIVE_ITEMS.map((item) => mediaItem(item, {}));
const concerts = CONCERTS.map((concert) => mediaItem({ ...concert, contentType: 'concert', art: `concert-${slug(concert.title)}` }, {}));
const pages = PAGES.map((page) => mediaItem(page, {}));
const readings = READINGS.map((reading, index) =>
  mediaItem(
    {
      ...reading,
      contentType: 'reading',
      genre: 'Children',
      rating: 'G',
      year: reading.date.slice(0, 4),
      pubdate: epoch(2024, 3, 1) + index * 14 * DAY,
      copyright: `© ${reading.date.slice(0, 4)} ${reading.publisher}`,
      purchase_link_url: `https://example.org/books/${slug(reading.title)}`,
      purchase_link_display: `Buy the book from ${reading.publisher}`,
      art: `reading-${slug(reading.title)}`,
    },
    {},
  ),
);
const readingSeries = mediaItem(READING_SERIES, {});

const ITEM_FILES = {
  'movies.json': films,
  'trailers.json': trailers,
  'series.json': [patternMakers.seriesItem, harbourLights.seriesItem],
  'episodes-the-pattern-makers.json': patternMakers.episodes,
  'episodes-harbour-lights.json': harbourLights.episodes,
  'live.json': live,
  'concerts.json': concerts,
  'pages.json': pages,
  'story-lantern.json': [readingSeries, ...readings],
};
const allItems = Object.values(ITEM_FILES).flat();

// Background art for the heroes (artLabels.background, served as the `background` image label):
// an episode shows its series' backdrop and a trailer its title's; every other item has its own.
// Artwork carries no text: titles come from the page.
const itemByMediaId = new Map(allItems.map((item) => [item.mediaid, item]));
const trailerParent = new Map(TRAILERS.map(([mediaid, parentId]) => [mediaid, parentId]));
const backdropOwner = (item) =>
  item.contentType === 'episode' ? itemByMediaId.get(item.seriesId) : item.contentType === 'trailer' ? itemByMediaId.get(trailerParent.get(item.mediaid)) : item;
for (const item of allItems) {
  if (item.artLabels?.background) continue;
  const owner = backdropOwner(item) ?? item;
  item.artLabels = { ...item.artLabels, background: `bg-${owner.art}` };
}
const itemIds = new Set();
for (const item of allItems) {
  if (!/^[a-zA-Z0-9]{8}$/.test(item.mediaid)) fail(`media id ${item.mediaid} is not 8 letters/digits`);
  if (itemIds.has(item.mediaid)) fail(`duplicate media id ${item.mediaid}`);
  itemIds.add(item.mediaid);
}

// =================================================================================================
// Playlists, content lists, ad schedule
// =================================================================================================
const ids = (items) => items.map((item) => item.mediaid);
const PLAYLISTS = [
  // Brightwater
  { feedid: 'featured', title: 'Featured', description: 'Hand-picked by the Brightwater team this week.', kind: 'MANUAL', items: ['leFest01', 'mvRule06', 'mvTide01', 'srPatMkr', 'ccHarb01', 'mvDusk14'], shelfImageAspectRatio: '16:9' },
  { feedid: 'newmovie', title: 'New films', description: 'Every film on Brightwater, newest first.', kind: 'DYNAMIC', query: { contentTypes: ['movie'] } },
  { feedid: 'docsnatr', title: 'Documentaries', description: 'Science, nature and the people who make things.', kind: 'DYNAMIC', query: { tags: ['documentary'] } },
  { feedid: 'dramas01', title: 'Drama', description: 'Stories of families, islands and second chances.', kind: 'DYNAMIC', query: { tags: ['drama'] } },
  { feedid: 'thriller', title: 'Thrillers & mysteries', description: 'Late-night viewing for the brave.', kind: 'DYNAMIC', query: { tags: ['thriller'] } },
  { feedid: 'seriesal', title: 'Series', description: 'Our documentary and drama series.', kind: 'MANUAL', items: ['srPatMkr', 'srHarbLt'] },
  { feedid: 'livechnl', title: 'Live channels', description: 'Brightwater One and Brightwater Sounds, live around the clock.', kind: 'MANUAL', items: ['lcHarbr1', 'lcMusic2'], custom: { contentType: 'Live' } },
  { feedid: 'concerts', title: 'Concert hall', description: 'Full concerts recorded live in Brightwater.', kind: 'MANUAL', items: ['ccHarb01', 'ccWint02'] },
  { feedid: 'trailers', title: 'Trailers', description: 'Coming soon and recently added.', kind: 'MANUAL', items: ids(trailers) },
  { feedid: 'freenow1', title: 'Free to watch', description: 'No sign-in, no subscription: just press play.', kind: 'MANUAL', items: ['mvTide01', 'mvFrac02', 'mvKite07', 'mvFern12', 'mvShrt16', 'pm1e01ep', 'hl1e01ep', 'ccHarb01', 'leFest01'] },
  { feedid: 'familyfm', title: 'For the whole family', description: 'Films and stories for all ages.', kind: 'MANUAL', items: ['mvKite07', 'mvShrt16', 'mvNght13', 'mvFrac02', 'rsLantrn', 'rdFox001'] },
  { feedid: 'espanol1', title: 'En español', description: 'Películas y series con título y descripción en español.', kind: 'MANUAL', items: ['mvSolr15', 'mvTide01', 'mvLang05', 'mvKite07', 'mvDusk14', 'srPatMkr', 'srHarbLt'] },
  { feedid: 'searchpl', title: 'Search', description: 'Search the whole Brightwater catalogue.', kind: 'SEARCH' },
  { feedid: 'recommnd', title: 'You may also like', description: 'Related to what you are watching.', kind: 'RECOMMENDATIONS', query: { contentTypes: ['movie', 'series', 'concert', 'liveevent', 'reading_series'] } },
  // Story Lantern
  { feedid: 'kidsfeat', title: 'Story Lantern picks', description: 'This week’s favourite stories.', kind: 'MANUAL', items: ['rsLantrn', 'rdFox001', 'rdMoon03', 'rdCloud5', 'mvKite07'], shelfImageAspectRatio: '16:9' },
  { feedid: 'kidsnew1', title: 'New stories', description: 'The newest picture books, read aloud.', kind: 'DYNAMIC', query: { contentTypes: ['reading'] } },
  { feedid: 'lanterns', title: 'Story Lantern Tales', description: 'All the Story Lantern Tales, in order.', kind: 'MANUAL', items: ids(readings) },
  { feedid: 'bedtime1', title: 'Bedtime stories', description: 'Slow, quiet stories for the end of the day.', kind: 'DYNAMIC', query: { tags: ['bedtime'] } },
  { feedid: 'cuentos1', title: 'Cuentos en español', description: 'Cuentos con título y descripción en español.', kind: 'MANUAL', items: ['rdFox001', 'rdBoat02', 'rdMoon03', 'rdSnail4', 'rdCloud5', 'rdBear06', 'rdOwl007'] },
  // Search and recommendations of the story-time site, limited to its own content types.
  { feedid: 'kidssrch', title: 'Search stories', description: 'Search the Story Lantern stories.', kind: 'SEARCH', query: { contentTypes: ['reading', 'reading_series'] } },
  { feedid: 'kidsrecs', title: 'More stories', description: 'More stories like this one.', kind: 'RECOMMENDATIONS', query: { contentTypes: ['reading', 'reading_series'] } },
];

const CONTENT_LISTS = [
  { id: 'staffpck', title: 'Staff picks', description: 'The Brightwater team’s favourites from the whole catalogue.', items: ['mvTide01', 'srPatMkr', 'ccHarb01', 'mvFrac02', 'mvNght13', 'srHarbLt', 'mvShrt16', 'mvStil08'] },
  { id: 'kidsclas', title: 'Story Lantern classics', description: 'The stories children ask for again and again.', items: ['rdFox001', 'rdBear06', 'rdOwl007', 'rdBoat02', 'rsLantrn', 'mvKite07'] },
];

const AD_SCHEDULES = [
  { id: 'adsbrw01', breaks: [{ offset: 'pre', clip: CLIP.ad }, { offset: '00:00:15', clip: CLIP.ad }] },
];

// =================================================================================================
// Site, settings and app configs
// =================================================================================================
const SITE = { siteId: 'ottdemo1', name: 'Brightwater demo catalog', defaultConfig: 'demoavod' };

const watchRows = (cw = 'Continue watching', fav = 'Favorites') => ({
  continueWatching: { type: 'continue_watching', contentId: 'cntwatch', title: cw },
  favorites: { type: 'favorites', contentId: 'favlist1', title: fav },
});
const brightwaterFeatures = { recommendationsPlaylist: 'recommnd', searchPlaylist: 'searchpl', continueWatchingList: 'cntwatch', favoritesList: 'favlist1' };
const row = (contentId, title, extra = {}) => ({ type: 'playlist', contentId, title, ...extra });
const footer = (name) =>
  `© 2025 ${name}, an independent channel | [About us](/m/pgAbout1/about-brightwater) | [Open-source licenses](/o/licenses) | Made by the harbour, with open-source software`;

const CONFIGS = [
  {
    id: 'demoavod',
    siteName: 'Brightwater',
    description: 'Brightwater is a small independent channel from a harbour town: films, documentaries, concerts and two live channels. Free to watch, supported by short adverts.',
    siteId: SITE.siteId,
    adSchedule: 'adsbrw01',
    adScheduleUrls: { json: '/v2/advertising/schedules/adsbrw01.json' },
    adDeliveryMethod: 'csai',
    assets: { banner: '/art/banner-brightwater.webp?width=640' },
    content: [
      row('featured', 'Featured', { featured: true }),
      row('newmovie', 'New films'),
      watchRows().continueWatching,
      row('livechnl', 'Live channels'),
      row('seriesal', 'Series'),
      row('espanol1', 'En español', { filterTags: 'es' }),
      row('docsnatr', 'Documentaries'),
      { type: 'content_list', contentId: 'staffpck', title: 'Staff picks' },
      row('thriller', 'Thrillers & mysteries'),
      row('concerts', 'Concert hall', { backgroundColor: '#16324f' }),
      row('freenow1', 'Free to watch'),
      watchRows().favorites,
      row('trailers', 'Trailers'),
    ],
    menu: [
      { label: 'Films', contentId: 'newmovie', type: 'playlist' },
      { label: 'Series', contentId: 'seriesal', type: 'playlist' },
      { label: 'Live', contentId: 'livechnl', type: 'playlist' },
      { label: 'Staff picks', contentId: 'staffpck', type: 'content_list' },
      { label: 'About', contentId: 'pgAbout1', type: 'media' },
    ],
    styling: { backgroundColor: '#0e1a26', highlightColor: '#f7b955', headerBackground: '#0a1520', footerText: footer('Brightwater Community Media') },
    features: brightwaterFeatures,
    integrations: {},
    custom: {},
    contentProtection: { accessModel: 'free' },
  },
  {
    id: 'demoauth',
    siteName: 'Brightwater Club',
    description: 'Brightwater Club: the whole Brightwater catalogue, free for everybody who signs in. Films, documentaries, concerts and live channels from a small harbour town.',
    siteId: SITE.siteId,
    assets: { banner: null },
    content: [
      row('featured', 'Featured', { featured: true }),
      watchRows().continueWatching,
      row('dramas01', 'Drama'),
      row('seriesal', 'Series'),
      row('docsnatr', 'Documentaries'),
      { type: 'content_list', contentId: 'staffpck', title: 'Staff picks' },
      row('espanol1', 'En español', { filterTags: 'es' }),
      row('familyfm', 'For the whole family'),
      row('livechnl', 'Live channels'),
      watchRows().favorites,
    ],
    menu: [
      { label: 'Films', contentId: 'newmovie', type: 'playlist' },
      { label: 'Series', contentId: 'seriesal', type: 'playlist' },
      { label: 'Explore', contentId: 'hbExplor', type: 'media' },
      { label: 'About', contentId: 'pgAbout1', type: 'media' },
    ],
    styling: { backgroundColor: '#15122b', highlightColor: '#8ad8ce', headerBackground: '#221d40', footerText: footer('Brightwater Club') },
    features: brightwaterFeatures,
    // The server's own account API (paths on the content host): the AUTHVOD demo signs viewers in there.
    integrations: { custom: { apiUrl: '/api', entitlementUrl: '/entitlement' } },
    custom: {},
    contentProtection: { accessModel: 'authvod' },
  },
  {
    id: 'demosvod',
    siteName: 'Brightwater Plus',
    description: 'Brightwater Plus: new films first, the full concert archive, every episode of our series and no adverts. Subscribe to support independent film-making by the harbour.',
    siteId: SITE.siteId,
    assets: { banner: '/art/banner-brightwater-plus.webp?width=640' },
    content: [
      row('featured', 'Featured', { featured: true }),
      row('newmovie', 'New films'),
      row('seriesal', 'Series'),
      watchRows().continueWatching,
      row('concerts', 'Concert hall', { backgroundColor: '#2b1d12' }),
      row('thriller', 'Thrillers & mysteries'),
      { type: 'content_list', contentId: 'staffpck', title: 'Staff picks' },
      row('espanol1', 'En español', { filterTags: 'es' }),
      row('livechnl', 'Live channels'),
      watchRows().favorites,
      row('trailers', 'Trailers'),
    ],
    menu: [
      { label: 'Films', contentId: 'newmovie', type: 'playlist' },
      { label: 'Series', contentId: 'seriesal', type: 'playlist' },
      { label: 'Concerts', contentId: 'concerts', type: 'playlist' },
      { label: 'Live', contentId: 'livechnl', type: 'playlist' },
      { label: 'About', contentId: 'pgAbout1', type: 'media' },
    ],
    styling: { backgroundColor: '#120d0a', highlightColor: '#e8c46a', headerBackground: '#1d1510', footerText: footer('Brightwater Plus') },
    features: brightwaterFeatures,
    // The subscription-billing provider: the publisher and the monthly and yearly offers of the
    // local stand-in's seed (apps/provider-sandbox/seed); `npm run start:svod` points the site and
    // the server at it (the real provider's sandbox host would not know these ids).
    integrations: { cleeng: { id: '900000001', monthlyOffer: 'S970187168_NL', yearlyOffer: 'S345569153_NL', useSandbox: true } },
    custom: {},
    contentProtection: { accessModel: 'svod' },
  },
  {
    id: 'demojwp1',
    siteName: 'Brightwater Pass',
    description: 'Brightwater Pass: the Brightwater catalogue with a monthly or yearly plan, and premieres you can buy one by one. Support independent film-making by the harbour.',
    siteId: SITE.siteId,
    assets: { banner: '/art/banner-brightwater-plus.webp?width=640' },
    content: [
      row('featured', 'Featured', { featured: true }),
      row('newmovie', 'New films'),
      row('seriesal', 'Series'),
      watchRows().continueWatching,
      row('concerts', 'Concert hall', { backgroundColor: '#10222b' }),
      row('thriller', 'Thrillers & mysteries'),
      { type: 'content_list', contentId: 'staffpck', title: 'Staff picks' },
      row('livechnl', 'Live channels'),
      watchRows().favorites,
    ],
    menu: [
      { label: 'Films', contentId: 'newmovie', type: 'playlist' },
      { label: 'Series', contentId: 'seriesal', type: 'playlist' },
      { label: 'Concerts', contentId: 'concerts', type: 'playlist' },
      { label: 'About', contentId: 'pgAbout1', type: 'media' },
    ],
    styling: { backgroundColor: '#0b1418', highlightColor: '#7fe0cf', headerBackground: '#11222a', footerText: footer('Brightwater Pass') },
    features: brightwaterFeatures,
    // The video-platform provider: the client id and the subscription asset of the local stand-in's
    // seed (apps/provider-sandbox, its video-platform section); `npm run start:jwp` points the site
    // and the server at it (the real platform's staging host would not know these ids). Premieres
    // are the items' `jwp:C<asset>` offers.
    integrations: { jwp: { clientId: '5e1a0c4b-7d2f-4a86-9b3e-c1d0f2a7b8e9', assetId: 118441, useSandbox: true } },
    custom: {},
    contentProtection: { accessModel: 'svod' },
  },
  {
    id: 'democogn',
    siteName: 'Brightwater Cloud',
    description: 'Brightwater Cloud: the Brightwater catalogue with a monthly or yearly plan, and free films for library members. Support independent film-making by the harbour.',
    siteId: SITE.siteId,
    assets: { banner: '/art/banner-brightwater-plus.webp?width=640' },
    content: [
      row('featured', 'Featured', { featured: true }),
      row('newmovie', 'New films'),
      row('seriesal', 'Series'),
      watchRows().continueWatching,
      row('concerts', 'Concert hall', { backgroundColor: '#10222b' }),
      row('thriller', 'Thrillers & mysteries'),
      { type: 'content_list', contentId: 'staffpck', title: 'Staff picks' },
      watchRows().favorites,
    ],
    menu: [
      { label: 'Films', contentId: 'newmovie', type: 'playlist' },
      { label: 'Series', contentId: 'seriesal', type: 'playlist' },
      { label: 'Concerts', contentId: 'concerts', type: 'playlist' },
      { label: 'About', contentId: 'pgAbout1', type: 'media' },
    ],
    // Light enough for the spec's black-on-highlight rule (luminance above 186), so buttons keep their contrast.
    styling: { backgroundColor: '#0d1220', highlightColor: '#a9c8ff', headerBackground: '#141c30', footerText: footer('Brightwater Cloud') },
    features: brightwaterFeatures,
    // The Cognito-style variant (issue 18; the contract's "democognito", shortened: a config id has
    // exactly 8 characters, 000 §5): accounts in the user pool `local_0tt0demo` with the app
    // client seeded into cognito-local (packages/integration-cognito/testing/cognitoLocal.mjs);
    // subscriptions, offers, entitlement and the billing portal are this server's /api/cognito
    // routes (relative: they resolve against the content host). `npm run start:cognito` starts the
    // emulator and points the site (VITE_COGNITO_ENDPOINT_OVERRIDE) and the server at it.
    integrations: {
      cognito: {
        region: 'us-east-1',
        userPoolId: 'local_0tt0demo',
        clientId: '0ttdemoclient00000000000000',
        accountUrl: '/api/cognito',
        apiUrl: '/api/cognito',
        entitlementUrl: '/api/cognito',
        billingPortalUrl: '/api/cognito/billing-portal',
        monthlyOffer: 'cognito-monthly',
        yearlyOffer: 'cognito-yearly',
      },
    },
    custom: {},
    contentProtection: { accessModel: 'svod' },
  },
  {
    id: 'kidstory',
    siteName: 'Story Lantern',
    description: 'Story Lantern: picture books read aloud for children aged three to eight, from Brightwater. No adverts, just stories.',
    siteId: SITE.siteId,
    assets: { banner: '/art/banner-story-lantern.webp?width=640' },
    content: [
      row('kidsfeat', 'Story Lantern picks', { featured: true }),
      row('kidsnew1', 'New stories'),
      watchRows('Keep listening', 'My favourite stories').continueWatching,
      row('lanterns', 'Story Lantern Tales'),
      row('bedtime1', 'Bedtime stories', { backgroundColor: '#1f2a5a' }),
      row('cuentos1', 'Cuentos en español', { filterTags: 'es' }),
      { type: 'content_list', contentId: 'kidsclas', title: 'Story Lantern classics' },
      watchRows('Keep listening', 'My favourite stories').favorites,
    ],
    menu: [
      { label: 'Stories', contentId: 'kidsnew1', type: 'playlist' },
      { label: 'Bedtime', contentId: 'bedtime1', type: 'playlist' },
      { label: 'Classics', contentId: 'kidsclas', type: 'content_list' },
      { label: 'For grown-ups', contentId: 'pgParen1', type: 'media' },
    ],
    styling: {
      backgroundColor: '#fff6e5',
      highlightColor: '#c2410c',
      headerBackground: '#2a4d69',
      footerText: '© 2025 Story Lantern by Brightwater | [For parents and teachers](/m/pgParen1/for-parents-and-teachers) | No adverts, ever',
    },
    features: { recommendationsPlaylist: 'kidsrecs', searchPlaylist: 'kidssrch', continueWatchingList: 'cntwatch', favoritesList: 'favlist1' },
    integrations: {},
    custom: {},
    contentProtection: { accessModel: 'free' },
  },
];
// The free site again with its breaks stitched into the streams by the server (apps/server README
// "Server-side ad insertion"): the same schedule and ad clip, delivered as ssai.
CONFIGS.splice(1, 0, {
  ...CONFIGS[0],
  id: 'demossai',
  description: `${CONFIGS[0].description} (Adverts stitched into the stream by the server.)`,
  adDeliveryMethod: 'ssai',
});

// The AUTHVOD site again with a sign-up captcha (ui-react's AltchaCaptcha, the server's
// /api/captcha/challenge): its site key is its own id.
{
  const demoauth = CONFIGS.find((config) => config.id === 'demoauth');
  CONFIGS.splice(CONFIGS.indexOf(demoauth) + 1, 0, {
    ...demoauth,
    id: 'democapt',
    description: `${demoauth.description} Sign-up asks for a proof-of-work verification (the captcha demo).`,
    custom: { ...demoauth.custom, captchaSiteKey: 'democapt' },
  });
}

// The SVOD site again with a captcha on the billing provider's calls (sign-up, free order, PayPal):
// the widget's challenges come from this server (the publisher's challenge server, named next to the
// site key), and the provider verifies the answers with the same ALTCHA key (OTT_CAPTCHA_HMAC_KEY on
// the server, --captcha-hmac-key on the local sandbox; the run scripts give both one key).
{
  const demosvod = CONFIGS.find((config) => config.id === 'demosvod');
  CONFIGS.splice(CONFIGS.indexOf(demosvod) + 1, 0, {
    ...demosvod,
    id: 'svodcapt',
    description: `${demosvod.description} Sign-up and checkout ask for a proof-of-work verification (the billing captcha demo).`,
    custom: { ...demosvod.custom, captchaSiteKey: 'svodcapt', captchaChallengeUrl: '/api/captcha/challenge' },
  });
}

const WEBAPP_INI = `; Settings file of the demo deployment, served by apps/server at /.webapp.ini.
; Config sources are config ids (exactly 8 lowercase letters or digits): /apps/configs/<id>.json.
; Keys may stand at the top of the file or in [options] (@ott/common reads both; [options] wins).
defaultConfigSource = ${SITE.defaultConfig}
additionalAllowedConfigSources[] = demossai
additionalAllowedConfigSources[] = demoauth
additionalAllowedConfigSources[] = democapt
additionalAllowedConfigSources[] = demosvod
additionalAllowedConfigSources[] = svodcapt
additionalAllowedConfigSources[] = demojwp1
additionalAllowedConfigSources[] = democogn
additionalAllowedConfigSources[] = kidstory
; The content API shape this host speaks (001 §7.1): v2 (the default) or second; this server serves both.
; contentApiShape = second

[options]
; Development and preview deployments only: any ?app-config= source is accepted.
UNSAFE_allowAnyConfigSource = false
`;

// =================================================================================================
// Cross-checks (the server checks these too; failing here keeps a broken catalog from being written)
// =================================================================================================
const playlistIds = new Set(PLAYLISTS.map((p) => p.feedid));
const contentListIds = new Set(CONTENT_LISTS.map((c) => c.id));
for (const id of [...playlistIds, ...contentListIds]) if (!/^[a-zA-Z0-9]{8}$/.test(id)) fail(`playlist/content list id ${id} is not 8 letters/digits`);
for (const p of PLAYLISTS) for (const id of p.items ?? []) if (!itemIds.has(id)) fail(`playlist ${p.feedid}: unknown media ${id}`);
for (const c of CONTENT_LISTS) for (const id of c.items) if (!itemIds.has(id)) fail(`content list ${c.id}: unknown media ${id}`);
for (const item of allItems) {
  if (item.trailer && !itemIds.has(item.trailer)) fail(`${item.mediaid}: unknown trailer ${item.trailer}`);
  if (item.seriesPlaylistId && !playlistIds.has(item.seriesPlaylistId)) fail(`${item.mediaid}: unknown playlist ${item.seriesPlaylistId}`);
  for (const id of item.hubPlaylists?.split(',') ?? []) if (!playlistIds.has(id)) fail(`${item.mediaid}: unknown hub playlist ${id}`);
}
for (const config of CONFIGS) {
  if (!/^[a-z0-9]{8}$/.test(config.id)) fail(`config id ${config.id}`);
  // Banners are art served by the server at /art/<name>.webp (drawn by generate-demo-art.mjs).
  if (config.assets.banner !== null && !/^\/art\/banner-[a-z-]+\.webp\?width=\d+$/.test(config.assets.banner)) fail(`config ${config.id}: banner ${config.assets.banner}`);
  for (const r of config.content) {
    if (r.type === 'continue_watching' || r.type === 'favorites') continue;
    const known = r.type === 'content_list' ? contentListIds : playlistIds;
    if (!known.has(r.contentId)) fail(`config ${config.id}: unknown ${r.type} ${r.contentId}`);
  }
  for (const m of config.menu) {
    const known = m.type === 'content_list' ? contentListIds : m.type === 'media' ? itemIds : playlistIds;
    if (!known.has(m.contentId)) fail(`config ${config.id}: menu ${m.label}: unknown ${m.type} ${m.contentId}`);
  }
  const { recommendationsPlaylist, searchPlaylist, continueWatchingList, favoritesList } = config.features;
  for (const id of [recommendationsPlaylist, searchPlaylist]) if (!playlistIds.has(id)) fail(`config ${config.id}: unknown feature playlist ${id}`);
  // Watch-list ids (served at /apps/watchlists/<id>): not playlist files, but the ids of the rows.
  for (const id of [continueWatchingList, favoritesList]) if (!/^[a-zA-Z0-9]{8}$/.test(id) || playlistIds.has(id)) fail(`config ${config.id}: bad watch-list id ${id}`);
  for (const r of config.content) {
    if (r.type === 'continue_watching' && r.contentId !== continueWatchingList) fail(`config ${config.id}: continue_watching row is not ${continueWatchingList}`);
    if (r.type === 'favorites' && r.contentId !== favoritesList) fail(`config ${config.id}: favorites row is not ${favoritesList}`);
  }
}

// =================================================================================================
// Write
// =================================================================================================
const json = (value) => `${JSON.stringify(value, null, 2)}\n`;
function writeFolder(folder, files) {
  const dir = join(CATALOG, folder);
  mkdirSync(dir, { recursive: true });
  const wanted = new Set(Object.keys(files));
  for (const name of readdirSync(dir)) if (name.endsWith('.json') && !wanted.has(name)) rmSync(join(dir, name));
  for (const [name, value] of Object.entries(files)) writeFileSync(join(dir, name), json(value));
}

if (!existsSync(CATALOG)) mkdirSync(CATALOG, { recursive: true });
writeFolder('items', ITEM_FILES);
writeFolder('playlists', Object.fromEntries(PLAYLISTS.map((p) => [`${p.feedid}.json`, p])));
writeFolder('content-lists', Object.fromEntries(CONTENT_LISTS.map((c) => [`${c.id}.json`, c])));
writeFolder('series', Object.fromEntries([patternMakers, harbourLights].map((s) => [`${s.file.series_id}.json`, s.file])));
writeFolder('ads', Object.fromEntries(AD_SCHEDULES.map((a) => [`${a.id}.json`, a])));
writeFolder('configs', Object.fromEntries(CONFIGS.map((c) => [`${c.id}.json`, c])));
writeFileSync(join(CATALOG, 'site.json'), json(SITE));
writeFileSync(join(CATALOG, 'webapp.ini'), WEBAPP_INI);

const counts = {};
for (const item of allItems) counts[item.contentType] = (counts[item.contentType] ?? 0) + 1;
console.log(
  `generate-demo-catalog: ${allItems.length} media items (${Object.entries(counts).map(([k, v]) => `${k} ${v}`).join(', ')}), ` +
    `${PLAYLISTS.length} playlists, ${CONTENT_LISTS.length} content lists, 2 series, ${CONFIGS.length} configs -> ${CATALOG}`,
);

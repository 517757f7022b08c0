/** The 28 Western Railway stations from Virar to Churchgate, north to south. Order matters: an area range covers every station between two positions. */
export const STATIONS = [
  'Virar',
  'Nalla Sopara',
  'Vasai Road',
  'Naigaon',
  'Bhayandar',
  'Mira Road',
  'Dahisar',
  'Borivali',
  'Kandivali',
  'Malad',
  'Goregaon',
  'Jogeshwari',
  'Andheri',
  'Vile Parle',
  'Santacruz',
  'Khar Road',
  'Bandra',
  'Mahim',
  'Matunga Road',
  'Dadar',
  'Prabhadevi',
  'Lower Parel',
  'Mahalaxmi',
  'Mumbai Central',
  'Grant Road',
  'Charni Road',
  'Marine Lines',
  'Churchgate',
] as const;

export type Station = (typeof STATIONS)[number];

/** Each station's name in Devanagari as Western Railway's boards write it in Hindi, in STATIONS' order. */
const HINDI =
  'विरार|नालासोपारा|वसई रोड|नायगांव|भायंदर|मीरा रोड|दहिसर|बोरीवली|कांदीवली|मालाड|गोरेगांव|जोगेश्वरी|अंधेरी|विले पार्ले|सांताक्रूज़|खार रोड|बांद्रा|माहिम|माटुंगा रोड|दादर|प्रभादेवी|लोअर परेल|महालक्ष्मी|मुंबई सेंट्रल|ग्रांट रोड|चर्नी रोड|मरीन लाइन्स|चर्चगेट'.split(
    '|',
  );

/** Where Marathi spells a station otherwise (Bandra is वांद्रे in Marathi); elsewhere it is the Hindi name. */
const MARATHI: Partial<Record<Station, string>> = {
  Naigaon: 'नायगाव',
  Bhayandar: 'भाईंदर',
  Borivali: 'बोरिवली',
  Kandivali: 'कांदिवली',
  Goregaon: 'गोरेगाव',
  'Vile Parle': 'विलेपार्ले',
  Santacruz: 'सांताक्रुझ',
  Bandra: 'वांद्रे',
  Mahim: 'माहीम',
  'Lower Parel': 'लोअर परळ',
  'Grant Road': 'ग्रँट रोड',
  'Marine Lines': 'मरीन लाईन्स',
};

function devanagari(station: Station): { hi: string; mr: string } {
  const hi = HINDI[STATIONS.indexOf(station)] ?? station;
  return { hi, mr: MARATHI[station] ?? hi };
}

/** A station's name in the reader's language: the English name is the station's key everywhere else (URLs, the API). */
export function stationName(station: Station, lang: 'en' | 'hi' | 'mr'): string {
  return lang === 'en' ? station : devanagari(station)[lang];
}

/** Every way a station is written: English, Hindi and Marathi. */
export function stationNames(station: Station): string[] {
  const { hi, mr } = devanagari(station);
  return [station, hi, mr];
}

/** Case-insensitive substring match in either script, as the area dropdown's search box does it: "बोरी" finds Borivali. */
export function searchStations(query: string): Station[] {
  const q = query.trim().toLowerCase();
  return STATIONS.filter((s) => stationNames(s).some((name) => name.toLowerCase().includes(q)));
}

// Location text names a station loosely ("Andheri West", "Near Khar station", "Vasai"), so match on the
// first word of multi-word names too, and prefer the longest station name that matches.
const MATCHERS = STATIONS.map((name, index) => {
  const words = name.toLowerCase().split(' ');
  const generic = new Set(['road', 'central', 'lines', 'parel']);
  const head = words.length > 1 && !generic.has(words[0] ?? '') ? words[0] : undefined;
  return { index, full: name.toLowerCase(), head };
}).sort((a, b) => b.full.length - a.full.length);

/** The station a listing's free-text location belongs to, or null when none is named. */
export function stationIndexOf(location: string): number | null {
  const text = ` ${location.toLowerCase().replace(/[^a-z]+/g, ' ')} `;
  for (const m of MATCHERS) if (text.includes(` ${m.full} `)) return m.index;
  for (const m of MATCHERS) if (m.head && text.includes(` ${m.head} `)) return m.index;
  return null;
}

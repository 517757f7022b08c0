/** The 28 Western Railway stations of SPEC section 9, north to south. Order matters: an area range covers every station between two positions. */
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

/**
 * Each station's name in Devanagari, as Western Railway's boards write it: in Hindi, and in Marathi where Marathi
 * spells it otherwise (Bandra is वांद्रे in Marathi). Same order as STATIONS.
 */
const DEVANAGARI: Record<Station, { hi: string; mr: string }> = {
  Virar: { hi: 'विरार', mr: 'विरार' },
  'Nalla Sopara': { hi: 'नालासोपारा', mr: 'नालासोपारा' },
  'Vasai Road': { hi: 'वसई रोड', mr: 'वसई रोड' },
  Naigaon: { hi: 'नायगांव', mr: 'नायगाव' },
  Bhayandar: { hi: 'भायंदर', mr: 'भाईंदर' },
  'Mira Road': { hi: 'मीरा रोड', mr: 'मीरा रोड' },
  Dahisar: { hi: 'दहिसर', mr: 'दहिसर' },
  Borivali: { hi: 'बोरीवली', mr: 'बोरिवली' },
  Kandivali: { hi: 'कांदीवली', mr: 'कांदिवली' },
  Malad: { hi: 'मालाड', mr: 'मालाड' },
  Goregaon: { hi: 'गोरेगांव', mr: 'गोरेगाव' },
  Jogeshwari: { hi: 'जोगेश्वरी', mr: 'जोगेश्वरी' },
  Andheri: { hi: 'अंधेरी', mr: 'अंधेरी' },
  'Vile Parle': { hi: 'विले पार्ले', mr: 'विलेपार्ले' },
  Santacruz: { hi: 'सांताक्रूज़', mr: 'सांताक्रुझ' },
  'Khar Road': { hi: 'खार रोड', mr: 'खार रोड' },
  Bandra: { hi: 'बांद्रा', mr: 'वांद्रे' },
  Mahim: { hi: 'माहिम', mr: 'माहीम' },
  'Matunga Road': { hi: 'माटुंगा रोड', mr: 'माटुंगा रोड' },
  Dadar: { hi: 'दादर', mr: 'दादर' },
  Prabhadevi: { hi: 'प्रभादेवी', mr: 'प्रभादेवी' },
  'Lower Parel': { hi: 'लोअर परेल', mr: 'लोअर परळ' },
  Mahalaxmi: { hi: 'महालक्ष्मी', mr: 'महालक्ष्मी' },
  'Mumbai Central': { hi: 'मुंबई सेंट्रल', mr: 'मुंबई सेंट्रल' },
  'Grant Road': { hi: 'ग्रांट रोड', mr: 'ग्रँट रोड' },
  'Charni Road': { hi: 'चर्नी रोड', mr: 'चर्नी रोड' },
  'Marine Lines': { hi: 'मरीन लाइन्स', mr: 'मरीन लाईन्स' },
  Churchgate: { hi: 'चर्चगेट', mr: 'चर्चगेट' },
};

/** A station's name in the reader's language: the English name is the station's key everywhere else (URLs, the API). */
export function stationName(station: Station, lang: 'en' | 'hi' | 'mr'): string {
  return lang === 'en' ? station : DEVANAGARI[station][lang];
}

/** Every way a station is written: English, Hindi and Marathi. */
export function stationNames(station: Station): string[] {
  return [station, DEVANAGARI[station].hi, DEVANAGARI[station].mr];
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

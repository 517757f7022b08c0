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

/** Case-insensitive substring match, as the area dropdown's search box does it. */
export function searchStations(query: string): Station[] {
  const q = query.trim().toLowerCase();
  return STATIONS.filter((s) => s.toLowerCase().includes(q));
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

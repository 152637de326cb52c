/**
 * Reads "City, Country" (or "City, ST" for US states, or a country alone) from a short text.
 * A small list of countries is enough here: the resumes this product sees come from people
 * moving into data careers worldwide, and an unknown country is still kept as the city's text.
 */
const COUNTRIES = [
  'Argentina',
  'Australia',
  'Austria',
  'Bangladesh',
  'Belgium',
  'Brazil',
  'Bulgaria',
  'Canada',
  'Chile',
  'China',
  'Colombia',
  'Croatia',
  'Czech Republic',
  'Czechia',
  'Denmark',
  'Egypt',
  'Estonia',
  'Ethiopia',
  'Finland',
  'France',
  'Germany',
  'Ghana',
  'Greece',
  'Hong Kong',
  'Hungary',
  'India',
  'Indonesia',
  'Ireland',
  'Israel',
  'Italy',
  'Japan',
  'Kenya',
  'Latvia',
  'Lithuania',
  'Luxembourg',
  'Malaysia',
  'Mexico',
  'Morocco',
  'Netherlands',
  'New Zealand',
  'Nigeria',
  'Norway',
  'Pakistan',
  'Peru',
  'Philippines',
  'Poland',
  'Portugal',
  'Romania',
  'Rwanda',
  'Saudi Arabia',
  'Serbia',
  'Singapore',
  'Slovakia',
  'Slovenia',
  'South Africa',
  'South Korea',
  'Spain',
  'Sweden',
  'Switzerland',
  'Taiwan',
  'Tanzania',
  'Thailand',
  'Turkey',
  'Uganda',
  'Ukraine',
  'United Arab Emirates',
  'United Kingdom',
  'United States',
  'Uruguay',
  'Vietnam',
];
const ALIASES: Record<string, string> = {
  usa: 'United States',
  us: 'United States',
  'united states of america': 'United States',
  uk: 'United Kingdom',
  'great britain': 'United Kingdom',
  england: 'United Kingdom',
  uae: 'United Arab Emirates',
  'the netherlands': 'Netherlands',
};
const US_STATES = new Set(
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC'.split(
    ' ',
  ),
);
const BY_LOWER = new Map(COUNTRIES.map((name) => [name.toLowerCase(), name]));

export interface FoundLocation {
  city: string;
  country: string;
}

export function countryName(text: string): string | null {
  const key = text.trim().toLowerCase().replace(/\.$/, '');
  return BY_LOWER.get(key) ?? ALIASES[key] ?? null;
}

export function findLocation(text: string): FoundLocation | null {
  const trimmed = text.trim().replace(/^(?:location|address|based in)\s*:?\s*/i, '');
  if (/^remote$/i.test(trimmed)) return { city: 'Remote', country: '' };
  const parts = trimmed.split(/\s*,\s*/);
  if (parts.length < 1 || parts.length > 3 || trimmed.length > 60) return null;
  if (parts.some((part) => !/^[\p{L}][\p{L} .'-]*$/u.test(part))) return null;
  const last = parts.at(-1) ?? '';
  const country = countryName(last);
  if (parts.length === 1) return country ? { city: '', country } : null;
  if (country) return { city: parts[0] ?? '', country };
  if (US_STATES.has(last)) return { city: parts[0] ?? '', country: 'United States' };
  return null;
}

/**
 * Reads a place from a short text: "City, Country", "City, Region" ("Austin, Texas", "Pune,
 * Maharashtra", "Toronto, ON"), "City, Region, Country", a country alone, or a large city alone
 * ("Lagos"). The names come from the gazetteer (content/gazetteer/places.json, generated from
 * ISO 3166 and GeoNames data by scripts/content/build-gazetteer.mjs): every country with its
 * common short forms, the regions people write after a city, and cities of at least half a
 * million people. Matching ignores case and accents ("Sao Paulo", "Zurich").
 */
import data from '@/content/gazetteer/places.json' with { type: 'json' };

export interface FoundLocation {
  city: string;
  country: string;
}

const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\.$/, '').trim();

const countryByCode = new Map(data.countries.map((country) => [country.code, country.name]));
const countryByName = new Map<string, string>();
for (const country of data.countries) {
  for (const name of [country.name, ...country.aliases])
    countryByName.set(fold(name), country.name);
}
const cityByName = new Map<string, { city: string; country: string }>();
for (const city of data.cities) {
  const entry = {
    city: 'city' in city && city.city ? city.city : city.name,
    country: countryByCode.get(city.country) ?? '',
  };
  cityByName.set(fold(city.name), entry);
}
const regionCountry = new Map<string, string>();
/** Postal abbreviations ("TX", "ON", "NSW") match only in capitals: "in" and "me" are words. */
const regionCodeCountry = new Map<string, string>();
for (const region of data.regions) {
  const country = countryByCode.get(region.country) ?? '';
  // A region named like a city (Berlin, Hamburg) after a comma is the city: "Meridian Bank,
  // Berlin, Germany" is a bank in Berlin, not a place called "Meridian Bank".
  if (!cityByName.has(fold(region.name))) regionCountry.set(fold(region.name), country);
  if ('code' in region && region.code) regionCodeCountry.set(region.code, country);
}

/** The country a text names, by its display name ("USA" → "United States"), or null. */
export function countryName(text: string): string | null {
  return countryByName.get(fold(text)) ?? null;
}

/** The country of a region ("Texas", "TX", "Maharashtra", "Scotland"), or null. */
function regionOf(text: string): string | null {
  return regionCodeCountry.get(text.trim()) ?? regionCountry.get(fold(text)) ?? null;
}

/**
 * `cityAlone`: also read a large city written without its region or country. Only where a place
 * is expected on its own (the contact details): in a job's header a lone city name is as likely
 * part of the company's or school's name ("Meridian Bank, Berlin," wrapped over "Germany").
 */
export function findLocation(
  text: string,
  { cityAlone = false }: { cityAlone?: boolean } = {},
): FoundLocation | null {
  const trimmed = text.trim().replace(/^(?:location|address|based in)\s*:?\s*/i, '');
  if (/^remote$/i.test(trimmed)) return { city: 'Remote', country: '' };
  const parts = trimmed.split(/\s*,\s*/);
  if (parts.length < 1 || parts.length > 3 || trimmed.length > 60) return null;
  if (parts.some((part) => !/^[\p{L}][\p{L} .'-]*$/u.test(part))) return null;
  const first = parts[0] ?? '';
  const last = parts.at(-1) ?? '';
  const country = countryName(last);
  if (parts.length === 1) {
    if (country) return { city: '', country };
    return cityAlone ? (cityByName.get(fold(first)) ?? null) : null;
  }
  // "42 Elm Road, Springfield, USA", "Nadia Petrova, Austin, TX": of three parts the town is the
  // middle one, unless the first is a known city or the middle one a region ("Lyon, Rhône, FR").
  const middle = parts.length === 3 ? (parts[1] ?? '') : '';
  const city = middle && !cityByName.has(fold(first)) && regionOf(middle) === null ? middle : first;
  if (country) return { city, country };
  const region = regionOf(last);
  if (region !== null) return { city, country: region };
  return null;
}

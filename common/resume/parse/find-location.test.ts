import { describe, expect, it } from 'vitest';
import { countryName, findLocation } from './find-location.ts';

describe('findLocation (gazetteer)', () => {
  it.each([
    ['Berlin, Germany', 'Berlin', 'Germany'],
    ['Seattle, WA', 'Seattle', 'United States'],
    ['Austin, Texas', 'Austin', 'United States'],
    ['Toronto, ON', 'Toronto', 'Canada'],
    ['Sydney, NSW', 'Sydney', 'Australia'],
    ['Pune, Maharashtra', 'Pune', 'India'],
    ['Edinburgh, Scotland', 'Edinburgh', 'United Kingdom'],
    ['London, England', 'London', 'United Kingdom'],
    ['Kathmandu, Nepal', 'Kathmandu', 'Nepal'],
    ['Colombo, Sri Lanka', 'Colombo', 'Sri Lanka'],
    ['Almaty, Kazakhstan', 'Almaty', 'Kazakhstan'],
    ['Tehran, Iran', 'Tehran', 'Iran'],
    ['San José, Costa Rica', 'San José', 'Costa Rica'],
    ['Zurich, CH', null, null],
    ['Lagos', 'Lagos', 'Nigeria'],
    ['Sao Paulo', 'São Paulo', 'Brazil'],
    ['Bangalore', 'Bengaluru', 'India'],
    ['Remote', 'Remote', ''],
  ])('reads %s', (text, city, country) => {
    const found = findLocation(text, { cityAlone: true });
    if (city === null) expect(found).toBeNull();
    else expect(found).toEqual({ city, country });
  });

  it('names countries by their usual short name, from any common form', () => {
    expect(countryName('USA')).toBe('United States');
    expect(countryName('United States of America')).toBe('United States');
    expect(countryName('the netherlands')).toBe('Netherlands');
    expect(countryName('Russian Federation')).toBe('Russia');
    expect(countryName('Türkiye')).toBe('Turkey');
    expect(countryName('Viet Nam')).toBeNull();
    expect(countryName('Vietnam.')).toBe('Vietnam');
  });

  it('reads a lone city only where a place stands alone', () => {
    expect(findLocation('Berlin')).toBeNull();
    expect(findLocation('Berlin', { cityAlone: true })).toEqual({
      city: 'Berlin',
      country: 'Germany',
    });
  });

  it('does not take ordinary words, small towns or a lower-case state code for a place', () => {
    for (const text of [
      'Reading',
      'Nice',
      'Data Engineer',
      'Python, SQL',
      'in',
      'Paris, me',
      'Acme Corp',
    ]) {
      expect(findLocation(text, { cityAlone: true }), text).toBeNull();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { filterPeople, searchKey } from './search';

const people = [
  { id: '1', name: 'Zoë Janssens', email: null },
  { id: '2', name: 'Anne de Vries', email: 'anne@voorbeeld.nl' },
  { id: '3', name: 'CHLOÉ Dubois', email: 'chloe.d@exemple.fr' },
  { id: '4', name: 'Søren Łukasz', email: 'soren@example.dk' },
  { id: '5', name: 'Bram &lt;B&gt;', email: 'bram@koester.test' },
];
const names = (query: string) => filterPeople(people, query).map((person) => person.id);

describe('searchKey', () => {
  it('drops accents, case and extra spaces', () => {
    expect(searchKey('  Zoë   JANSSENS ')).toBe('zoe janssens');
    expect(searchKey('Straße')).toBe('strasse');
  });
});

describe('filterPeople', () => {
  it('keeps everyone, in the order given, for an empty query', () => {
    expect(names('')).toEqual(['1', '2', '3', '4', '5']);
    expect(names('   ')).toEqual(['1', '2', '3', '4', '5']);
  });

  it('finds a name whatever its accents and letter case', () => {
    expect(names('zoe')).toEqual(['1']);
    expect(names('ZOË')).toEqual(['1']);
    expect(names('chloe')).toEqual(['3']);
    expect(names('soren lukasz')).toEqual(['4']);
  });

  it('finds by email too, and needs every word', () => {
    expect(names('voorbeeld')).toEqual(['2']);
    expect(names('exemple.fr')).toEqual(['3']);
    expect(names('anne vries')).toEqual(['2']);
    expect(names('anne dubois')).toEqual([]);
  });

  it('matches a part of a word, and angle brackets as they were typed', () => {
    expect(names('jans')).toEqual(['1']);
    expect(names('<b>')).toEqual(['5']);
  });
});

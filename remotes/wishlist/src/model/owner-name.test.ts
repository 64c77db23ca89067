import { describe, expect, it } from 'vitest';
import { ownerName, visibleDescription } from './owner-name';

describe('ownerName (spec §2)', () => {
  it("takes the API's owner name first", () => {
    expect(ownerName(' Demo ', 'Verlanglijstje van Lisa')).toBe('Demo');
  });

  it.each([
    ['Verlanglijstje van Lisa', 'Lisa'],
    ['verlanglijst van Jan de Vries', 'Jan de Vries'],
    ["Lisa's wishlist", 'Lisa'],
    ['Noor’s verlanglijstje', 'Noor'],
    ['Wishlist of Sam', 'Sam'],
    ['Liste de souhaits de Camille', 'Camille'],
    ["Liste d'envies d'Aurélie", 'Aurélie'],
  ])('derives the owner from "%s"', (name, owner) => {
    expect(ownerName(null, name)).toBe(owner);
  });

  it('gives up on a name that does not say whose list it is', () => {
    expect(ownerName(null, 'Kerst 2026')).toBeNull();
    expect(ownerName(null, 'Liste de souhaits')).toBeNull();
    expect(ownerName(null, 'Liste de Noël')).toBeNull();
    expect(ownerName('User', 'Verjaardag')).toBeNull();
    expect(ownerName('  ', 'Verjaardag')).toBeNull();
  });
});

describe('visibleDescription', () => {
  it("hides an empty description and the text 'null'", () => {
    expect(visibleDescription(null)).toBeNull();
    expect(visibleDescription('  ')).toBeNull();
    expect(visibleDescription('null')).toBeNull();
    expect(visibleDescription('NULL ')).toBeNull();
    expect(visibleDescription(' Voor mijn verjaardag ')).toBe('Voor mijn verjaardag');
  });
});

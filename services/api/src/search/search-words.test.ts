import { describe, expect, it } from 'vitest';
import { searchWords, similarWords } from './search-words.ts';

describe('searchWords', () => {
  it('splits on any white space and lowercases; a blank text has none', () => {
    expect(searchWords('  Dark\tMODE\n 50%  ')).toEqual(['dark', 'mode', '50%']);
    expect(searchWords(' \t ')).toEqual([]);
  });
});

describe('similarWords', () => {
  it('keeps words of letters and digits of 3 or more, lowercased, once, at most 8', () => {
    expect(similarWords('Meldingen: te LAAT op Android-12!')).toEqual(['meldingen', 'laat', 'android']);
    expect(similarWords('Café crème über naïve')).toEqual(['café', 'crème', 'über', 'naïve']);
    expect(similarWords('dark dark Dark')).toEqual(['dark']);
    expect(similarWords('one1 two2 three four five six seven eight nine ten')).toHaveLength(8);
  });

  it('drops stop words of nl, en and fr, and everything but letters and digits', () => {
    expect(similarWords('the and for with een het voor met les des pour avec')).toEqual([]);
    expect(similarWords("x' | y:* & !( <-> 😀")).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { checkPersonDraft, EMPTY_PERSON, personDraftOf } from './person-draft';

describe('checkPersonDraft', () => {
  it('sends the lists as arrays and empty texts as null', () => {
    expect(checkPersonDraft({ ...EMPTY_PERSON, name: ' Anna ', likes: 'jazz, koken,', interests: ' ' })).toEqual({
      ok: true,
      value: {
        name: 'Anna',
        email: null,
        interests: [],
        likes: ['jazz', 'koken'],
        dislikes: [],
        address: null,
        notes: null,
      },
    });
  });

  it('refuses a missing name, a wrong email and an over-long entry together', () => {
    const result = checkPersonDraft({ ...EMPTY_PERSON, email: 'anna@', dislikes: `spinnen, ${'x'.repeat(61)}` });
    expect(result.ok ? {} : Object.fromEntries(Object.entries(result.errors).map(([f, e]) => [f, e.code]))).toEqual({
      name: 'PERSON_NAME_REQUIRED',
      email: 'EMAIL_INVALID',
      dislikes: 'ENTRY_TOO_LONG',
    });
  });
});

describe('personDraftOf', () => {
  it('shows a stored person as typed', () => {
    const draft = personDraftOf({
      name: 'Bram &lt;3',
      email: null,
      interests: ['fietsen', 'jazz'],
      likes: [],
      dislikes: [],
      address: 'Kerkstraat 1\n1000 Brussel',
      notes: null,
    });
    expect(draft).toEqual({
      ...EMPTY_PERSON,
      name: 'Bram <3',
      interests: 'fietsen, jazz',
      address: 'Kerkstraat 1\n1000 Brussel',
    });
  });
});

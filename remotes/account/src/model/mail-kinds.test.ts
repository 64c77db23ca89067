import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import nl from '../i18n/nl.json';
import { mailKindOf, mailKinds } from './mail-kinds';

describe('the kinds of mail a link can stop', () => {
  it('know reminders, turned back on under /people/settings', () => {
    expect(mailKindOf('reminders')).toEqual({ kind: 'reminders', settingsPath: '/people/settings' });
  });

  it('refuse a missing, unknown or inherited kind', () => {
    for (const value of [null, '', 'Reminders', 'feedback', 'toString', '__proto__', 'constructor']) {
      expect(mailKindOf(value), String(value)).toBeNull();
    }
  });

  it('each say what stops, where it is turned back on and that page’s link, in nl, en and fr', () => {
    for (const texts of [nl, en, fr]) {
      const kinds = texts.unsubscribe.kinds as Record<string, Record<string, string>>;
      for (const kind of mailKinds()) {
        expect(Object.keys(kinds[kind] ?? {}).sort(), kind).toEqual(['backOn', 'settings', 'what']);
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import nl from '../i18n/nl.json';
import { mailKindOf, mailKinds } from './mail-kinds';

describe('the kinds of mail a link can stop', () => {
  it('know reminders, turned back on under /people/settings', () => {
    expect(mailKindOf('reminders')).toMatchObject({ kind: 'reminders', settingsPath: '/people/settings' });
    expect(mailKindOf('reminders')!.settingsLink(null)).toBe('/people/settings');
  });

  it('know feedback portal mail, turned back on by following the item again, or items on the portal', () => {
    const portal = mailKindOf('portal')!;
    expect(portal.settingsPath).toBe('/feedback');
    expect(portal.settingsLink('5eed0000-0000-4000-8000-000000000206')).toBe(
      '/feedback/5eed0000-0000-4000-8000-000000000206',
    );
    expect(portal.settingsLink(null)).toBe('/feedback?mine=following');
  });

  it('refuse a missing, unknown or inherited kind', () => {
    for (const value of [null, '', 'Reminders', 'feedback', 'toString', '__proto__', 'constructor']) {
      expect(mailKindOf(value), String(value)).toBeNull();
    }
  });

  it('each say what stops, where it is turned back on and that page’s link, in nl, en and fr', () => {
    for (const texts of [nl, en, fr]) {
      const kinds = texts.unsubscribe.kinds as Record<string, Record<string, unknown>>;
      for (const kind of mailKinds()) {
        const { item, ...whole } = (kinds[kind] ?? {}) as Record<string, unknown>;
        expect(Object.keys(whole).sort(), kind).toEqual(['backOn', 'settings', 'what']);
        // Portal mail can stop for one item too: its own three texts.
        if (kind === 'portal') expect(Object.keys(item as object).sort()).toEqual(['backOn', 'settings', 'what']);
      }
    }
  });
});

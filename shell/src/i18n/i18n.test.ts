import { describe, expect, it } from 'vitest';
import { missingTranslations } from '@koester/shared/i18n/missing-translations';
import { REMOTE_ROUTES } from '../federation/registry';
import { routeLabelKey } from '../layout/breadcrumb';
import en from './en.json';
import fr from './fr.json';
import nl from './nl.json';

function lookup(texts: object, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
}

describe('shell texts', () => {
  it('exist in nl, en and fr', () => {
    expect(missingTranslations({ nl, en, fr })).toEqual([]);
  });

  it("name every route of the spec's remotes for the breadcrumb", () => {
    // "/" has no breadcrumb (spec §2); a later remote may rely on its pages' own titles.
    const specRemotes = ['marketing', 'feedback', 'wishlist', 'account'];
    for (const route of REMOTE_ROUTES.filter((r) => r.path !== '/' && specRemotes.includes(r.remote))) {
      expect(lookup(en, routeLabelKey(route.path)), route.path).toEqual(expect.any(String));
    }
  });
});

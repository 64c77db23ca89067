import { describe, expect, it } from 'vitest';
import { missingTranslations } from '@koester/shared/i18n/missing-translations';
import aboutEn from './about/en.json';
import aboutFr from './about/fr.json';
import aboutNl from './about/nl.json';
import faqEn from './faq/en.json';
import faqFr from './faq/fr.json';
import faqNl from './faq/nl.json';
import privacyEn from './legal/privacy/en.json';
import privacyFr from './legal/privacy/fr.json';
import privacyNl from './legal/privacy/nl.json';
import termsEn from './legal/terms/en.json';
import termsFr from './legal/terms/fr.json';
import termsNl from './legal/terms/nl.json';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';

const sets = {
  about: { nl: aboutNl, en: aboutEn, fr: aboutFr },
  faq: { nl: faqNl, en: faqEn, fr: faqFr },
  privacy: { nl: privacyNl, en: privacyEn, fr: privacyFr },
  terms: { nl: termsNl, en: termsEn, fr: termsFr },
};

// The page texts of the `marketing` namespace are checked by src/remote.test.ts; this is the structured content.
describe('content', () => {
  it.each(Object.entries(sets))('%s exist in nl, en and fr', (_, resources) => {
    expect(missingTranslations(resources)).toEqual([]);
  });

  it.each([
    ['privacy', sets.privacy],
    ['terms', sets.terms],
  ])('%s: same sections in every language, stating age 16, 30 days notice and the EU region', (_, docs) => {
    const ids = docs.en.sections.map((s) => s.id);
    for (const doc of Object.values(docs)) {
      expect(doc.sections.map((s) => s.id)).toEqual(ids);
      const text = doc.sections.map((s) => s.content).join('\n');
      expect(text).toMatch(/\b16\b/);
      expect(text).toMatch(/\b30\b/);
      expect(text).toContain('eu-west-1');
    }
  });

  it('the FAQ has the categories and questions of spec §2', () => {
    for (const faq of Object.values(sets.faq)) {
      expect(faq.categories.map((c) => [c.id, c.items.map((i) => i.id)])).toEqual([
        ['general', ['how-it-works', 'cost', 'privacy', 'platforms']],
        ['wishlist', ['add-for-others', 'sync', 'mark-purchased']],
        ['reminders', ['setup', 'notifications']],
      ]);
    }
  });

  it('the contact form says "Envoi..." while sending in French', () => {
    expect(fr.contact.form.sending).toBe('Envoi...');
    expect(en.contact.form.success).toBe("Thank you for your message! We'll get back to you as soon as possible.");
  });
});

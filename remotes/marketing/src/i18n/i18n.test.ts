import { describe, expect, it } from 'vitest';
import { missingTranslations } from '@koester/shared/i18n/missing-translations';
import aboutEn from '../content/about/en.json';
import aboutFr from '../content/about/fr.json';
import aboutNl from '../content/about/nl.json';
import faqEn from '../content/faq/en.json';
import faqFr from '../content/faq/fr.json';
import faqNl from '../content/faq/nl.json';
import privacyEn from '../content/legal/privacy/en.json';
import privacyFr from '../content/legal/privacy/fr.json';
import privacyNl from '../content/legal/privacy/nl.json';
import termsEn from '../content/legal/terms/en.json';
import termsFr from '../content/legal/terms/fr.json';
import termsNl from '../content/legal/terms/nl.json';
import en from './en.json';
import fr from './fr.json';
import nl from './nl.json';

const sets = {
  'page texts': { nl, en, fr },
  about: { nl: aboutNl, en: aboutEn, fr: aboutFr },
  faq: { nl: faqNl, en: faqEn, fr: faqFr },
  privacy: { nl: privacyNl, en: privacyEn, fr: privacyFr },
  terms: { nl: termsNl, en: termsEn, fr: termsFr },
};

describe('texts', () => {
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

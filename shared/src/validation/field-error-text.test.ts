import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerCommonNamespace } from '@koester/shared/i18n/common';
import { initI18n } from '@koester/shared/i18n/i18n';
import { fieldErrorText, fieldErrorTexts } from './field-error-text';

beforeAll(async () => {
  registerCommonNamespace();
  await initI18n();
});

describe('fieldErrorText', () => {
  it("gives the code's text in the page's language", async () => {
    await i18next.changeLanguage('nl');
    expect(fieldErrorText({ code: 'TITLE_REQUIRED', message: 'Please enter a title for your feedback' })).toBe(
      'Vul een titel in voor je feedback',
    );
    await i18next.changeLanguage('fr');
    expect(fieldErrorText({ code: 'REQUIRED', message: 'This field is required.' })).toBe('Ce champ est obligatoire');
  });

  it("falls back to the server's message for a code this page does not know", async () => {
    await i18next.changeLanguage('nl');
    expect(fieldErrorText({ code: 'SOMETHING_NEW', message: 'A newer rule said no' })).toBe('A newer rule said no');
  });

  it('uses the translate function it is given', () => {
    const t = (key: string, options: { ns: string; defaultValue: string }) => `${options.ns}:${key}`;
    expect(fieldErrorText({ code: 'TOO_LONG', message: 'Too big' }, t)).toBe('validation:TOO_LONG');
  });

  it("maps every field of an error's details", async () => {
    await i18next.changeLanguage('en');
    expect(
      fieldErrorTexts({
        title: { code: 'TITLE_TOO_SHORT', message: 'x' },
        'items.0.url': { code: 'INVALID_URL', message: 'y' },
      }),
    ).toEqual({
      title: 'The title must be at least 2 characters',
      'items.0.url': 'Links must start with http:// or https://',
    });
    expect(fieldErrorTexts(undefined)).toEqual({});
  });
});

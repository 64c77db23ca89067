import { expect, test } from '@playwright/test';
import { expectNoGraveViolations } from '../support/ui';

/** What a visitor reads on /tutorial and /support in each language. */
const LANGUAGES = {
  nl: {
    tutorial: {
      heading: 'Aan de slag met Koester',
      title: 'Aan de slag · Koester',
      firstStep: 'Installeer de app',
      reminders: 'drie weken van tevoren',
      android: 'Doe mee met de Android-test',
      ios: 'Doe mee met de iPhone-bèta',
      signup: 'Account aanmaken',
      dashboard: 'Naar je dashboard',
      support: 'Naar hulp en support',
    },
    support: {
      heading: 'Hulp en support',
      free: 'Zolang we testen, is support gratis voor iedereen.',
      answer: 'Meestal krijg je binnen twee werkdagen antwoord.',
      faq: 'Lees de veelgestelde vragen',
      contact: 'Naar het contactformulier',
      feedback: 'Naar het feedbackportaal',
      password: 'Nieuw wachtwoord instellen',
      privacy: 'Lees ons privacybeleid',
    },
  },
  en: {
    tutorial: {
      heading: 'Getting started with Koester',
      title: 'Getting started · Koester',
      firstStep: 'Install the app',
      reminders: 'three weeks ahead',
      android: 'Join the Android test',
      ios: 'Join the iPhone beta',
      signup: 'Create account',
      dashboard: 'Go to your dashboard',
      support: 'Go to help and support',
    },
    support: {
      heading: 'Help and support',
      free: 'While we test, support is free for everyone.',
      answer: 'Usually you will have an answer within two working days.',
      faq: 'Read the FAQ',
      contact: 'Go to the contact form',
      feedback: 'Go to the feedback portal',
      password: 'Set a new password',
      privacy: 'Read our privacy policy',
    },
  },
  fr: {
    tutorial: {
      heading: 'Bien démarrer avec Koester',
      title: 'Bien démarrer · Koester',
      firstStep: 'Installez l’application',
      reminders: 'trois semaines avant',
      android: 'Rejoindre le test Android',
      ios: 'Rejoindre la bêta iPhone',
      signup: 'Créer un compte',
      dashboard: 'Aller au tableau de bord',
      support: 'Aller à l’aide et l’assistance',
    },
    support: {
      heading: 'Aide et assistance',
      free: 'Tant que durent les tests, l’assistance est gratuite pour tout le monde.',
      answer: 'En général, vous recevez une réponse sous deux jours ouvrés.',
      faq: 'Lire les questions fréquentes',
      contact: 'Aller au formulaire de contact',
      feedback: 'Aller au portail de feedback',
      password: 'Choisir un nouveau mot de passe',
      privacy: 'Lire notre politique de confidentialité',
    },
  },
} as const;

for (const [language, texts] of Object.entries(LANGUAGES)) {
  test(`/tutorial in ${language}: five numbered steps, the app's test links and the way on`, async ({ page }) => {
    const t = texts.tutorial;
    await page.goto(`/tutorial?lang=${language}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(t.heading);
    await expect(page).toHaveTitle(t.title);
    await expect(page.locator('html')).toHaveAttribute('lang', language);

    const steps = main.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(steps).toHaveCount(5);
    await expect(steps.first().getByRole('heading', { level: 2 })).toHaveText(t.firstStep);
    await expect(steps.nth(3)).toContainText(t.reminders);
    // Each drawing is decoration: hidden from screen readers.
    await expect(main.locator('svg:not([aria-hidden="true"])')).toHaveCount(0);

    const android = main.getByRole('link', { name: t.android });
    await expect(android).toHaveAttribute('href', /^https:\/\/play\.google\.com\//);
    await expect(android).toHaveAttribute('target', '_blank');
    await expect(main.getByRole('link', { name: t.ios })).toHaveAttribute(
      'href',
      /^https:\/\/testflight\.apple\.com\//,
    );
    await expect(main.getByRole('link', { name: t.signup })).toHaveAttribute('href', '/signup');
    await expect(main.getByRole('link', { name: t.dashboard })).toHaveAttribute('href', '/dashboard');
    await expect(main.getByRole('link', { name: t.support })).toHaveAttribute('href', '/support');

    await expectNoGraveViolations(page, `/tutorial (${language})`);
  });

  test(`/support in ${language}: the address, honest answer times and the ways to help`, async ({ page }) => {
    const t = texts.support;
    await page.goto(`/support?lang=${language}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(t.heading);
    await expect(main).toContainText(t.free);
    await expect(main).toContainText(t.answer);
    await expect(main.getByRole('link', { name: 'hallo@koester.app' })).toHaveAttribute(
      'href',
      'mailto:hallo@koester.app',
    );
    for (const [name, href] of [
      [t.faq, '/faq'],
      [t.contact, '/contact'],
      [t.feedback, '/feedback'],
      [t.password, '/forgot-password'],
      [t.privacy, '/privacy'],
    ] as const) {
      await expect(main.getByRole('link', { name })).toHaveAttribute('href', href);
    }

    await expectNoGraveViolations(page, `/support (${language})`);
  });
}

test('the guide pages follow the language switcher and lead on to the rest of the site', async ({ page }) => {
  await page.goto('/tutorial?lang=nl');
  const main = page.getByRole('main');
  await expect(page.getByRole('navigation', { name: 'Kruimelpad' })).toContainText('Aan de slag');
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(LANGUAGES.fr.tutorial.heading);

  await main.getByRole('link', { name: LANGUAGES.fr.tutorial.support }).click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(LANGUAGES.fr.support.heading);
  await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' })).toContainText('Aide et assistance');

  await page.getByRole('button', { name: 'English' }).click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(LANGUAGES.en.support.heading);
  await main.getByRole('link', { name: LANGUAGES.en.support.contact }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Get in touch');

  await page.goBack();
  await main.getByRole('link', { name: LANGUAGES.en.support.feedback }).click();
  await expect(page).toHaveURL(/\/feedback$/);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Feedback portal');
});

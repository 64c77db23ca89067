import type { Language } from '@koester/contract/i18n/languages';

/** The words of a reminder mail in each language; {name}, {label}, {n} are filled in (reminder-mail.ts). */
interface ReminderTexts {
  occasion: { birthday: string; anniversary: string; name_day: string; labelled: string };
  when: { today: string; tomorrow: string; days: string; weeks: string; week: string };
  turns: string;
  years: string;
  likes: string;
  ideas: string;
  open: string;
  because: string;
  unsubscribe: string;
}

/** French elides "de" before a vowel or a mute h: "d'Anna", "de Bram". */
const FRENCH_ELISION = /^[aeiouyhàâäéèêëîïôöûü]/i;
export const frenchOf = (name: string) => (FRENCH_ELISION.test(name) ? `d’${name}` : `de ${name}`);

export const REMINDER_TEXTS: Record<Language, ReminderTexts> = {
  en: {
    occasion: {
      birthday: '{name}’s birthday',
      anniversary: '{name}’s anniversary',
      name_day: '{name}’s name day',
      labelled: '{label} ({name})',
    },
    when: {
      today: 'is today',
      tomorrow: 'is tomorrow',
      days: 'is in {n} days',
      week: 'is in 1 week',
      weeks: 'is in {n} weeks',
    },
    turns: '{name} turns {n}.',
    years: '{n} years.',
    likes: 'What {name} likes',
    ideas: 'Your gift ideas',
    open: 'Open {name} in Koester',
    because: 'You receive this because you set a reminder in Koester.',
    unsubscribe: 'Stop reminder emails',
  },
  nl: {
    occasion: {
      birthday: 'De verjaardag van {name}',
      anniversary: 'Het jubileum van {name}',
      name_day: 'De naamdag van {name}',
      labelled: '{label} ({name})',
    },
    when: {
      today: 'is vandaag',
      tomorrow: 'is morgen',
      days: 'is over {n} dagen',
      week: 'is over 1 week',
      weeks: 'is over {n} weken',
    },
    turns: '{name} wordt {n}.',
    years: '{n} jaar.',
    likes: 'Waar {name} van houdt',
    ideas: 'Je cadeau-ideeën',
    open: 'Bekijk {name} in Koester',
    because: 'Je krijgt deze e-mail omdat je in Koester een herinnering hebt ingesteld.',
    unsubscribe: 'Geen herinneringsmails meer',
  },
  fr: {
    occasion: {
      birthday: 'L’anniversaire {ofName}',
      anniversary: 'La date anniversaire {ofName}',
      name_day: 'La fête {ofName}',
      labelled: '{label} ({name})',
    },
    when: {
      today: 'est aujourd’hui',
      tomorrow: 'est demain',
      days: 'est dans {n} jours',
      week: 'est dans 1 semaine',
      weeks: 'est dans {n} semaines',
    },
    turns: '{name} aura {n} ans.',
    years: '{n} ans.',
    likes: 'Ce que {name} aime',
    ideas: 'Vos idées de cadeaux',
    open: 'Voir {name} dans Koester',
    because: 'Vous recevez cet e-mail parce que vous avez programmé un rappel dans Koester.',
    unsubscribe: 'Ne plus recevoir de rappels par e-mail',
  },
};

import type { LocalDate } from '@koester/contract/dates/calendar-date';
import type { Language } from '@koester/contract/i18n/languages';
import type { DateKind } from '@koester/contract/validation/date-rules';
import { colon, fill, html, mailButton, mailDocument, mailFooter, plain } from './mail-layout.ts';
import type { Mail } from './mailer.ts';
import { frenchOf, REMINDER_TEXTS } from './reminder-texts.ts';

/** What a reminder mail tells: whose date, which, when, and what might please them. */
interface ReminderFacts {
  to: string;
  language: Language;
  personName: string;
  kind: DateKind;
  label: string | null;
  occurrence: LocalDate;
  leadDays: number;
  /** The age reached or the years marked; null without a year. */
  turns: number | null;
  likes: string[];
  ideas: { title: string; url: string | null }[];
  personUrl: string;
  /** The page with the unsubscribe button (the mail's own link), and the one-click address (its headers). */
  unsubscribePageUrl: string;
  unsubscribeUrl: string;
}

function whenText(leadDays: number, language: Language): string {
  const when = REMINDER_TEXTS[language].when;
  if (leadDays === 0) return when.today;
  if (leadDays === 1) return when.tomorrow;
  if (leadDays === 7) return when.week;
  if (leadDays % 7 === 0) return fill(when.weeks, { n: leadDays / 7 });
  return fill(when.days, { n: leadDays });
}

/** The date as a reader of that language writes it: "Friday 12 June 2026", "vrijdag 12 juni 2026". */
function longDate(date: LocalDate, language: Language): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(date.year, date.month - 1, date.day)));
}

/** What the date is, in the user's language: "Anna's birthday", "De naamdag van Bram", "Premier rendez-vous (Anna)". */
export function occasionText(kind: DateKind, label: string | null, name: string, language: Language): string {
  const t = REMINDER_TEXTS[language].occasion;
  return fill(label || kind === 'custom' ? t.labelled : t[kind], { name, ofName: frenchOf(name), label: label ?? '' });
}

/** The reminder mail, in the user's language: subject, plain text and HTML, with its unsubscribe links. */
export function reminderMail(facts: ReminderFacts): Mail {
  const { language } = facts;
  const t = REMINDER_TEXTS[language];
  const name = plain(facts.personName);
  const names = { name };
  const occasion = occasionText(facts.kind, facts.label && plain(facts.label), name, facts.language);
  const subject = `${occasion} ${whenText(facts.leadDays, facts.language)}`;
  const date = longDate(facts.occurrence, facts.language);
  const age =
    facts.turns === null || facts.turns <= 0
      ? ''
      : fill(facts.kind === 'birthday' ? t.turns : t.years, { name, n: facts.turns });
  const likes = facts.likes.map(plain);
  const ideas = facts.ideas.map((idea) => ({ title: plain(idea.title), url: idea.url }));
  const open = fill(t.open, names);

  const text = [
    `${colon(language, subject)} ${date}.`,
    age,
    likes.length ? `\n${colon(language, fill(t.likes, names))}\n${likes.map((like) => `- ${like}`).join('\n')}` : '',
    ideas.length
      ? `\n${colon(language, t.ideas)}\n${ideas.map((i) => `- ${i.title}${i.url ? ` (${i.url})` : ''}`).join('\n')}`
      : '',
    `\n${colon(language, open)} ${facts.personUrl}`,
    `\n--\n${t.because}\n${colon(language, t.unsubscribe)} ${facts.unsubscribePageUrl}`,
  ]
    .filter(Boolean)
    .join('\n');

  const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
  const body = [
    `<h1 style="font-size:20px">${html(subject)}</h1>`,
    `<p><strong>${html(date)}</strong>${age ? ` ${html(age)}` : ''}</p>`,
    likes.length ? `<h2 style="font-size:16px">${html(fill(t.likes, names))}</h2>${list(likes.map(html))}` : '',
    ideas.length
      ? `<h2 style="font-size:16px">${html(t.ideas)}</h2>${list(
          ideas.map((i) => (i.url ? `<a href="${html(i.url)}">${html(i.title)}</a>` : html(i.title))),
        )}`
      : '',
    mailButton(facts.personUrl, open),
    mailFooter(t.because, t.unsubscribe, facts.unsubscribePageUrl),
  ].join('\n');

  return {
    to: facts.to,
    subject,
    text,
    html: mailDocument(facts.language, body),
    language: facts.language,
    unsubscribeUrl: facts.unsubscribeUrl,
  };
}

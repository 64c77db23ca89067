import { sql, type Kysely } from 'kysely';
import type { FeedbackStatus, FeedbackType } from '@koester/contract/validation/feedback-rules';
import type { Database } from '../db/schema.ts';

// Fixed ids make the top-up idempotent: a restart finds the items it made and adds none.
const id = (n: number) => `be4c0000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Fake voters, enough for a spread of vote counts so that `sort=top` means something. */
const VOTERS = 24;

type Text = [title: string, description: string];

/** What people ask for, in Dutch and in English; each item adds a place where it happens. */
const TOPICS: { type: FeedbackType; nl: Text; en: Text }[] = [
  {
    type: 'feature',
    nl: ['Herinnering een week van tevoren', 'Naast de herinnering van 1 dag wil ik er ook een een week eerder.'],
    en: ['Reminder a week ahead', 'Besides the reminder one day before, I would like one a week earlier.'],
  },
  {
    type: 'bug',
    nl: ['Melding komt te laat binnen', 'De melding van een herinnering komt soms pas uren later binnen in de app.'],
    en: ['Notification arrives late', 'The reminder notification sometimes arrives hours late in the app.'],
  },
  {
    type: 'feature',
    nl: ['Donkere modus', 'Graag een donkere modus voor de avond, dat is prettiger voor de ogen.'],
    en: ['Dark mode', 'Please add a dark mode for the evenings, it is easier on the eyes.'],
  },
  {
    type: 'feature',
    nl: ['Verlanglijstje delen via WhatsApp', 'Een knop om mijn verlanglijstje direct in WhatsApp te delen.'],
    en: ['Share a wishlist on WhatsApp', 'A button that shares my wishlist straight to WhatsApp from the app.'],
  },
  {
    type: 'bug',
    nl: ['Verjaardag verschuift een dag', 'Een verjaardag op 29 februari staat in de app op de verkeerde dag.'],
    en: ['Birthday shifts by a day', 'A birthday on 29 February shows on the wrong day in the app.'],
  },
  {
    type: 'feature',
    nl: ['Cadeau-ideeën per contact', 'Ik wil per contact een lijst met cadeau-ideeën bijhouden.'],
    en: ['Gift ideas per contact', 'I would like to keep a list of gift ideas for each contact.'],
  },
  {
    type: 'bug',
    nl: ['Foto van contact laadt niet', 'De profielfoto van een contact blijft leeg na het opslaan.'],
    en: ['Contact photo does not load', 'The profile photo of a contact stays empty after saving.'],
  },
  {
    type: 'feature',
    nl: ['Agenda koppelen', 'Verjaardagen en jubilea automatisch in mijn agenda zetten zou handig zijn.'],
    en: ['Calendar sync', 'Putting birthdays and anniversaries in my calendar automatically would help.'],
  },
  {
    type: 'bug',
    nl: ['Inloggen mislukt na wachtwoord wijzigen', 'Na het wijzigen van mijn wachtwoord kan ik niet meer inloggen.'],
    en: ['Sign-in fails after password change', 'After changing my password I can no longer sign in to the app.'],
  },
  {
    type: 'feature',
    nl: ['Budget per cadeau', 'Een budget per cadeau instellen en zien hoeveel ik dit jaar uitgeef.'],
    en: ['Budget per gift', 'Set a budget per gift and see how much I spend this year.'],
  },
  {
    type: 'bug',
    nl: ['Prijs met komma wordt afgewezen', 'Een prijs als 12,50 op het verlanglijstje geeft een foutmelding.'],
    en: ['Price with a comma is refused', 'A price like 12,50 on the wishlist gives an error message.'],
  },
  {
    type: 'feature',
    nl: ['Samen een cadeau kopen', 'Met vrienden samen geld inleggen voor een groter cadeau.'],
    en: ['Buy a gift together', 'Pool money with friends for a bigger gift.'],
  },
];

const PLACES = {
  nl: ['op Android', 'op de iPhone', 'in de webversie', 'na de laatste update', 'op de tablet'],
  en: ['on Android', 'on iPhone', 'in the web version', 'since the last update', 'on a tablet'],
};

const STATUSES: FeedbackStatus[] = ['open', 'open', 'open', 'in_progress', 'completed', 'declined'];

/** The n-th benchmark item (1-based), the same on every run. */
function benchItem(n: number) {
  const topic = TOPICS[n % TOPICS.length]!;
  const language = Math.floor(n / TOPICS.length) % 2 === 0 ? 'nl' : 'en';
  const [title, description] = topic[language];
  const place = PLACES[language][n % PLACES[language].length]!;
  return {
    id: id(n),
    title: `${title} ${place}`,
    description: `${description} (${place})`,
    type: topic.type,
    status: STATUSES[(n * 7) % STATUSES.length]!,
    user_id: `bench-author-${n % 17}`,
    author_is_admin: n % 19 === 0,
    is_anonymous: n % 5 === 0,
    created_at: new Date(Date.now() - ((n * 13) % 180) * 86_400_000 - n * 60_000),
  };
}

/** The n-th item's votes: 0 to 20 up, 0 to 3 down, each from its own fake voter. */
function benchVotes(n: number) {
  const up = (n * 7919) % 21;
  const down = (n * 31) % 4;
  return Array.from({ length: up + down }, (_, v) => ({
    feedback_id: id(n),
    user_id: `bench-voter-${v < up ? v : VOTERS - 1 - (v - up)}`,
    upvote: v < up,
  }));
}

/** Rows per insert, well under PostgreSQL's 65535 parameters per statement. */
const CHUNK = 2000;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

/**
 * For benchmarks (KOESTER_API_SEED_FEEDBACK_ITEMS): tops the feedback table up
 * to `total` items with varied Dutch and English items of both types, in every
 * status, some anonymous, with votes from fixed fake voters. Idempotent: its
 * items have fixed ids, so a second run with the same total adds nothing.
 */
export async function seedBenchFeedback(db: Kysely<Database>, total: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { count } = await trx
      .selectFrom('feedback')
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow();
    if (count >= total) return;
    const candidates = Array.from({ length: total }, (_, i) => id(i + 1));
    const made = new Set(
      (await trx.selectFrom('feedback').select('id').where('id', 'in', candidates).execute()).map((row) => row.id),
    );
    const numbers = candidates
      .map((_, i) => i + 1)
      .filter((n) => !made.has(id(n)))
      .slice(0, total - count);
    await insertChunked(numbers.map(benchItem), (rows) =>
      trx
        .insertInto('feedback')
        .values(rows)
        .onConflict((oc) => oc.column('id').doNothing())
        .execute(),
    );
    await insertChunked(numbers.flatMap(benchVotes), (rows) =>
      trx
        .insertInto('feedback_votes')
        .values(rows)
        .onConflict((oc) => oc.columns(['feedback_id', 'user_id']).doNothing())
        .execute(),
    );
  });
}

import type { Kysely } from 'kysely';
import { DEMO_ACCOUNTS } from '@koester/contract/demo/demo-accounts';
import type { Database } from '../db/schema.ts';
import { daysAgo, demoId as id } from './demo-ids.ts';

const { admin, demo } = DEMO_ACCOUNTS;

const FEEDBACK = [
  {
    id: id(201),
    title: 'Herinnering een week van tevoren',
    description: 'Ik wil naast de herinnering van 1 dag ook een herinnering een week eerder kunnen kiezen.',
    type: 'feature',
    status: 'completed',
    user_id: demo.sub,
    author_is_admin: false,
    is_anonymous: false,
    created_at: daysAgo(40),
  },
  {
    id: id(202),
    title: 'Cadeau-ideeën delen met partner',
    description: 'Het zou fijn zijn als ik ideeën voor een gezamenlijk cadeau met mijn partner kan delen.',
    type: 'feature',
    status: 'in_progress',
    user_id: demo.sub,
    author_is_admin: false,
    is_anonymous: false,
    created_at: daysAgo(21),
  },
  {
    id: id(203),
    title: 'Verjaardag verschuift een dag',
    description: 'Bij een contact met een verjaardag op 29 februari verschijnt de herinnering op de verkeerde dag.',
    type: 'bug',
    status: 'open',
    user_id: demo.sub,
    author_is_admin: false,
    is_anonymous: true,
    created_at: daysAgo(9),
  },
  {
    id: id(204),
    title: 'Donkere modus',
    description: 'Graag een donkere modus voor de avond, dat is prettiger voor de ogen.',
    type: 'feature',
    status: 'open',
    user_id: admin.sub,
    author_is_admin: true,
    is_anonymous: false,
    created_at: daysAgo(7),
  },
  {
    id: id(205),
    title: 'Inloggen met vingerafdruk',
    description: 'Inloggen met vingerafdruk of gezichtsherkenning zou het openen van de app sneller maken.',
    type: 'feature',
    status: 'declined',
    user_id: demo.sub,
    author_is_admin: false,
    is_anonymous: false,
    created_at: daysAgo(30),
  },
  {
    id: id(206),
    title: 'Melding komt niet door op Android',
    description: 'Op mijn Android-telefoon komt de melding van een herinnering soms pas uren later binnen.',
    type: 'bug',
    status: 'open',
    user_id: demo.sub,
    author_is_admin: false,
    is_anonymous: false,
    created_at: daysAgo(3),
  },
] as const;

/** Feedback of both types in every status, with votes and comments. */
export async function seedDemoFeedback(trx: Kysely<Database>): Promise<void> {
  await trx
    .insertInto('feedback')
    .values(FEEDBACK.map((item) => ({ ...item })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await trx
    .insertInto('feedback_votes')
    .values([
      { feedback_id: id(201), user_id: admin.sub, upvote: true },
      { feedback_id: id(202), user_id: admin.sub, upvote: true },
      { feedback_id: id(204), user_id: demo.sub, upvote: true },
      { feedback_id: id(205), user_id: admin.sub, upvote: false },
      { feedback_id: id(206), user_id: admin.sub, upvote: true },
    ])
    .onConflict((oc) => oc.columns(['feedback_id', 'user_id']).doNothing())
    .execute();
  await trx
    .insertInto('feedback_comments')
    .values([
      {
        id: id(301),
        feedback_id: id(201),
        user_id: admin.sub,
        content: 'Staat erin sinds de laatste testversie. Bedankt voor de tip!',
        is_admin: true,
      },
      {
        id: id(302),
        feedback_id: id(206),
        user_id: demo.sub,
        content: 'Het gebeurt vooral als de batterijbesparing aan staat.',
        is_admin: false,
      },
      {
        id: id(303),
        feedback_id: id(206),
        user_id: admin.sub,
        content: 'Dank je, we kijken ernaar.',
        is_admin: true,
      },
    ])
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

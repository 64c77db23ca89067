import type { Kysely, Selectable } from 'kysely';
import type { GiftIdeaValues } from '@koester/contract/validation/people-rules';
import type { GiftIdeaTable } from '../db/people-schema.ts';
import type { Database } from '../db/schema.ts';

export type GiftIdeaRow = Selectable<GiftIdeaTable>;

/** A price as numeric(10,2) takes it: a decimal string, or null. */
const priceText = (price: number | null | undefined) =>
  price === undefined ? undefined : price === null ? null : price.toFixed(2);

/** Gift ideas for a person, and moving one onto a wishlist of the user's. */
export function giftIdeaRepository(db: Kysely<Database>) {
  return {
    listOfPerson(personId: string) {
      return db.selectFrom('gift_ideas').selectAll().where('person_id', '=', personId).orderBy('created_at').execute();
    },

    /** Every idea of the user's people (the reminder mail, the export). */
    listOfUser(userId: string) {
      return db
        .selectFrom('gift_ideas as g')
        .innerJoin('people as p', 'p.id', 'g.person_id')
        .selectAll('g')
        .where('p.user_id', '=', userId)
        .orderBy('g.created_at')
        .execute();
    },

    findOfPerson(id: string, personId: string) {
      return db
        .selectFrom('gift_ideas')
        .selectAll()
        .where('id', '=', id)
        .where('person_id', '=', personId)
        .executeTakeFirst();
    },

    create(personId: string, values: GiftIdeaValues) {
      return db
        .insertInto('gift_ideas')
        .values({ person_id: personId, ...values, price: priceText(values.price) })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** The idea changed (as it is, when nothing was sent); undefined when it was removed a moment ago. */
    update(id: string, values: Partial<GiftIdeaValues>) {
      if (Object.keys(values).length === 0) {
        return db.selectFrom('gift_ideas').selectAll().where('id', '=', id).executeTakeFirst();
      }
      return db
        .updateTable('gift_ideas')
        .set({ ...values, price: priceText(values.price) })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('gift_ideas').where('id', '=', id).execute();
    },

    /**
     * Makes the idea an item of the wishlist (its notes become the item's description) and removes the idea, in one
     * transaction: the gift is then in one place, never two or none. The idea is taken first, so of two moves at
     * once one finds it gone (null) rather than making a second item.
     */
    moveToWishlist(ideaId: string, wishlistId: string): Promise<string | null> {
      return db.transaction().execute(async (trx) => {
        const idea = await trx.deleteFrom('gift_ideas').where('id', '=', ideaId).returningAll().executeTakeFirst();
        if (!idea) return null;
        const item = await trx
          .insertInto('wishlist_items')
          .values({
            wishlist_id: wishlistId,
            title: idea.title,
            description: idea.notes,
            price: priceText(idea.price),
            url: idea.url,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return item.id;
      });
    },
  };
}

export type GiftIdeaRepository = ReturnType<typeof giftIdeaRepository>;

import type { AccountRepository } from '../../repositories/account-repository.ts';

type Collected = Awaited<ReturnType<AccountRepository['collect']>>;

/**
 * The export file: everything Koester keeps about the user, grouped as they know it (profile, people, wishlists,
 * feedback). Secrets that work as keys (the unsubscribe and calendar tokens) are left out: they are not about the
 * user, and a copy of the file should open nothing.
 */
export function exportFile(user: { id: string; email: string }, data: Collected, plan: string, exportedAt: Date) {
  const { unsubscribe_token: _secret, ...settings } = data.settings ?? { unsubscribe_token: '' };
  return {
    format: 'koester-export/1',
    exported_at: exportedAt.toISOString(),
    account: { user_id: user.id, email: user.email, plan },
    profile: data.profile ?? null,
    mail_settings: data.settings ? settings : null,
    stopped_mail: data.optouts,
    calendar_feed: data.feed ? { created_at: data.feed.created_at } : null,
    payments: data.payments,
    // Which reminder mails went out (or were skipped), for which date and day.
    reminder_mails: data.deliveries,
    people: data.people.map((person) => ({
      ...person,
      dates: data.dates.filter((date) => date.person_id === person.id),
      gift_ideas: data.ideas.filter((idea) => idea.person_id === person.id),
    })),
    wishlists: data.wishlists.map((list) => ({
      ...list,
      items: data.items.filter((item) => item.wishlist_id === list.id),
      share_links: data.links.filter((link) => link.wishlist_id === list.id).length,
    })),
    reservations_made: data.reservations,
    feedback: data.feedback,
    comments: data.comments,
    votes: data.votes,
    followed_feedback: data.follows,
  };
}

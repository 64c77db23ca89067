import { useTranslation } from 'react-i18next';
import { useViewer } from '@koester/shared/session/session-store';
import { toast } from '@koester/shared/toast/toast';
import { useFollow } from '../api/follow-feedback';
import type { FeedbackItem } from '../api/list-feedback';
import { useLoginPrompt } from '../stores/login-prompt-store';
import { usePendingStore } from '../stores/pending-store';

/**
 * Follow an item: mails when its status changes and an hourly digest of new comments. A toggle (aria-pressed) that
 * says what it does; a visitor who presses it is asked to log in and then follows, as for a vote.
 */
export function FollowButton({ item }: { item: FeedbackItem }) {
  const { t } = useTranslation('feedback');
  const { viewerId } = useViewer();
  const follow = useFollow();
  const showLogin = useLoginPrompt((state) => state.show);
  const following = viewerId !== null && item.following;

  const press = () => {
    if (viewerId === null) {
      // Followed once they are signed in (useApplyPendingActions), as a vote is.
      usePendingStore.getState().holdFollow(item.id);
      return showLogin();
    }
    follow.mutate(
      { id: item.id, following: !following },
      {
        onSuccess: (answer) => toast.success(t(answer.following ? 'follow.started' : 'follow.stopped')),
        onError: () => toast.error(t('follow.failed')),
      },
    );
  };

  return (
    <button
      type="button"
      className={following ? 'k-btn k-btn--secondary' : 'k-btn k-btn--ghost'}
      aria-pressed={following}
      aria-busy={follow.isPending}
      disabled={follow.isPending}
      title={t('follow.hint')}
      onClick={press}
    >
      {following ? `✓ ${t('follow.following')}` : t('follow.follow')}
    </button>
  );
}

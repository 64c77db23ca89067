import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@koester/shared/toast/toast';
import { useSessionStore } from '@koester/shared/session/session-store';
import { useCastVote } from '../api/cast-vote';
import type { FeedbackItem } from '../api/list-feedback';
import { useLoginPrompt } from '../stores/login-prompt-store';
import { usePendingStore } from '../stores/pending-store';
import { useVoteStore } from '../stores/vote-store';
import styles from './vote-buttons.module.css';

const ARROW_UP = 'M12 5l7 8h-4.5v6h-5v-6H5z';
const ARROW_DOWN = 'M12 19l-7-8h4.5V5h5v6H19z';

/**
 * Up and down votes with their counts (spec §2, §4). Pressing the way you
 * voted removes the vote. A visitor sees the buttons disabled with a login
 * tooltip; pressing one anyway opens the login modal and the vote is cast
 * after login.
 */
export function VoteButtons({ item }: { item: FeedbackItem }) {
  const { t } = useTranslation('feedback');
  const tipId = useId();
  const signedIn = useSessionStore((s) => s.status === 'signed-in');
  const stored = useVoteStore((s) => s.votes[item.id]);
  const vote = signedIn ? (stored ?? item.user_vote ?? null) : null;
  const castVote = useCastVote();

  const press = (upvote: boolean) => {
    if (!signedIn) {
      usePendingStore.getState().holdVote({ feedbackId: item.id, upvote });
      useLoginPrompt.getState().show();
      return;
    }
    if (castVote.isPending) return;
    castVote.mutate({ id: item.id, upvote, current: vote }, { onError: () => toast.error(t('vote.failed')) });
  };

  const button = (upvote: boolean) => {
    const kind = upvote ? 'upvote' : 'downvote';
    const count = upvote ? item.upvotes : item.downvotes;
    return (
      <button
        type="button"
        className={`${styles.button} ${vote === kind ? styles.active : ''}`}
        aria-pressed={signedIn ? vote === kind : undefined}
        aria-disabled={signedIn ? undefined : true}
        aria-describedby={signedIn ? undefined : tipId}
        aria-label={t(upvote ? 'vote.up' : 'vote.down', { count })}
        data-vote={kind}
        onClick={() => press(upvote)}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <path d={upvote ? ARROW_UP : ARROW_DOWN} fill="currentColor" />
        </svg>
        <span className={styles.count}>{count}</span>
      </button>
    );
  };

  return (
    <div className={styles.votes} data-signed-in={signedIn}>
      {button(true)}
      {button(false)}
      {signedIn ? null : (
        <span id={tipId} role="tooltip" className={styles.tooltip}>
          {t('vote.login')}
        </span>
      )}
    </div>
  );
}

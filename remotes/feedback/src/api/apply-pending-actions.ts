import { useEffect, useRef } from 'react';
import { ApiError } from '@koester/shared/api/api-error';
import { toast } from '@koester/shared/toast/toast';
import { useSessionStore } from '@koester/shared/session/session-store';
import { useTranslation } from 'react-i18next';
import { usePendingStore } from '../stores/pending-store';
import { toSubmission } from '../model/submission';
import { useCastVote } from './cast-vote';
import { useFollow } from './follow-feedback';
import { getFeedback } from './get-feedback';
import type { FeedbackItem } from './list-feedback';
import { useSubmitFeedback } from './submit-feedback';

interface PendingCallbacks {
  /** The draft was posted: the form (if open) closes. */
  onDraftSent: () => void;
  /** The draft was refused: the form reopens with it (and the refusal, in the pending store). */
  onDraftFailed: () => void;
}

/**
 * Spec §4: a vote and a feedback draft made while signed out are applied once
 * the visitor is signed in, whether through the modal, /login or /signup; a
 * follow too (if the user does not follow the item already).
 * The vote is cast only if it changes something: voting the way the user
 * already voted on another device would remove that vote. A draft that the
 * server refuses stays, and `onDraftFailed` reopens the form with it.
 * Applied once per sign-in: a user who signs out and in again on the same
 * page gets what they did in between applied too.
 */
export function useApplyPendingActions(callbacks: PendingCallbacks): void {
  const { t } = useTranslation('feedback');
  const status = useSessionStore((s) => s.status);
  const userId = useSessionStore((s) => s.user?.userId ?? null);
  const castVote = useCastVote();
  const follow = useFollow();
  const submit = useSubmitFeedback();
  const applied = useRef<string | null>(null);
  const latest = useRef(callbacks);
  latest.current = callbacks;

  useEffect(() => {
    if (status === 'signed-out') applied.current = null;
    if (status !== 'signed-in' || !userId || applied.current === userId) return;
    applied.current = userId;
    const pending = usePendingStore.getState();

    /** A held action starts from the server's item (this device may not know the user's vote or follow yet). */
    const onServerItem = (id: string, failed: string, apply: (item: FeedbackItem) => void) =>
      void getFeedback(id)
        .then(apply)
        .catch(() => toast.error(t(failed)));

    const vote = pending.takeVote();
    if (vote) {
      onServerItem(vote.feedbackId, 'vote.failed', (item) => {
        if (item.user_vote === (vote.upvote ? 'upvote' : 'downvote')) return;
        castVote.mutate(
          { id: item.id, upvote: vote.upvote, current: item.user_vote },
          { onError: () => toast.error(t('vote.failed')) },
        );
      });
    }

    const followId = pending.takeFollow();
    if (followId) {
      onServerItem(followId, 'follow.failed', (item) => {
        if (item.following) return;
        follow.mutate(
          { id: item.id, following: true },
          { onSuccess: () => toast.success(t('follow.started')), onError: () => toast.error(t('follow.failed')) },
        );
      });
    }

    const draft = pending.takeDraftToSubmit();
    const body = draft ? toSubmission(draft, true) : null;
    if (body && !body.ok) {
      pending.setRefusal(body.errors);
      latest.current.onDraftFailed();
    }
    if (body?.ok) {
      submit.mutate(body.value, {
        onSuccess: () => {
          usePendingStore.getState().clearDraft();
          toast.success(t('submit.success'));
          latest.current.onDraftSent();
        },
        onError: (failure) => {
          const fields = failure instanceof ApiError ? failure.fieldErrors : {};
          if (Object.keys(fields).length > 0) usePendingStore.getState().setRefusal(fields);
          else toast.error(t('submit.failed'));
          latest.current.onDraftFailed();
        },
      });
    }
    // Once per signed-in user: the ref above keeps a re-render from applying anything twice.
  }, [status, userId]);
}

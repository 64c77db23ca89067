import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage, formatDate } from '@koester/shared/i18n/localized';
import { useSessionStore } from '@koester/shared/session/session-store';
import { toast } from '@koester/shared/toast/toast';
import { ConfirmDialog } from '@koester/shared/ui/confirm-dialog';
import { unescapeAngleBrackets } from '@koester/contract/validation/text-rules';
import { useDeleteComment } from '../api/delete-comment';
import type { FeedbackItem } from '../api/list-feedback';
import { useComments, type FeedbackComment } from '../api/list-comments';
import { commentAuthor } from '../model/author-label';
import { useLoginPrompt } from '../stores/login-prompt-store';
import { CommentForm } from './comment-form';
import styles from './comment-thread.module.css';

/**
 * An item's comments and the box to add one (spec §2, §5, §6): visitors are
 * asked to log in; users delete their own comments and admins any, after a
 * confirmation. Admin comments show as the team; the anonymous author of the
 * item stays anonymous here too (the API sends no id for them).
 */
export function CommentThread({ item, headingLevel = 3 }: { item: FeedbackItem; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('feedback');
  const language = useLanguage();
  const comments = useComments(item.id);
  const signedIn = useSessionStore((s) => s.status === 'signed-in');
  const isAdmin = useSessionStore((s) => s.user?.isAdmin ?? false);
  const deleteComment = useDeleteComment(item.id);
  const [deleting, setDeleting] = useState<FeedbackComment | null>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const heading = useRef<HTMLHeadingElement>(null);

  let body;
  if (comments.isPending) {
    body = (
      <p className={styles.note} role="status">
        {t('comments.loading')}
      </p>
    );
  } else if (comments.isError) {
    body = (
      <p className={styles.note} role="alert">
        {t('comments.failed')}{' '}
        <button type="button" className="k-btn k-btn--ghost" onClick={() => void comments.refetch()}>
          {t('comments.reload')}
        </button>
      </p>
    );
  } else if (comments.data.length === 0) {
    body = <p className={styles.note}>{t('comments.empty')}</p>;
  } else {
    body = (
      <ol className={styles.comments}>
        {comments.data.map((comment) => {
          const author = commentAuthor(comment, item);
          return (
            <li key={comment.id} className={styles.comment} data-comment-author={author}>
              <p className={styles.meta}>
                <span className={author === 'team' ? styles.team : styles.author}>{t(`author.${author}`)}</span>
                <span aria-hidden="true">·</span>
                <time dateTime={comment.created_at}>{formatDate(comment.created_at, language)}</time>
                {comment.merged_from ? (
                  <>
                    <span aria-hidden="true">·</span>
                    <span className={styles.origin}>
                      {t('item.mergedFrom', { title: unescapeAngleBrackets(comment.merged_from.title) })}
                    </span>
                  </>
                ) : null}
              </p>
              <p className={styles.content}>{unescapeAngleBrackets(comment.content)}</p>
              {comment.is_own || isAdmin ? (
                <button type="button" className={styles.delete} onClick={() => setDeleting(comment)}>
                  {t('comments.delete')}
                </button>
              ) : null}
            </li>
          );
        })}
      </ol>
    );
  }

  return (
    <section className={styles.thread} aria-label={t('comments.title')}>
      <Heading ref={heading} className={styles.heading} tabIndex={-1}>
        {t('comments.title')}
      </Heading>
      {body}
      {signedIn ? (
        <CommentForm feedbackId={item.id} />
      ) : (
        <p className={styles.login}>
          {t('comments.loginPrompt')}{' '}
          <button type="button" className="k-btn k-btn--secondary" onClick={() => useLoginPrompt.getState().show()}>
            {t('comments.login')}
          </button>
        </p>
      )}
      {deleting ? (
        <ConfirmDialog
          title={t('comments.deleteTitle')}
          message={t('comments.deleteText')}
          confirmLabel={t('comments.deleteConfirm')}
          cancelLabel={t('comments.cancel')}
          onClose={() => setDeleting(null)}
          returnFocus={() => heading.current}
          onConfirm={() =>
            deleteComment.mutateAsync(deleting.id).then(
              () => toast.success(t('comments.deleted')),
              (error: unknown) => {
                toast.error(t('comments.deleteFailed'));
                throw error;
              },
            )
          }
        />
      ) : null}
    </section>
  );
}

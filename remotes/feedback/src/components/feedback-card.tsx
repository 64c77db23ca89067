import { Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, useLanguage } from '@koester/shared/i18n/localized';
import { useSessionStore } from '@koester/shared/session/session-store';
import { lazyPage } from '@koester/shared/ui/lazy-page';
import { unescapeAngleBrackets } from '@koester/contract/validation/text-rules';
import type { FeedbackItem } from '../api/list-feedback';
import { feedbackAuthor } from '../model/author-label';
import { displayStatus } from '../model/status';
import { StatusBadge } from './status-badge';
import { VoteButtons } from './vote-buttons';
import styles from './feedback-card.module.css';

// Loaded when first shown: most visitors never open a thread, and only admins moderate.
const AdminControls = lazyPage(async () => (await import('./admin-controls')).AdminControls);
const CommentThread = lazyPage(async () => (await import('./comment-thread')).CommentThread);

/** Starts loading the comment thread's code (an item's own page shows it open). */
export function preloadCommentThread(): void {
  CommentThread.preload();
}

interface FeedbackCardProps {
  item: FeedbackItem;
  /** On its own page: the title is the page's h1, the description is whole and the comments are open. */
  standalone?: boolean;
  /** After an admin deleted the item (its own page leaves for the list). */
  onDeleted?: () => void;
}

/**
 * One item (spec §2): title, description with its line breaks, author label,
 * votes, comment count, status; status and delete controls for admins; its
 * comments on demand.
 */
export function FeedbackCard({ item, standalone = false, onDeleted }: FeedbackCardProps) {
  const { t } = useTranslation('feedback');
  const language = useLanguage();
  const isAdmin = useSessionStore((s) => s.status === 'signed-in' && (s.user?.isAdmin ?? false));
  const [commentsOpen, setCommentsOpen] = useState(standalone);
  const titleId = useId();
  const commentsId = useId();
  const author = feedbackAuthor(item);
  const Title = standalone ? 'h1' : 'h3';
  const title = unescapeAngleBrackets(item.title);

  return (
    <article className={`k-card ${styles.card}`} aria-labelledby={titleId} data-feedback-id={item.id}>
      <VoteButtons item={item} />
      <div className={styles.body}>
        <div className={styles.top}>
          <Title id={titleId} className={standalone ? styles.pageTitle : styles.title}>
            {standalone ? title : <Link to={`/feedback/${item.id}`}>{title}</Link>}
          </Title>
          <StatusBadge status={displayStatus(item.status)} />
        </div>
        <p className={standalone ? styles.description : `${styles.description} ${styles.clamped}`}>
          {unescapeAngleBrackets(item.description)}
        </p>
        <p className={styles.meta}>
          <span className={`${styles.type} ${styles[item.type]}`}>{t(`type.${item.type}`)}</span>
          <span className={author === 'team' ? styles.team : undefined} data-author={author}>
            {t('author.by', { author: t(`author.${author}`) })}
          </span>
          <time dateTime={item.created_at}>{formatDate(item.created_at, language)}</time>
          {standalone ? (
            <span>{t('item.comments', { count: item.comment_count })}</span>
          ) : (
            <button
              type="button"
              className={styles.commentsToggle}
              aria-expanded={commentsOpen}
              aria-controls={commentsId}
              onClick={() => setCommentsOpen(!commentsOpen)}
            >
              {t('item.comments', { count: item.comment_count })}
            </button>
          )}
        </p>
        {isAdmin ? (
          <Suspense fallback={null}>
            <AdminControls item={item} onDeleted={onDeleted} withNote={standalone} />
          </Suspense>
        ) : null}
        <div id={commentsId}>
          {commentsOpen ? (
            <Suspense fallback={null}>
              <CommentThread item={item} headingLevel={standalone ? 2 : 3} />
            </Suspense>
          ) : null}
        </div>
      </div>
    </article>
  );
}

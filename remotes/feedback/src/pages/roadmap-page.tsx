import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@koester/shared/i18n/i18n';
import { runtimeConfig } from '@koester/shared/config/runtime-config';
import { PageLoading, StatusPanel } from '@koester/shared/ui/status-panel';
import { usePageMeta } from '@koester/shared/ui/page-meta';
import { unescapeAngleBrackets } from '@koester/contract/validation/text-rules';
import { useRoadmap, type Roadmap } from '../api/get-roadmap';
import styles from './roadmap-page.module.css';

const COLUMNS = ['in_progress', 'completed', 'most_wanted'] as const;

/** The Atom feed of status changes, in the page's language (the API serves it). */
const feedUrl = (language: string) => `${runtimeConfig().apiBaseUrl}/feedback/changes.atom?lang=${language}`;

/**
 * /feedback/roadmap: what the team is building, what it finished in the last 90 days, and the open items most wanted,
 * each card with its votes and a link to its page; plus the Atom feed of status changes, linked from the page's head
 * for feed readers and above the columns for people. Sent rendered with its data (routes.json renderOnRequest).
 */
export function RoadmapPage() {
  const { t } = useTranslation('feedback');
  usePageMeta(t('roadmap.title'), t('roadmap.intro'));
  const roadmap = useRoadmap();
  const language = currentLanguage();

  let content;
  if (roadmap.isPending) content = <PageLoading />;
  else if (roadmap.isError)
    content = (
      <StatusPanel
        role="alert"
        title={t('roadmap.failed')}
        actions={
          <button type="button" className="k-btn k-btn--primary" onClick={() => void roadmap.refetch()}>
            {t('list.reload')}
          </button>
        }
      />
    );
  else
    content = (
      <div className={styles.columns}>
        {COLUMNS.map((column) => (
          <RoadmapColumn key={column} column={column} cards={roadmap.data[column]} />
        ))}
      </div>
    );

  return (
    <section className="k-container k-page">
      {/* React puts it in the head (the prerendered page's too): where feed readers look for a page's feed. */}
      <link rel="alternate" type="application/atom+xml" title={t('roadmap.feed')} href={feedUrl(language)} />
      <Link className={styles.back} to="/feedback">
        <span aria-hidden="true">←</span> {t('page.back')}
      </Link>
      <h1>{t('roadmap.title')}</h1>
      <p className="k-lead">{t('roadmap.intro')}</p>
      {/* Above the columns: nothing on the page moves when they arrive. */}
      <p className={styles.feed}>
        <a href={feedUrl(language)}>{t('roadmap.feed')}</a> · {t('roadmap.feedHint')}
      </p>
      {content}
    </section>
  );
}

function RoadmapColumn({ column, cards }: { column: (typeof COLUMNS)[number]; cards: Roadmap['in_progress'] }) {
  const { t } = useTranslation('feedback');
  const headingId = `roadmap-${column}`;
  return (
    <section className={styles.column} aria-labelledby={headingId}>
      <h2 id={headingId}>
        {t(`roadmap.columns.${column}`)} <span className={styles.count}>{cards.length}</span>
      </h2>
      {cards.length === 0 ? (
        <p className={styles.empty}>{t(`roadmap.empty.${column}`)}</p>
      ) : (
        <ol className={styles.cards}>
          {cards.map((card) => (
            <li key={card.id} className={styles.card}>
              <Link to={`/feedback/${card.id}`}>{unescapeAngleBrackets(card.title)}</Link>
              <span className={styles.meta}>
                <span className={styles.votes}>{t('roadmap.votes', { count: card.upvotes })}</span>
                <span>{t(`type.${card.type}`)}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

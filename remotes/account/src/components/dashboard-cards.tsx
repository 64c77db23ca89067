import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '@koester/shared/ui/confirm-dialog';
import { useFocusOnClose } from '@koester/shared/ui/use-focus-on-close';
import { toast } from '@koester/shared/toast/toast';
import { ANDROID_TEST_URL, IOS_BETA_URL } from '@koester/shared/brand/app-links';
import { servesPath, useRuntimeConfig } from '@koester/shared/config/runtime-config';
import { isPlanId, type PlanId } from '@koester/contract/plans/plan-ids';
import type { SessionUser } from '@koester/shared/session/session-store';
import { cleanText, unescapeAngleBrackets } from '@koester/contract/validation/text-rules';
import { myFeedbackQuery } from '../api/my-feedback';
import { myWishlistsQuery } from '@koester/shared/data/my-wishlists';
import { RenameForm } from './rename-form';
import styles from './dashboard.module.css';

/** How many of the user's own feedback items the dashboard lists (the portal has the rest). */
const FEEDBACK_SHOWN = 5;

/** The cards of /dashboard: each loads, and fails, on its own. */
function Card({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className={`k-card ${styles.card}`} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function ProfileCard({
  user,
  name,
  failed,
  onRetry,
}: {
  user: SessionUser;
  name: string;
  failed: boolean;
  onRetry(): void;
}) {
  const { t } = useTranslation('account');
  const [editing, setEditing] = useState(false);
  const focus = useFocusOnClose<HTMLButtonElement>(editing);
  function closeForm() {
    focus.closing();
    setEditing(false);
  }
  return (
    <Card title={t('dashboard.profile.title')} id="dashboard-profile">
      {failed ? (
        <p className={styles.problem} role="alert">
          {t('dashboard.profile.loadFailed')}{' '}
          <button type="button" className={styles.linkButton} onClick={onRetry}>
            {t('dashboard.retry')}
          </button>
        </p>
      ) : null}
      {editing ? (
        <RenameForm current={name} onDone={closeForm} />
      ) : (
        <>
          <dl className={styles.facts}>
            <div>
              <dt>{t('dashboard.profile.name')}</dt>
              <dd data-testid="profile-name">{name}</dd>
            </div>
            <div>
              <dt>{t('dashboard.profile.email')}</dt>
              <dd>{user.email}</dd>
            </div>
          </dl>
          <button
            ref={focus.target}
            type="button"
            className="k-btn k-btn--secondary"
            onClick={() => setEditing(true)}
            disabled={failed}
          >
            {t('dashboard.profile.edit')}
          </button>
        </>
      )}
    </Card>
  );
}

export function PlanCard({ plan, loading }: { plan: string | undefined; loading: boolean }) {
  const { t } = useTranslation('account');
  const id: PlanId | null = isPlanId(plan) ? plan : null;
  return (
    <Card title={t('dashboard.plan.title')} id="dashboard-plan">
      {id ? (
        <>
          <p className={styles.planName}>
            <span className="k-visually-hidden">{t('dashboard.plan.current')} </span>
            <strong data-testid="plan-name">{t(`plans.${id}.name`)}</strong>
          </p>
          <p>{t(`dashboard.plan.${id}`)}</p>
          <p className={styles.note}>{t('dashboard.plan.source')}</p>
        </>
      ) : (
        <p className={styles.note} aria-busy={loading}>
          {loading ? <span className={styles.skeleton} /> : t('dashboard.plan.unknown')}
        </p>
      )}
      <Link className={`k-btn ${id === 'free' ? 'k-btn--primary' : 'k-btn--secondary'}`} to="/pricing">
        {id === 'free' ? t('dashboard.plan.upgrade') : t('dashboard.plan.compare')}
      </Link>
    </Card>
  );
}

export function WishlistsCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account');
  const manage = useRuntimeConfig((s) => servesPath(s.config, '/wishlists'));
  const lists = useQuery(myWishlistsQuery(user.userId));
  return (
    <Card title={t('dashboard.wishlists.title')} id="dashboard-wishlists">
      <Loaded query={lists} failed={t('dashboard.wishlists.failed')}>
        {(data) =>
          data.length === 0 ? (
            <>
              <p>{t('dashboard.wishlists.empty')}</p>
              <p className={styles.note}>{t('dashboard.wishlists.emptyHint')}</p>
            </>
          ) : (
            <ul className={styles.rows}>
              {data.map((list) => (
                <li key={list.id}>
                  {manage ? (
                    <Link to={`/wishlists/${encodeURIComponent(list.id)}`}>{unescapeAngleBrackets(list.name)}</Link>
                  ) : (
                    <span>{unescapeAngleBrackets(list.name)}</span>
                  )}
                  <span className={styles.meta}>{t('dashboard.wishlists.items', { count: list.item_count })}</span>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
      {manage ? (
        <Link className="k-btn k-btn--secondary" to="/wishlists">
          {t('dashboard.wishlists.manage')}
        </Link>
      ) : (
        <p className={styles.note}>{t('dashboard.wishlists.inApp')}</p>
      )}
    </Card>
  );
}

export function FeedbackCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account');
  const own = useQuery(myFeedbackQuery(user.userId, FEEDBACK_SHOWN));
  return (
    <Card title={t('dashboard.feedback.title')} id="dashboard-feedback">
      <Loaded query={own} failed={t('dashboard.feedback.failed')}>
        {(data) =>
          data.items.length === 0 ? (
            <p>{t('dashboard.feedback.empty')}</p>
          ) : (
            <>
              <ul className={styles.rows}>
                {data.items.map((item) => (
                  <li key={item.id}>
                    <Link to={`/feedback/${encodeURIComponent(item.id)}`}>
                      {cleanText(unescapeAngleBrackets(item.title)) || t('dashboard.feedback.untitled')}
                    </Link>
                    <span className={styles.meta}>
                      <span className={`${styles.status} ${styles[`status_${item.status}`] ?? ''}`}>
                        {t(`dashboard.feedback.statuses.${item.status}`)}
                      </span>{' '}
                      {t(`dashboard.feedback.types.${item.type}`)} ·{' '}
                      {t('dashboard.feedback.votes', { count: item.upvotes })}
                      {item.is_anonymous ? ` · ${t('dashboard.feedback.anonymous')}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
              {data.total > data.items.length ? (
                <p className={styles.note}>{t('dashboard.feedback.more', { count: data.total - data.items.length })}</p>
              ) : null}
            </>
          )
        }
      </Loaded>
      <Link className="k-btn k-btn--secondary" to="/feedback">
        {own.data?.items.length === 0 ? t('dashboard.feedback.share') : t('dashboard.feedback.all')}
      </Link>
    </Card>
  );
}

export function AppCard() {
  const { t } = useTranslation('account');
  return (
    <Card title={t('dashboard.app.title')} id="dashboard-app">
      <p>{t('dashboard.app.text')}</p>
      <div className={styles.actions}>
        <a className="k-btn k-btn--secondary" href={ANDROID_TEST_URL} target="_blank" rel="noopener noreferrer">
          {t('dashboard.app.android')}
          <span className="k-visually-hidden"> {t('dashboard.app.newTab')}</span>
        </a>
        <a className="k-btn k-btn--secondary" href={IOS_BETA_URL} target="_blank" rel="noopener noreferrer">
          {t('dashboard.app.ios')}
          <span className="k-visually-hidden"> {t('dashboard.app.newTab')}</span>
        </a>
      </div>
      <Link to="/tutorial">{t('dashboard.app.tutorial')}</Link>
    </Card>
  );
}

/**
 * Logging out on every device (a lost phone, a borrowed computer): the API stops accepting every token issued so
 * far, then the user pool revokes the sessions. A password of its own is changed by a reset, which does the same.
 */
export function SecurityCard() {
  const { t } = useTranslation('account');
  const [confirming, setConfirming] = useState(false);
  return (
    <Card title={t('dashboard.security.title')} id="dashboard-security">
      <p>{t('dashboard.security.text')}</p>
      <div className={styles.actions}>
        <button type="button" className="k-btn k-btn--secondary" onClick={() => setConfirming(true)}>
          {t('dashboard.security.everywhere')}
        </button>
      </div>
      <p>
        {t('dashboard.security.password')} <Link to="/reset-password">{t('dashboard.security.passwordLink')}</Link>
      </p>
      {confirming ? (
        <ConfirmDialog
          title={t('dashboard.security.confirmTitle')}
          message={t('dashboard.security.confirmText')}
          confirmLabel={t('dashboard.security.confirm')}
          cancelLabel={t('dashboard.security.cancel')}
          onConfirm={async () => {
            try {
              const { signOutEverywhere } = await import('@koester/shared/auth/auth');
              await signOutEverywhere();
            } catch (error) {
              toast.error(t('dashboard.security.failed'));
              throw error;
            }
            // Signed out: the page's sign-in guard takes the user home.
            toast.success(t('dashboard.security.done'));
          }}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </Card>
  );
}

/** A card's body once its data is there: a quiet placeholder while loading, the reason and a retry on failure. */
function Loaded<T>({
  query,
  failed,
  children,
}: {
  query: { data: T | undefined; isError: boolean; refetch(): unknown };
  failed: string;
  children(data: T): ReactNode;
}) {
  const { t } = useTranslation('account');
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <p className={styles.problem} role="alert">
        {failed}{' '}
        <button type="button" className={styles.linkButton} onClick={() => void query.refetch()}>
          {t('dashboard.retry')}
        </button>
      </p>
    );
  }
  return (
    <div className={styles.placeholder} aria-busy="true">
      <span className={styles.skeleton} />
      <span className={styles.skeleton} />
    </div>
  );
}

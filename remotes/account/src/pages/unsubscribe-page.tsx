import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '@koester/shared/api/api-error';
import { servesPath, useRuntimeConfig } from '@koester/shared/config/runtime-config';
import { withQueryClient } from '@koester/shared/data/query-provider';
import { usePageMeta } from '@koester/shared/ui/page-meta';
import { StatusPanel } from '@koester/shared/ui/status-panel';
import { isUuid } from '@koester/contract/validation/ids';
import { useUnsubscribe } from '../api/unsubscribe';
import { mailKindOf } from '../model/mail-kinds';
import styles from './unsubscribe-page.module.css';

/** The API's answers that mean the link itself is wrong: a token nobody has (404), or one it cannot read (400). */
const isInvalidLink = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * /unsubscribe?token=…&kind=… (the link in every mail; no sign-in): says which mail stops and stops it when the
 * reader presses the button, never on opening, since mail scanners open links. Then it says where that mail is
 * turned back on. A link without a token, or with a kind this page does not know, is "not valid" at once.
 */
function Unsubscribe() {
  const { t } = useTranslation('account');
  usePageMeta(t('unsubscribe.title'), t('unsubscribe.intro'));
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const kind = mailKindOf(search.get('kind'));
  // Feedback portal mail about one item: only that item's mail stops.
  const feedback = kind?.kind === 'portal' && isUuid(search.get('feedback') ?? '') ? search.get('feedback') : null;
  const texts = kind ? `unsubscribe.kinds.${kind.kind}${feedback ? '.item' : ''}` : '';
  const stop = useUnsubscribe();
  const settingsServed = useRuntimeConfig((s) => (kind ? servesPath(s.config, kind.settingsPath) : false));
  const state = !token || !kind || isInvalidLink(stop.error) ? 'invalid' : stop.isSuccess ? 'stopped' : 'asking';

  // The button pressed is gone once the answer is there: focus goes to the heading that says what happened.
  const page = useRef<HTMLDivElement>(null);
  const shown = useRef(state);
  useEffect(() => {
    if (shown.current === state) return;
    shown.current = state;
    const heading = page.current?.querySelector('h1');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus();
  }, [state]);

  // A press while the first is under way would stop twice: the second waits for the first.
  const sending = useRef(false);
  function stopMail() {
    if (!kind || sending.current) return;
    sending.current = true;
    stop.mutate({ token, kind: kind.kind, feedback }, { onSettled: () => (sending.current = false) });
  }

  const home = (
    <Link className="k-btn k-btn--secondary" to="/">
      {t('unsubscribe.home')}
    </Link>
  );

  return (
    <div ref={page} className="k-container k-page">
      {/* The address holds the reader's token: not for search engines. */}
      <meta name="robots" content="noindex" />
      {state === 'invalid' || !kind ? (
        <StatusPanel headingLevel={1} title={t('unsubscribe.invalidTitle')} actions={home}>
          <p>{t('unsubscribe.invalidText')}</p>
        </StatusPanel>
      ) : state === 'stopped' ? (
        <StatusPanel
          headingLevel={1}
          role="status"
          title={t('unsubscribe.stoppedTitle')}
          actions={
            <div className={styles.actions}>
              {settingsServed ? (
                <Link className="k-btn k-btn--primary" to={kind.settingsLink(feedback)}>
                  {t(`${texts}.settings`)}
                </Link>
              ) : null}
              {home}
            </div>
          }
        >
          <p>{t(`${texts}.backOn`)}</p>
        </StatusPanel>
      ) : (
        <StatusPanel
          headingLevel={1}
          title={t('unsubscribe.askTitle')}
          actions={
            <button
              type="button"
              className="k-btn k-btn--primary"
              onClick={stopMail}
              aria-disabled={stop.isPending || undefined}
            >
              {stop.isPending
                ? t('unsubscribe.stopping')
                : stop.isError
                  ? t('unsubscribe.retry')
                  : t('unsubscribe.stop')}
            </button>
          }
        >
          <p>{t('unsubscribe.stops')}</p>
          <p className={styles.what}>{t(`${texts}.what`)}</p>
          <p>{t('unsubscribe.nothingElse')}</p>
          {stop.isError ? (
            <p className={styles.problem} role="alert">
              {t(
                stop.error instanceof ApiError && stop.error.code === 'NETWORK_ERROR'
                  ? 'unsubscribe.networkFailed'
                  : 'unsubscribe.failed',
              )}
            </p>
          ) : null}
        </StatusPanel>
      )}
    </div>
  );
}

export const UnsubscribePage = withQueryClient(Unsubscribe);

import { useTranslation } from 'react-i18next';
import { formatDate, useLanguage } from '@koester/shared/i18n/localized';
import { toast } from '@koester/shared/toast/toast';
import type { ShareLink } from '../api/get-my-wishlist';
import { OWNER_NAMESPACE } from '../i18n/owner/owner-texts';
import { linkState, localDay, shareUrl } from '../model/share-links';
import common from './owner-common.module.css';
import styles from './share-link-row.module.css';

interface ShareLinkRowProps {
  link: ShareLink;
  inputId: string;
  onRevoke(): void;
}

/** One share link: its address, copied with one press, its expiry, a preview as a friend sees it, and revoke. */
export function ShareLinkRow({ link, inputId, onRevoke }: ShareLinkRowProps) {
  const { t } = useTranslation(OWNER_NAMESPACE);
  const language = useLanguage();
  const state = linkState(link, Date.now());

  async function copy(input: HTMLInputElement | null) {
    const url = shareUrl(link.path);
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('share.copied'));
    } catch {
      // Without clipboard access (an old browser, a refused permission) the link is selected for copying by hand.
      input?.focus();
      input?.select();
      toast.error(t('share.copyFailed'));
    }
  }

  return (
    <li className={styles.link} data-share-link={link.token} data-state={state}>
      <label className="k-visually-hidden" htmlFor={inputId}>
        {t('share.linkLabel')}
      </label>
      <input
        id={inputId}
        className={`k-input ${styles.linkUrl}`}
        readOnly
        value={shareUrl(link.path)}
        onFocus={(event) => event.currentTarget.select()}
      />
      <p className={state === 'expired' ? styles.expired : common.muted}>
        {state === 'expired' ? <strong className={styles.badge}>{t('share.expiredBadge')}</strong> : null}{' '}
        {link.expires_at
          ? t(state === 'expired' ? 'share.expiredOn' : 'share.expiresOn', {
              date: formatDate(localDay(link.expires_at), language),
            })
          : t('share.noExpiry')}
      </p>
      <div className={common.actions}>
        <button
          className="k-btn k-btn--primary"
          type="button"
          data-copy
          onClick={(event) => void copy(event.currentTarget.closest('li')?.querySelector('input') ?? null)}
        >
          {t('share.copy')}
        </button>
        <a className="k-btn k-btn--secondary" href={link.path} target="_blank" rel="noopener noreferrer">
          {t('share.preview')}
          <span className="k-visually-hidden"> {t('share.newTab')}</span>
        </a>
        <button className="k-btn k-btn--ghost" type="button" onClick={onRevoke}>
          {t('share.revoke')}
        </button>
      </div>
    </li>
  );
}

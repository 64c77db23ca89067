import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@koester/shared/api/api-error';
import { toast } from '@koester/shared/toast/toast';
import { ConfirmDialog } from '@koester/shared/ui/confirm-dialog';
import type { MyWishlist, ShareLink } from '../api/get-my-wishlist';
import { useRevokeShareLink } from '../api/revoke-share-link';
import { OWNER_NAMESPACE } from '../i18n/owner/owner-texts';
import { ShareLinkRow } from './share-link-row';
import { failureText } from '@koester/shared/ui/use-form-submit';
import common from './owner-common.module.css';

/**
 * A list's links, newest first, each revoked after a confirmation. Revoked links are gone from here; expired ones
 * stay, marked, until revoked, so the owner knows why a friend cannot open one.
 */
export function ShareLinks({ userId, list }: { userId: string; list: MyWishlist }) {
  const { t } = useTranslation(OWNER_NAMESPACE);
  const revoke = useRevokeShareLink(userId, list.id);
  const [revoking, setRevoking] = useState<ShareLink | null>(null);
  const links = list.share_links.filter((link) => !link.revoked).reverse();

  return (
    <>
      {links.length === 0 ? (
        <p className={common.emptyNote}>{t('share.none')}</p>
      ) : (
        <ul className={common.list} aria-label={t('share.listLabel')}>
          {links.map((link, index) => (
            <ShareLinkRow
              key={link.token}
              link={link}
              inputId={`share-link-${index}`}
              onRevoke={() => setRevoking(link)}
            />
          ))}
        </ul>
      )}
      {revoking ? (
        <ConfirmDialog
          title={t('share.revokeTitle')}
          message={t('share.revokeText')}
          confirmLabel={t('share.revokeConfirm')}
          cancelLabel={t('form.cancel')}
          onConfirm={() =>
            revoke.mutateAsync(revoking.token).then(
              () => toast.success(t('share.revoked')),
              (error: unknown) => {
                // Already revoked (in another tab, say): the list, fetched again after any failed change, shows it gone.
                if (error instanceof ApiError && error.status === 404) {
                  toast.success(t('share.revoked'));
                  return;
                }
                toast.error(failureText(error, t));
                throw error;
              },
            )
          }
          onClose={() => setRevoking(null)}
          returnFocus={() => document.querySelector<HTMLElement>('[data-create-link]')}
        />
      ) : null}
    </>
  );
}

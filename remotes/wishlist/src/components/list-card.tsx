import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { unescapeAngleBrackets } from '@koester/contract/validation/text-rules';
import type { MyWishlistSummary } from '../api/list-my-wishlists';
import { OWNER_NAMESPACE } from '../i18n/owner/owner-texts';
import styles from './list-card.module.css';

/** One list in the overview: its name (the link to it), description, number of gifts and whether it is shared. */
export function ListCard({ list }: { list: MyWishlistSummary }) {
  const { t } = useTranslation(OWNER_NAMESPACE);
  const description = list.description ? unescapeAngleBrackets(list.description) : null;
  return (
    <li className={`k-card ${styles.listCard}`}>
      <h2 className={styles.listName}>
        <Link to={`/wishlists/${list.id}`}>{unescapeAngleBrackets(list.name)}</Link>
      </h2>
      {description ? <p className={styles.listDescription}>{description}</p> : null}
      <p className={styles.listFacts}>
        <span>{t('mine.items', { count: list.item_count })}</span>
        <span className={list.active_link_count > 0 ? styles.shared : undefined}>
          {list.active_link_count > 0 ? t('mine.links', { count: list.active_link_count }) : t('mine.notShared')}
        </span>
      </p>
    </li>
  );
}

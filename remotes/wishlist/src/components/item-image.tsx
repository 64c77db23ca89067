import { useState } from 'react';
import { GiftPlaceholder } from './gift-placeholder';
import styles from './item-card.module.css';

/**
 * The item's picture, lazy-loaded in a box of fixed proportions (nothing
 * shifts when it arrives); a missing or broken picture gets the placeholder.
 * A page that arrived rendered may have failed to load the picture before
 * React was there to hear its error: that is checked as React takes it over.
 */
export function ItemImage({ src, missingLabel }: { src: string | null; missingLabel: string }) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) return <GiftPlaceholder label={missingLabel} />;
  return (
    <img
      className={styles.image}
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      width={400}
      height={300}
      referrerPolicy="no-referrer"
      onError={() => setBroken(true)}
      ref={(image) => {
        if (image?.complete && image.naturalWidth === 0) setBroken(true);
      }}
    />
  );
}

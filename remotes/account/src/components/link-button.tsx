import type { ButtonHTMLAttributes } from 'react';
import styles from './link-button.module.css';

/** A button drawn as a link, for a second action beside a form's own ("Send again"). */
export function LinkButton(props: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'>) {
  return <button type="button" className={styles.linkButton} {...props} />;
}

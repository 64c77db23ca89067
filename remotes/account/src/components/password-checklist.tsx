import { useTranslation } from 'react-i18next';
import { PASSWORD_RULES } from '@koester/contract/validation/password-rules';
import styles from './password-checklist.module.css';

/** The live checklist of spec §2 (Minimaal 8 karakters; Een hoofdletter; …), announced politely as it changes. */
export function PasswordChecklist({ password, id }: { password: string; id: string }) {
  const { t } = useTranslation('account');
  return (
    <ul id={id} className={styles.checklist} aria-live="polite">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <li key={rule.id} data-met={met}>
            <span aria-hidden="true">{met ? '✓' : '○'}</span> {t(`signup.rules.${rule.id}`)}
            <span className="k-visually-hidden">{met ? t('signup.ruleMet') : t('signup.ruleNotMet')}</span>
          </li>
        );
      })}
    </ul>
  );
}

import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthFailure } from '@koester/shared/auth/auth-errors';

/**
 * Runs an auth operation for a form: busy while it runs, and its failure as
 * the translated message of its code (namespace "auth").
 */
export function useAuthAction() {
  const { t } = useTranslation('auth');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async (action: () => Promise<void>) => {
      setBusy(true);
      setError(null);
      try {
        await action();
      } catch (failure) {
        const { code, message } = failure as AuthFailure;
        setError(t(`errors.${code}`, { defaultValue: message || t('errors.AUTH_FAILED') }));
      } finally {
        setBusy(false);
      }
    },
    [t],
  );

  return { busy, error, setError, run };
}

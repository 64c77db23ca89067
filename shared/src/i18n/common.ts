import { registerNamespace } from '@koester/shared/i18n/i18n';
import en from './common/en.json';
import fr from './common/fr.json';
import nl from './common/nl.json';

/** Registers the texts every app uses (loading, retry, error catalogue). */
export function registerCommonNamespace(): void {
  registerNamespace('common', { nl, en, fr });
}

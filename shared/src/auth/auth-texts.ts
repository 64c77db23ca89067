import { registerNamespace } from '@koester/shared/i18n/i18n';
import en from './texts/en.json';
import fr from './texts/fr.json';
import nl from './texts/nl.json';

/** The auth messages (spec §8) in nl, en and fr, keyed by AuthFailure code: namespace "auth". */
export function registerAuthTexts(): void {
  registerNamespace('auth', { nl, en, fr });
}

import { registerNamespace } from '@koester/shared/i18n/i18n';
import en from './en.json';
import fr from './fr.json';
import nl from './nl.json';

/** The namespace of /tutorial and /support. */
export const GUIDE_NAMESPACE = 'guide';

/**
 * Registers the guide texts. Only the guide pages call this, so the texts travel in their lazy chunks and never in
 * the routes module every account page loads first.
 */
export function registerGuideTexts(): void {
  registerNamespace(GUIDE_NAMESPACE, { nl, en, fr });
}

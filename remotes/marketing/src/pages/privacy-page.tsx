import en from '../content/legal/privacy/en.json';
import fr from '../content/legal/privacy/fr.json';
import nl from '../content/legal/privacy/nl.json';
import { LegalPage } from './legal-page';

/** /privacy */
export function PrivacyPage() {
  return <LegalPage documents={{ nl, en, fr }} />;
}

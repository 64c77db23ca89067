import en from '../content/legal/terms/en.json';
import fr from '../content/legal/terms/fr.json';
import nl from '../content/legal/terms/nl.json';
import { LegalPage } from './legal-page';

/** /terms */
export function TermsPage() {
  return <LegalPage documents={{ nl, en, fr }} />;
}

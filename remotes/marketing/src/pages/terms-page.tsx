import en from '../content/legal/terms/en.json';
import fr from '../content/legal/terms/fr.json';
import nl from '../content/legal/terms/nl.json';
import { LegalDocument } from '../components/legal-document';

/** /terms */
export function TermsPage() {
  return <LegalDocument documents={{ nl, en, fr }} />;
}

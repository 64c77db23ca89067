import en from '../content/legal/privacy/en.json';
import fr from '../content/legal/privacy/fr.json';
import nl from '../content/legal/privacy/nl.json';
import { LegalDocument } from '../components/legal-document';

/** /privacy */
export function PrivacyPage() {
  return <LegalDocument documents={{ nl, en, fr }} />;
}

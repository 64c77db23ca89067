import { LANGUAGES, type Language } from '@koester/contract/i18n/languages';

type Texts = { [key: string]: string | Texts };

function flatten(texts: Texts, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [k, v] of flatten(value, path)) flat.set(k, v);
  }
  return flat;
}

/**
 * Lists "<language>: <key>" for every text that exists in one language but is
 * missing or empty in another, so no page shows an untranslated key.
 */
export function missingTranslations(resources: Record<Language, object>): string[] {
  const flat = Object.fromEntries(LANGUAGES.map((l) => [l, flatten(resources[l] as Texts)])) as Record<
    Language,
    Map<string, string>
  >;
  const allKeys = new Set(LANGUAGES.flatMap((l) => [...flat[l].keys()]));
  const missing: string[] = [];
  for (const key of allKeys) {
    for (const language of LANGUAGES) {
      if (!flat[language].get(key)?.trim()) missing.push(`${language}: ${key}`);
    }
  }
  return missing;
}

import { unescapeAngleBrackets } from '@koester/contract/validation/text-rules';

/**
 * A list field as typed ("hiking, jazz; cooking"): entries split at commas, semicolons and line breaks, each trimmed,
 * empty ones dropped. The shared rule then cleans them and drops repeats, as the API does.
 */
export function splitList(text: string): string[] {
  return text
    .split(/[,;\n]/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** A stored list as the field shows it for editing: its entries as typed, comma-separated. */
export function joinList(entries: readonly string[]): string {
  return entries.map(unescapeAngleBrackets).join(', ');
}

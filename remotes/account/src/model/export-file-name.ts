/**
 * The name to save the data export under: the one the server gives in its Content-Disposition header (the browser
 * only shows it when the API exposes the header), else `koester-YYYY-MM-DD.json` for today, as the server names it.
 */
export function exportFileName(contentDisposition: string | null, today: Date): string {
  return (contentDisposition && fileNameIn(contentDisposition)) || `koester-${localDate(today)}.json`;
}

/** The file name a Content-Disposition header gives: RFC 6266's `filename*=UTF-8''…` first, else `filename=…`. */
function fileNameIn(header: string): string | null {
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (extended) {
    try {
      return safeName(decodeURIComponent(extended.trim()));
    } catch {
      // Badly encoded: the plain name, if any, is used instead.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  return name ? safeName(name) : null;
}

/** A name only, never a path, and nothing a file system refuses; null when nothing of it is left. */
function safeName(name: string): string | null {
  const base = name.split(/[\\/]/).pop() ?? '';
  // Control characters and the characters file systems refuse become "_".
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '_').trim();
  return cleaned && !/^\.+$/.test(cleaned) ? cleaned : null;
}

/** The user's own calendar day as YYYY-MM-DD. */
function localDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

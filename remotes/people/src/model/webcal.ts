/**
 * The calendar address for a "Subscribe" link: the same address with webcal:// instead of http(s)://, which opens
 * the device's calendar app and subscribes (Apple Calendar, Outlook) instead of downloading the file once.
 */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//i, 'webcal://');
}

// The browser security headers of the site's pages: a Content-Security-Policy built from the runtime config (the
// remotes', API's and identity service's origins, which a deploy may change) and the shell's own inline script,
// framing refused, referrers trimmed. The static servers send them the way the CDN in front of the shell would.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';

/** @param {string | undefined} url */
const originOf = (url) => {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

/**
 * The hashes of the inline scripts of an HTML page (the shell's boot script), for script-src.
 * @param {string} html
 */
function inlineScriptHashes(html) {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .filter(([, body]) => body.trim())
    .map(([, body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

/**
 * The Content-Security-Policy of the shell's pages for a runtime config.
 * @param {{ apiBaseUrl?: string, remotes?: Record<string, { manifest?: string } | string>,
 *           identity?: { region?: string, userPoolEndpoint?: string } }} config
 * @param {string[]} scriptHashes
 */
function contentSecurityPolicy(config, scriptHashes) {
  const remotes = Object.values(config.remotes ?? {}).map((r) => originOf(typeof r === 'string' ? r : r.manifest));
  const identity = config.identity?.userPoolEndpoint
    ? originOf(config.identity.userPoolEndpoint)
    : `https://cognito-idp.${config.identity?.region ?? 'eu-west-1'}.amazonaws.com`;
  const code = [...new Set(remotes.filter(Boolean))];
  const calls = [...new Set([...code, originOf(config.apiBaseUrl), identity].filter(Boolean))];
  return [
    "default-src 'self'",
    `script-src 'self' ${[...code, ...scriptHashes].join(' ')}`.trim(),
    // The toast library adds a <style> element; components set style attributes.
    `style-src 'self' 'unsafe-inline' ${code.join(' ')}`.trim(),
    `font-src 'self' ${code.join(' ')}`.trim(),
    // Wishlist items show pictures from the shops their owners link to.
    "img-src 'self' data: https:",
    `connect-src 'self' ${calls.join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers every answer carries. */
export const COMMON_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * A function giving the pages' CSP from the runtime config file as it is now (re-read when it changes) and the
 * shell's HTML.
 * @param {string} runtimeConfigFile
 * @param {string} shellHtmlFile
 */
export function pagePolicyFrom(runtimeConfigFile, shellHtmlFile) {
  let cached = { key: '', policy: '' };
  return async () => {
    const [configText, html] = await Promise.all([
      readFile(runtimeConfigFile, 'utf8'),
      readFile(shellHtmlFile, 'utf8'),
    ]);
    const key = configText + html;
    if (cached.key !== key)
      cached = { key, policy: contentSecurityPolicy(JSON.parse(configText), inlineScriptHashes(html)) };
    return cached.policy;
  };
}

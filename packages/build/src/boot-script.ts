import { afterPaintScript } from './boot-after-paint';
import { languageChoiceScript, sessionHintScript } from './boot-before-paint';
import { earlyRequestsScript } from './boot-early-requests';

/**
 * A few lines inlined into the shell's HTML that start the network work of the
 * first page before the shell's JavaScript has even arrived: the runtime
 * config, then the manifest of the remote whose declared routes match the
 * current path, then preloads of that remote's entry and routes chunk, and the
 * API requests the route declares (`data`) for a visitor who is not signed in.
 * The shell picks the responses up (loadRuntimeConfig, the federation `fetch`
 * hook, the API client) instead of asking again. Everything it does, the shell
 * would otherwise do a few round trips later; if anything fails here the shell
 * simply asks itself. It knows no route: which remote serves what is in the
 * runtime config.
 *
 * A prerendered page (scripts/lib/prerender.mjs) is readable as it arrives, so
 * it lists its scripts and preloads in `#koester-after-paint` instead of in
 * tags: the boot script starts them, and the remote's manifest and files,
 * once the page has been painted; until then the HTML, the fonts the first
 * paint needs and the runtime config have the network to themselves; the
 * page's data starts with the scripts.
 *
 * Its parts run in this one function and share its variables (`boot`, `start`, `later`, `painted`):
 * boot-early-requests.ts, boot-before-paint.ts, boot-after-paint.ts.
 */
export function bootScript(): string {
  return `(function () {
${earlyRequestsScript()}
${sessionHintScript()}
${languageChoiceScript()}
  // The config starts at once (small, and it says which remote serves the page); the page's data once it is painted.
  start();
  if (painted) return;
${afterPaintScript()}
})();`;
}

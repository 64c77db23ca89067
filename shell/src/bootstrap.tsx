import '@koester/shared/styles/fonts.css';
import '@koester/shared/styles/tokens.css';
import '@koester/shared/styles/base.css';
// Provided by the shell (in its shared chunk) so a remote's first page need not fetch its own copy, each a request
// of its own: the routes helper every remote uses, and the small pieces the home page shows.
import '@koester/shared/federation/create-remote-routes';
import '@koester/shared/brand/app-links';
import '@koester/shared/brand/contact';
import '@koester/shared/ui/testing-note';
import i18next from 'i18next';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@koester/shared/config/runtime-config';
import { registerCommonNamespace } from '@koester/shared/i18n/common';
import { choiceOnlyThisBrowserKnows, initI18n, registerNamespace } from '@koester/shared/i18n/i18n';
import { pageIsLive } from '@koester/shared/ui/live-area';
import { App } from './app/app';
import { initFederation } from './federation/init-federation';
import { nextTask } from './next-task';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import nl from './i18n/nl.json';
import { startSession } from './session/session';

declare global {
  interface Window {
    /** Set by the prerenderer (scripts/lib/prerender.mjs) before the page loads: render HTML, mount nothing. */
    __KOESTER_PRERENDER__?: boolean;
  }
}

function showStartupError(root: HTMLElement, error: unknown): void {
  console.error('[koester] start-up failed', error);
  root.innerHTML =
    '<div style="max-width:560px;margin:20vh auto;padding:24px;font-family:system-ui;text-align:center">' +
    '<h1 style="font-size:1.5rem">Koester is even niet bereikbaar · Koester is briefly unavailable</h1>' +
    '<p>Probeer het zo opnieuw. · Please try again in a moment.</p>' +
    '<p><a href="/">Opnieuw laden · Reload</a></p></div>';
}

async function start(): Promise<void> {
  // Not in the task that evaluated the shell's modules.
  await nextTask();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  // The page arrived as prerendered HTML (scripts/lib/prerender.mjs): React takes that DOM over instead of
  // building its own.
  const prerendered = root.firstElementChild !== null;
  const laterLanguage = prerendered ? choiceOnlyThisBrowserKnows() : null;
  registerCommonNamespace();
  registerNamespace('shell', { nl, en, fr });
  try {
    const [config] = await Promise.all([loadRuntimeConfig(), initI18n({ prerendered })]);
    // Each step of the start in a task of its own, so the browser can paint and answer input in between.
    await nextTask();
    initFederation(config);
  } catch (error) {
    if (!prerendered) showStartupError(root, error);
    else console.error('[koester] start-up failed; the page stays as it arrived', error);
    return;
  }
  if (window.__KOESTER_PRERENDER__) {
    (await import(/* webpackChunkName: "prerender" */ './prerender/prerender')).installPrerenderer();
    return;
  }
  startSession();
  await nextTask();
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (!prerendered) {
    createRoot(root).render(app);
    return;
  }
  // As a transition: React then hydrates in slices of a few milliseconds and lets the browser answer input in
  // between, instead of taking the whole page over in one long task (the page is already painted and readable).
  startTransition(() => {
    hydrateRoot(root, app, {
      // A page whose HTML no longer matches (a deploy since it was rendered) is rendered afresh by React, in place;
      // say so, for whoever looks at the console.
      onRecoverableError: (error) => console.warn('[koester] the prerendered page was rendered again', error),
    });
  });
  whenLive(() => {
    // The styles the page arrived with have done their work: its own stylesheets are in (a part is live only once
    // its chunk and stylesheet loaded). Left in place, they would outrank the next page's rules, which load before
    // them (build/create-app-config.ts).
    document.querySelector('style[data-prerendered]')?.remove();
    // A choice remembered only in this browser (not in the cookie the server reads) applies once the page is live:
    // switching while React still takes the HTML over would make it throw the page away and render it again.
    if (laterLanguage && laterLanguage !== i18next.resolvedLanguage) void i18next.changeLanguage(laterLanguage);
  });
}

/** Runs once every part of the prerendered page is hydrated and every stylesheet it asked for has arrived. */
function whenLive(run: () => void): void {
  const sheetsIn = () =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null);
  const check = () => {
    if (pageIsLive() && sheetsIn()) run();
    else window.setTimeout(check, 100);
  };
  window.setTimeout(check, 100);
}

void start();

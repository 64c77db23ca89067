import '@fontsource-variable/nunito';
import '@koester/shared/styles/tokens.css';
import '@koester/shared/styles/base.css';
// Provided by the shell (in its shared chunk) so a remote's first page need not fetch its own copy.
import '@koester/shared/federation/create-remote-routes';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@koester/shared/config/runtime-config';
import { registerCommonNamespace } from '@koester/shared/i18n/common';
import { initI18n, registerNamespace } from '@koester/shared/i18n/i18n';
import { App } from './app/app';
import { initFederation } from './federation/init-federation';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import nl from './i18n/nl.json';
import { startSession } from './session/session';

function showStartupError(root: HTMLElement, error: unknown): void {
  console.error('[koester] start-up failed', error);
  root.innerHTML =
    '<div style="max-width:560px;margin:20vh auto;padding:24px;font-family:system-ui;text-align:center">' +
    '<h1 style="font-size:1.5rem">Koester is even niet bereikbaar · Koester is briefly unavailable</h1>' +
    '<p>Probeer het zo opnieuw. · Please try again in a moment.</p>' +
    '<p><a href="/">Opnieuw laden · Reload</a></p></div>';
}

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  registerCommonNamespace();
  registerNamespace('shell', { nl, en, fr });
  try {
    const [config] = await Promise.all([loadRuntimeConfig(), initI18n()]);
    initFederation(config);
  } catch (error) {
    showStartupError(root, error);
    return;
  }
  startSession();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();

import '@koester/shared/styles/fonts.css';
import '@koester/shared/styles/tokens.css';
import '@koester/shared/styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { signOut } from '@koester/shared/session/sign-out';
import { loadRuntimeConfig } from '@koester/shared/config/runtime-config';
import type { RemoteRoutesModule } from '@koester/shared/federation/remote-contract';
import { registerCommonNamespace } from '@koester/shared/i18n/common';
import { initI18n } from '@koester/shared/i18n/i18n';
import { useSessionStore } from '@koester/shared/session/session-store';
import { Toaster } from '@koester/shared/toast/toast';
import { LanguageSwitcher } from '@koester/shared/ui/language-switcher';
import styles from './standalone-frame.module.css';

/**
 * Runs a remote on its own (npm run dev inside its folder): a thin frame with
 * the language switcher and links to the remote's static routes, so a team can
 * work on one remote without the shell.
 */
export async function renderStandalone(name: string, module: RemoteRoutesModule): Promise<void> {
  registerCommonNamespace();
  await Promise.all([loadRuntimeConfig(), initI18n()]);
  // The shell owns the session; alone, a remote starts signed out, and its log-out buttons end a session as the
  // shell's does.
  useSessionStore.getState().signOut();
  useSessionStore.getState().setLogOut(() => void signOut());
  const RemoteRoutes = module.default;
  const staticPaths = module.paths.filter((path) => !path.includes(':'));
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <header className={styles.bar}>
          <span className={styles.name}>
            Koester · {name}
            <span className={styles.badge}>standalone</span>
          </span>
          <nav aria-label={name}>
            <ul className={styles.links}>
              {staticPaths.map((path) => (
                <li key={path}>
                  <Link to={path}>{path}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSwitcher />
        </header>
        <main>
          <Routes>
            {module.paths.map((path) => (
              <Route key={path} path={path} element={<RemoteRoutes path={path} />} />
            ))}
          </Routes>
        </main>
        <Toaster />
      </BrowserRouter>
    </StrictMode>,
  );
}

import { describe, expect, it } from 'vitest';
import { REMOTE_STARTUP_SHARED_MODULE, STARTUP_SHARED_MODULE } from './first-paint-preload';

const at = (file: string) => `/repo/${file}`;

describe('the shared modules bundled into one startup chunk', () => {
  it('for a remote: what its pages may need at their start, not the sign-in code, the messages or test helpers', () => {
    for (const file of [
      'shared/src/api/api-client.ts',
      'shared/src/data/page-data.ts',
      'shared/src/auth/session-prompt.tsx',
      'shared/src/auth/session-prompt.module.css',
      'shared/src/ui/status-panel.tsx',
      'packages/contract/src/validation/feedback-rules.ts',
    ]) {
      expect(REMOTE_STARTUP_SHARED_MODULE.test(at(file)), file).toBe(true);
    }
    for (const file of [
      'shared/src/auth/auth-modal.tsx',
      'shared/src/auth/texts/en.json',
      'shared/src/validation/field-error-text.ts',
      'shared/src/validation/texts/en.json',
      'shared/src/testing/render.tsx',
      'packages/contract/src/testing/hostile-text.ts',
      'remotes/feedback/src/pages/roadmap-page.tsx',
    ]) {
      expect(REMOTE_STARTUP_SHARED_MODULE.test(at(file)), file).toBe(false);
    }
  });

  it('for the shell: not what only some pages load (the API client, the query client, the sign-in code)', () => {
    expect(STARTUP_SHARED_MODULE.test(at('shared/src/i18n/i18n.ts'))).toBe(true);
    for (const file of ['shared/src/api/api-client.ts', 'shared/src/data/query-client.ts', 'shared/src/auth/auth.ts']) {
      expect(STARTUP_SHARED_MODULE.test(at(file)), file).toBe(false);
    }
  });
});

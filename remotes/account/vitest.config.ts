import { createVitestConfig } from '@koester/shared/build/vitest-config.mjs';

export default createVitestConfig({ environment: 'happy-dom' });

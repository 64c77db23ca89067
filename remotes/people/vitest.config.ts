import { createVitestConfig } from '@koester/build/vitest-config.mjs';

export default createVitestConfig({ environment: 'happy-dom' });

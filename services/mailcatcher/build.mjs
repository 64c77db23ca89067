import { bundleService } from '@koester/build/bundle-service.mjs';

await bundleService(import.meta.dirname);

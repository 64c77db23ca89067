import { bundleService } from '../../scripts/lib/bundle-service.mjs';

await bundleService(import.meta.dirname);

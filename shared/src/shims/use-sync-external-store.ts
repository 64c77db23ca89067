/**
 * What `use-sync-external-store/shim` gives on React 18 and later: React's own hook. The build points that import
 * (react-i18next's) here, so the shim's fallback for older Reacts never ships.
 */
export { useSyncExternalStore } from 'react';

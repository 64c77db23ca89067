import type { ComponentType } from 'react';

/** Props the shell gives a remote's routes component: the registry route that matched. */
export interface RemoteRoutesProps {
  /** A route pattern from the shell's registry, e.g. "/blog/:slug". */
  path: string;
}

/** The one module each remote exposes, as "<remote>/routes". */
export interface RemoteRoutesModule {
  default: ComponentType<RemoteRoutesProps>;
  /** The route patterns this remote renders (checked against the shell's registry). */
  paths: readonly string[];
}

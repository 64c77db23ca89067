import { preloadRemote } from '../federation/remote-slot';
import type { FrameLink } from './use-frame-links';

/** Loads a link's remote while the pointer or focus is on it, so the click renders at once. */
export function preloadProps(link: FrameLink) {
  const preload = () => preloadRemote(link.remote);
  return { onPointerEnter: preload, onFocus: preload };
}

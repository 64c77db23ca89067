import { useLanguage } from '@koester/shared/i18n/localized';
import { useSessionStore } from '@koester/shared/session/session-store';
import { remoteLinks, type RemoteLink } from '../federation/registry';

export interface FrameLink {
  to: string;
  label: string;
  remote: string;
  primary: boolean;
}

/**
 * The links the remotes declared for one slot of the frame, in the page's language, for whoever is looking:
 * "signed-in" links only once the session is known to be signed in, "signed-out" links otherwise.
 */
export function useFrameLinks(slot: RemoteLink['slot']): FrameLink[] {
  const language = useLanguage();
  const signedIn = useSessionStore((s) => s.status === 'signed-in');
  return remoteLinks(slot)
    .filter((link) => link.show === 'everyone' || (link.show === 'signed-in') === signedIn)
    .map((link) => ({
      to: link.path,
      label: link.label[language],
      remote: link.remote,
      primary: link.primary,
    }));
}

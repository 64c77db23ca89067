import { useEffect } from 'react';
import { create } from 'zustand';

interface PageMetaState {
  /** The current page's name, shown as the last breadcrumb item. */
  title: string | null;
  setTitle(title: string | null): void;
}

/** Written by pages, read by the shell's breadcrumb. */
export const usePageMetaStore = create<PageMetaState>()((set) => ({
  title: null,
  setTitle: (title) => set({ title }),
}));

const SITE_NAME = 'Koester';

function setMetaDescription(description: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = description;
}

/**
 * Sets the document title, meta description and breadcrumb label of the page
 * that calls it (already translated by the caller).
 */
export function usePageMeta(title: string, description?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
    if (description) setMetaDescription(description);
    usePageMetaStore.getState().setTitle(title);
    return () => {
      if (usePageMetaStore.getState().title === title) usePageMetaStore.getState().setTitle(null);
    };
  }, [title, description]);
}

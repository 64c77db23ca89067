import { createContext, useContext, useEffect } from 'react';
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

/** A page's title and description as it renders them. */
export interface PageMeta {
  title: string;
  description?: string;
}

/**
 * Where pages report their title and description while the page is rendered to HTML (prerendering runs no
 * effects, so the document head is written from what this receives). Null in the browser's own rendering.
 */
export const PageMetaSink = createContext<((meta: PageMeta) => void) | null>(null);

const SITE_NAME = 'Koester';

/** The document title of a page: its own name, then the site's. */
export const documentTitle = (title: string) => (title ? `${title} · ${SITE_NAME}` : SITE_NAME);

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
  useContext(PageMetaSink)?.({ title, description });
  useEffect(() => {
    document.title = documentTitle(title);
    if (description) setMetaDescription(description);
    usePageMetaStore.getState().setTitle(title);
    return () => {
      if (usePageMetaStore.getState().title === title) usePageMetaStore.getState().setTitle(null);
    };
  }, [title, description]);
}

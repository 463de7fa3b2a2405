import { createContext, useContext, useEffect } from 'react';

export type DocumentMeta = { title: string; description: string };

/**
 * Where a page's meta goes while it is rendered to HTML at build time (decision 019): effects do not run there, so
 * the prerender provides this sink and writes what it receives into the page's <head>. Unset in the browser.
 */
export const DocumentMetaSink = createContext<((meta: DocumentMeta) => void) | null>(null);

/**
 * Sets the page's <title> and meta description while the calling page is shown (product §A2: each public
 * page sets its own). A single-page app keeps one <head>, so every route must set both, or the previous
 * page's values would linger.
 */
export function useDocumentMeta({ title, description }: DocumentMeta): void {
  useContext(DocumentMetaSink)?.({ title, description });
  useEffect(() => {
    document.title = title;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}

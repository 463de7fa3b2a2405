import { useEffect } from 'react';

/**
 * Sets the page's <title> and meta description while the calling page is shown (spec 000 §2: each public
 * page sets its own). A single-page app keeps one <head>, so every route must set both, or the previous
 * page's values would linger.
 */
export function useDocumentMeta({ title, description }: { title: string; description: string }): void {
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

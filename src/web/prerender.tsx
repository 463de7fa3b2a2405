import { renderToString } from 'react-dom/server';
import { AppLoadingScreen } from './components/spinner';
import { MarketingLayout } from './features/marketing/components/marketing-layout';
import { marketingPages } from './features/marketing/pages';
import { type DocumentMeta, DocumentMetaSink } from './hooks/use-document-meta';
import { MARKETING_PATHS } from './lib/theme';

export type PrerenderedPage = DocumentMeta & { path: string; html: string };

/**
 * Renders each public page to HTML at build time (decision 019; scripts/vite-prerender.ts writes them out), with the
 * title and description the page sets through useDocumentMeta.
 */
export function prerenderMarketingPages(): PrerenderedPage[] {
  return MARKETING_PATHS.map((path) => {
    const Page = marketingPages[path];
    let meta: DocumentMeta | null = null;
    const html = renderToString(
      <DocumentMetaSink value={(pageMeta) => (meta = pageMeta)}>
        <MarketingLayout path={path}>
          <Page />
        </MarketingLayout>
      </DocumentMetaSink>,
    );
    if (!meta) throw new Error(`The page at ${path} sets no title and description (useDocumentMeta)`);
    return { path, html, ...(meta as DocumentMeta) };
  });
}

/**
 * What index.html shows before the app's script has run: the spinner the app's first render shows (app.tsx), so the
 * page paints as soon as its HTML and stylesheet are in, and the app takes over with the same picture (decision 023).
 */
export function prerenderAppShell(): string {
  return renderToString(<AppLoadingScreen />);
}

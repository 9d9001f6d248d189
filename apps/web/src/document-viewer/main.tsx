// Entry of the document viewer page (SPEC §2 /mynrs/show/pdfTron11/index.html). A page of its
// own, outside the viewer SPA, so it loads only React, i18n and (lazily) pdf.js.
import '../shared/inlined-styles.ts';
import '../shared/zod-setup.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { activeLanguageReady, i18n } from '../shared/i18n/i18n.ts';
import { startTimeZoneLookup } from '../shared/time-zone.ts';
import { DocumentViewerApp } from './components/DocumentViewerApp.tsx';
import './document-viewer.css';

// The zone every request names (SPEC §7) is asked of a worker thread, off the first screen's path.
startTimeZoneLookup();
document.documentElement.lang = i18n.language;
const root = document.getElementById('root');
if (!root) throw new Error('document viewer page has no #root element');
const mount = root;
void activeLanguageReady().then(() => {
  createRoot(mount).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <DocumentViewerApp search={window.location.search} />
      </I18nextProvider>
    </StrictMode>,
  );
});

// First: the inlined first stylesheets are marked before any lazy chunk can be asked for.
import './shared/inlined-styles.ts';
import { startTransition, StrictMode } from 'react';
import { activeLanguageReady } from './shared/i18n/i18n.ts';
import { limitFirstSlidePoster } from './shared/first-slide-poster.ts';
import './app/app.css';
import { App } from './app/App.tsx';
import { startEntryCalls } from './features/entry/entry.boot.ts';
import { earlyPresentation } from './features/presentation/presentation.store.ts';
import { preloadKindView } from './features/viewer/kind-views.ts';
import { startTimeZoneLookup, viewerTimeZone } from './shared/time-zone.ts';

// The work that follows the first script's evaluation runs in tasks of its own, so a phone's
// main thread is not held in one long task by the evaluation, the preloads and the first render.
const inNextTask = (work: () => void) => void setTimeout(work, 0);
limitFirstSlidePoster();
// The viewer's data is asked for (or taken from the page) in the task right after this script's
// evaluation, before the first render, beside the language's catalogs: reading the page's answers
// and the tab's storage then adds nothing to the evaluation's task.
const entryCallsStarted = new Promise<void>((started) =>
  inNextTask(() => {
    const calling = startEntryCalls(window.location, document);
    // The chunk of the view that will show the presentation is asked for as soon as it is known.
    earlyPresentation()?.then(
      (presentation) => inNextTask(() => preloadKindView(presentation)),
      () => undefined,
    );
    // The zone every request names (SPEC §7): calls that leave before the first render (a page
    // without the first screen's answers) take it from Intl here, at once; otherwise it is asked
    // of a worker thread, off the first screen's path.
    if (calling) viewerTimeZone();
    else startTimeZoneLookup();
    started();
  }),
);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const mount = root;
// A reader of zh-cn or ja gets the page in their language at once, not after a flash of en-us.
// React's DOM renderer is imported here rather than at the top, so that its evaluation is a task
// of its own after this script's; the page preloads its file (vite-preload-first.ts).
void Promise.all([activeLanguageReady(), import('react-dom/client'), entryCallsStarted]).then(
  ([, { createRoot }]) =>
    inNextTask(() => {
      // The first render as a transition: React renders it in short slices instead of one long task.
      startTransition(() => {
        createRoot(mount).render(
          <StrictMode>
            <App />
          </StrictMode>,
        );
      });
    }),
);

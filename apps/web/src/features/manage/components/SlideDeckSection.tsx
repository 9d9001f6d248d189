// `Slide deck (PDF)`: the file goes up with tus (progress bar), then the server makes the slides
// in the background, page by page; the page reads how far it is (progress bar, pages made) until
// the new deck replaces the old one for everyone watching, or says why the PDF could not be used.
// A deck still being made when the page opens is shown the same way.
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import {
  deckRenderPercent,
  isDeckRenderUnderway,
  type ManagedDeckRender,
  type ManagedSlide,
  type SlideDeckState,
} from '@podium/domain';
import { serverMessage } from '../manage-errors.ts';
import { Alert } from '../../../shared/ui/Alert.tsx';
import { fetchSlideDeck, startSlideDeck, uploadFile } from '../manage.api.ts';
import { MANAGE_NAMESPACE } from '../manage-i18n.ts';
import { FormField } from './FormField.tsx';

/** How often the page reads how far the slides are while they are being made. */
export const DECK_RENDER_POLL_MS = 1_000;

type Phase =
  | { readonly step: 'idle' }
  | { readonly step: 'uploading'; readonly percent: number }
  | { readonly step: 'rendering'; readonly render: ManagedDeckRender }
  | { readonly step: 'failed'; readonly message: string };

interface SlideDeckSectionProps {
  readonly presId: number;
  readonly slides: readonly ManagedSlide[];
  readonly onReplaced: (slides: ManagedSlide[]) => void;
}

export function SlideDeckSection({ presId, slides, onReplaced }: SlideDeckSectionProps) {
  const { t } = useTranslation(MANAGE_NAMESPACE);
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const busy = phase.step === 'uploading' || phase.step === 'rendering';
  const rendering = phase.step === 'rendering';
  const replaced = useRef(onReplaced);
  useEffect(() => {
    replaced.current = onReplaced;
  });

  // A deck still being made when the page opens (another tab, a reload) is followed too.
  useEffect(() => {
    let active = true;
    void fetchSlideDeck(presId).then(
      ({ Render }) => {
        if (active && Render && isDeckRenderUnderway(Render))
          setPhase((now) => (now.step === 'idle' ? { step: 'rendering', render: Render } : now));
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [presId]);

  useEffect(() => {
    if (!rendering) return undefined;
    let active = true;
    const follow = (state: SlideDeckState) => {
      const render = state.Render;
      if (!active || render === null) return;
      if (isDeckRenderUnderway(render)) setPhase({ step: 'rendering', render });
      else if (render.Status === 'Done') {
        replaced.current(state.Slides);
        setPhase({ step: 'idle' });
      } else setPhase({ step: 'failed', message: render.Error ?? '' });
    };
    const timer = setInterval(() => {
      void fetchSlideDeck(presId).then(follow, () => undefined);
    }, DECK_RENDER_POLL_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [presId, rendering]);

  async function send(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setPhase({ step: 'uploading', percent: 0 });
    try {
      const upload = uploadFile(file, (sent, total) =>
        setPhase({ step: 'uploading', percent: total > 0 ? Math.floor((sent / total) * 100) : 0 }),
      );
      const uploadId = await upload.done;
      setPhase({ step: 'rendering', render: await startSlideDeck(presId, uploadId) });
    } catch (error) {
      const message = serverMessage(error) ?? (error instanceof Error ? error.message : '');
      setPhase({ step: 'failed', message });
    } finally {
      if (input.current) input.current.value = '';
    }
  }

  return (
    <section className="manage-section" aria-labelledby="manage-deck-title">
      <h2 id="manage-deck-title">{t('deck.heading')}</h2>
      <FormField label={t('deck.file')} hint={t('deck.hint')}>
        {(control) => (
          <input
            {...control}
            ref={input}
            type="file"
            accept="application/pdf,.pdf"
            disabled={busy}
            onChange={(e) => void send(e)}
          />
        )}
      </FormField>
      {phase.step === 'uploading' ? (
        <div className="manage-progress">
          <progress aria-label={t('deck.progress')} max={100} value={phase.percent} />
          <span role="status">{t('deck.uploading', { percent: phase.percent })}</span>
        </div>
      ) : null}
      {phase.step === 'rendering' ? <RenderProgress render={phase.render} /> : null}
      {phase.step === 'failed' ? (
        <Alert>{t('deck.failed', { message: phase.message })}</Alert>
      ) : null}
      {slides.length === 0 ? (
        <p>{t('deck.none')}</p>
      ) : (
        <>
          <p role="status">{t('deck.done', { count: slides.length })}</p>
          <ol className="manage-thumbs">
            {slides.map((slide) => (
              <li key={slide.Guid}>
                <img
                  src={slide.ThumbnailUrl}
                  alt={t('deck.slide', { n: slide.Index + 1 })}
                  loading="lazy"
                />
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

/** Pages made of the page count; until the PDF is open, a bar without a value. */
function RenderProgress({ render }: { readonly render: ManagedDeckRender }) {
  const { t } = useTranslation(MANAGE_NAMESPACE);
  const count = render.PageCount;
  return (
    <div className="manage-progress">
      <progress
        aria-label={t('deck.renderProgress')}
        max={100}
        value={count === null ? undefined : deckRenderPercent(render)}
      />
      <span role="status">
        {count === null
          ? t('deck.rendering')
          : t('deck.renderingPages', { done: render.PagesDone, count })}
      </span>
    </div>
  );
}

// `Slide deck (PDF)`: the file goes up with tus (progress bar), then the server makes the
// slides; the new deck replaces the old one for everyone watching.
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import type { ManagedSlide } from '@podium/domain';
import { serverMessage } from '../manage-errors.ts';
import { Alert } from '../../../shared/ui/Alert.tsx';
import { replaceSlideDeck, uploadFile } from '../manage.api.ts';
import { MANAGE_NAMESPACE } from '../manage-i18n.ts';
import { FormField } from './FormField.tsx';

type Phase =
  | { readonly step: 'idle' }
  | { readonly step: 'uploading'; readonly percent: number }
  | { readonly step: 'rendering' }
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

  async function send(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setPhase({ step: 'uploading', percent: 0 });
    try {
      const upload = uploadFile(file, (sent, total) =>
        setPhase({ step: 'uploading', percent: total > 0 ? Math.floor((sent / total) * 100) : 0 }),
      );
      const uploadId = await upload.done;
      setPhase({ step: 'rendering' });
      onReplaced(await replaceSlideDeck(presId, uploadId));
      setPhase({ step: 'idle' });
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
      {phase.step === 'rendering' ? (
        <div className="manage-progress">
          <progress aria-label={t('deck.progress')} max={100} value={100} />
          <span role="status">{t('deck.rendering')}</span>
        </div>
      ) : null}
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

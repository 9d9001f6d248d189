// `Captions (WebVTT)` in the media section: the event's video (or audio) with its caption tracks,
// one per language, each removable; a WebVTT file and a language add a track or replace the one
// in that language. The server checks the file; its reason shows beside the field.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import {
  CAPTION_MAX_BYTES,
  CAPTION_UPLOAD_LANGUAGES,
  LANGUAGE_NATIVE_NAMES,
  type Language,
  type ManagedCaptionMedia,
} from '@podium/domain';
import { fetchCaptions, removeCaptions, uploadCaptions } from '../manage.api.ts';
import { serverMessage } from '../manage-errors.ts';
import { fieldMessage, MANAGE_NAMESPACE } from '../manage-i18n.ts';
import { FormField } from './FormField.tsx';

interface CaptionsSectionProps {
  readonly presId: number;
  /** Changes when new media is ready, so the list is read again. */
  readonly mediaKey: string | null;
  /** Show nothing while the event has no media (events whose media is not uploaded here). */
  readonly onlyWithMedia?: boolean;
}

/** The container captions go to: the video when there is one. */
function captionTarget(media: readonly ManagedCaptionMedia[]): ManagedCaptionMedia | null {
  return media.find((m) => m.Kind === 'video') ?? media[0] ?? null;
}

export function CaptionsSection({ presId, mediaKey, onlyWithMedia }: CaptionsSectionProps) {
  const { t } = useTranslation(MANAGE_NAMESPACE);
  const [media, setMedia] = useState<readonly ManagedCaptionMedia[] | null>(null);
  const [language, setLanguage] = useState<Language>(CAPTION_UPLOAD_LANGUAGES[0]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let active = true;
    void fetchCaptions(presId).then(
      (found) => {
        if (active) setMedia(found);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [presId, mediaKey]);

  const target = media ? captionTarget(media) : null;
  if (media === null || (onlyWithMedia && target === null)) return null;

  const failed = (error: unknown) => {
    const message = serverMessage(error);
    setProblem(message === null ? t('error.saveFailed') : fieldMessage(message));
  };

  async function upload(event: FormEvent) {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    setDone(null);
    if (!target) return;
    if (!file) {
      setProblem(t('captions.chooseFile'));
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      await uploadCaptions(presId, target.ContainerGuid, language, file);
      setMedia(await fetchCaptions(presId));
      setDone(t('captions.added', { language: LANGUAGE_NATIVE_NAMES[language] }));
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }

  async function remove(containerGuid: string, trackLanguage: string, label: string) {
    setProblem(null);
    setDone(null);
    setBusy(true);
    try {
      await removeCaptions(presId, containerGuid, trackLanguage);
      setMedia(await fetchCaptions(presId));
      setDone(t('captions.removed', { language: label }));
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div
      className={onlyWithMedia ? 'manage-section manage-captions' : 'manage-captions'}
      role="group"
      aria-labelledby="manage-captions-title"
    >
      {onlyWithMedia ? (
        <h2 id="manage-captions-title">{t('captions.heading')}</h2>
      ) : (
        <h3 id="manage-captions-title">{t('captions.heading')}</h3>
      )}
      {target === null ? (
        <p className="manage-hint">{t('captions.noMedia')}</p>
      ) : (
        <>
          {target.Captions.length === 0 ? (
            <p>{t('captions.none')}</p>
          ) : (
            <ul className="manage-captions__list" aria-label={t('captions.tracks')}>
              {target.Captions.map((track) => (
                <li key={track.Language}>
                  <span>{track.Label}</span>{' '}
                  <button
                    type="button"
                    className="pd-button pd-button--secondary"
                    disabled={busy}
                    onClick={() => void remove(target.ContainerGuid, track.Language, track.Label)}
                  >
                    {t('captions.remove', { language: track.Label })}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <form className="manage-captions__form" onSubmit={(e) => void upload(e)}>
            <FormField label={t('captions.language')}>
              {(control) => (
                <select
                  {...control}
                  value={language}
                  onChange={(e) => setLanguage(e.target.value as Language)}
                >
                  {CAPTION_UPLOAD_LANGUAGES.map((code) => (
                    <option key={code} value={code}>
                      {LANGUAGE_NATIVE_NAMES[code]}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField
              label={t('captions.file')}
              hint={t('captions.hint', { size: CAPTION_MAX_BYTES / 1024 })}
              error={problem ?? undefined}
            >
              {(control) => (
                <input {...control} ref={fileInput} type="file" accept=".vtt,text/vtt" />
              )}
            </FormField>
            <button type="submit" className="pd-button pd-button--primary" disabled={busy}>
              {t('captions.upload')}
            </button>
          </form>
        </>
      )}
      {done ? <p role="status">{done}</p> : null}
    </div>
  );
}

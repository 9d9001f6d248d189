// `Media (MP4)`: only .mp4 is accepted (SPEC §3; anything else is refused here and by the
// server); the file goes up with tus, then its resolutions are made on the server, each with its
// Status, with progress shown until all are ready (SPEC §4).
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import {
  isMp4FileName,
  mediaUploadProgress,
  MP4_ONLY_MESSAGE,
  type ManagedMedia,
} from '@podium/domain';
import { Alert } from '../../../shared/ui/Alert.tsx';
import { fetchMedia, startMediaProcessing, uploadFile } from '../manage.api.ts';
import { serverMessage } from '../manage-errors.ts';
import { fieldMessage, MANAGE_NAMESPACE } from '../manage-i18n.ts';
import { FormField } from './FormField.tsx';
import { CaptionsSection } from './CaptionsSection.tsx';

/** How often the page reads the resolutions' Status while they are being made. */
const PROCESSING_POLL_MS = 1_000;

interface MediaSectionProps {
  readonly presId: number;
  readonly media: ManagedMedia | null;
  readonly onMedia: (media: ManagedMedia | null) => void;
}

export function MediaSection({ presId, media, onMedia: setMedia }: MediaSectionProps) {
  const { t } = useTranslation(MANAGE_NAMESPACE);
  const [uploading, setUploading] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const processing = media !== null && !media.Done && media.Error === null;

  useEffect(() => {
    let active = true;
    void fetchMedia(presId).then(
      (found) => {
        if (active) setMedia(found);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [presId, setMedia]);

  useEffect(() => {
    if (!processing) return undefined;
    const timer = setInterval(() => {
      void fetchMedia(presId).then(setMedia, () => undefined);
    }, PROCESSING_POLL_MS);
    return () => clearInterval(timer);
  }, [presId, processing, setMedia]);

  async function send(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setProblem(null);
    try {
      if (!isMp4FileName(file.name)) {
        setProblem(fieldMessage(MP4_ONLY_MESSAGE));
        return;
      }
      setUploading(0);
      const upload = uploadFile(file, (sent, total) =>
        setUploading(total > 0 ? Math.floor((sent / total) * 100) : 0),
      );
      const uploadId = await upload.done;
      setUploading(null);
      setMedia(await startMediaProcessing(presId, uploadId));
    } catch (error) {
      setUploading(null);
      const message = serverMessage(error);
      setProblem(message === null ? t('error.saveFailed') : fieldMessage(message));
    } finally {
      if (input.current) input.current.value = '';
    }
  }

  const percent = media ? mediaUploadProgress(media.VideoResolutions) : 0;
  return (
    <section className="manage-section" aria-labelledby="manage-media-title">
      <h2 id="manage-media-title">{t('media.heading')}</h2>
      <FormField label={t('media.file')} hint={t('media.hint')}>
        {(control) => (
          <input
            {...control}
            ref={input}
            type="file"
            accept="video/mp4,.mp4"
            disabled={uploading !== null || processing}
            onChange={(e) => void send(e)}
          />
        )}
      </FormField>
      {uploading !== null ? (
        <div className="manage-progress">
          <progress aria-label={t('media.uploadProgress')} max={100} value={uploading} />
          <span role="status">{t('deck.uploading', { percent: uploading })}</span>
        </div>
      ) : null}
      {problem ? <Alert>{problem}</Alert> : null}
      {media ? (
        <>
          {processing ? (
            <div className="manage-progress">
              <progress aria-label={t('media.processingProgress')} max={100} value={percent} />
              <span role="status">{t('media.processing', { percent })}</span>
            </div>
          ) : null}
          {media.Done ? <p role="status">{t('media.ready', { name: media.FileName })}</p> : null}
          {media.Error ? <Alert>{t('media.failed')}</Alert> : null}
          <table className="manage-table">
            <caption className="pd-visually-hidden">{t('media.resolutions')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('media.resolution')}</th>
                <th scope="col">{t('media.status')}</th>
              </tr>
            </thead>
            <tbody>
              {media.VideoResolutions.map((r) => (
                <tr key={r.Height}>
                  <th scope="row">
                    {r.Width} × {r.Height}
                  </th>
                  <td>
                    {t(`media.statuses.${r.Status}`)}
                    {r.Status === 'Processing' ? ` ${r.Progress}%` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      <CaptionsSection presId={presId} mediaKey={media?.Done ? media.FileName : null} />
    </section>
  );
}

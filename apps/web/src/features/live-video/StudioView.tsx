// The live video studio (SPEC §7 getStartURL) for panelists and coordinators: the camera preview
// (`Camera preview`), device pickers, `Start camera`, `Start sending`, `Stop sending`, a status
// line, the encoder (RTMP) details, and the presenter's slide controls of the event's call. SPEC
// §5: mobile is not supported for live presenters, so a phone gets that message instead.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n/useTranslation.ts';
import { isMobileLayout, RouteChild } from '@podium/domain';
import { CenteredPage } from '../../shared/ui/CenteredPage.tsx';
import { LanguageSelect } from '../../shared/ui/LanguageSelect.tsx';
import { Loading } from '../../shared/ui/Loading.tsx';
import { usePresentation } from '../presentation/presentation.context.ts';
import { useViewport } from '../viewer/useViewport.ts';
import { ConferenceSlideStage } from '../conference/components/ConferenceSlideStage.tsx';
import { PresenterBar } from '../conference/components/PresenterBar.tsx';
import { useConferenceSessionHost } from '../conference/session-host.ts';
import { fetchStartUrl } from './live-video.api.ts';
import { EncoderSettings } from './components/EncoderSettings.tsx';
import { useStudio, type Studio } from './useStudio.ts';
import '../conference/conference-i18n.ts';
import './live-video-i18n.ts';
import '../media/media.css';
import '../conference/conference.css';
import './live-video.css';

type Access = 'checking' | 'allowed' | 'forbidden';

export function StudioView() {
  const { t } = useTranslation('liveVideo');
  const { presId, presentation } = usePresentation();
  const { width, height } = useViewport();
  const [access, setAccess] = useState<Access>('checking');
  useEffect(() => {
    let cancelled = false;
    fetchStartUrl(presId)
      .then(() => !cancelled && setAccess('allowed'))
      // Whoever the server does not confirm (403, or no answer) gets no studio.
      .catch(() => {
        if (!cancelled) setAccess('forbidden');
      });
    return () => {
      cancelled = true;
    };
  }, [presId]);

  if (isMobileLayout(width, height)) {
    return (
      <CenteredPage title={t('studio.title')} eyebrow={presentation.TitleBarWeb}>
        <p role="alert">{t('studio.mobile')}</p>
      </CenteredPage>
    );
  }
  if (access === 'checking') return <Loading />;
  if (access === 'forbidden') {
    return (
      <CenteredPage title={t('studio.title')} eyebrow={presentation.TitleBarWeb}>
        <p role="alert">{t('studio.notAllowed')}</p>
      </CenteredPage>
    );
  }
  return <StudioScreen presId={presId} title={presentation.TitleBarWeb} />;
}

function statusText(studio: Studio, t: (key: string, values?: Record<string, unknown>) => string) {
  switch (studio.phase) {
    case 'idle':
      return t('studio.statusIdle');
    case 'camera':
      return t('studio.statusCamera');
    case 'sending':
      return t('studio.statusSending', { segments: studio.ingest?.Segments ?? 0 });
    case 'stopped':
      return t('studio.statusStopped');
    case 'error':
      return studio.error ?? '';
  }
}

function StudioScreen({ presId, title }: { readonly presId: number; readonly title: string }) {
  const { t } = useTranslation('liveVideo');
  const { presentation } = usePresentation();
  useConferenceSessionHost(RouteChild.LiveVideo);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const studio = useStudio(presId, videoRef);
  const sending = studio.phase === 'sending';
  const hasCamera = studio.phase !== 'idle' && studio.phase !== 'error';

  return (
    <main className="studio">
      <header className="console-header">
        <div>
          <p className="console-header__event">{title}</p>
          <h1 className="console-header__title">{t('studio.title')}</h1>
        </div>
        <LanguageSelect />
      </header>
      <div className="studio__grid">
        <section className="studio__camera">
          <video
            ref={videoRef}
            className="live-video__video"
            aria-label={t('studio.preview')}
            muted
            playsInline
          />
          <div className="pd-actions">
            <label>
              {t('studio.camera')}{' '}
              <select
                value={studio.cameraId}
                disabled={sending}
                onChange={(e) => studio.setCameraId(e.target.value)}
              >
                <option value="">—</option>
                {studio.cameras.map((d) => (
                  <option key={d.deviceId} value={d.deviceId}>
                    {d.label || d.deviceId}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('studio.microphone')}{' '}
              <select
                value={studio.microphoneId}
                disabled={sending}
                onChange={(e) => studio.setMicrophoneId(e.target.value)}
              >
                <option value="">—</option>
                {studio.microphones.map((d) => (
                  <option key={d.deviceId} value={d.deviceId}>
                    {d.label || d.deviceId}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <div className="pd-actions">
            <button
              type="button"
              className="pd-button"
              disabled={sending}
              onClick={() => void studio.startCamera()}
            >
              {t('studio.startCamera')}
            </button>
            <button
              type="button"
              className="pd-button pd-button--primary"
              disabled={!hasCamera || sending}
              onClick={() => void studio.startSending()}
            >
              {t('studio.startSending')}
            </button>
            <button
              type="button"
              className="pd-button"
              disabled={!sending}
              onClick={() => void studio.stopSending()}
            >
              {t('studio.stopSending')}
            </button>
          </div>
          <p className="studio__status" role="status">
            {statusText(studio, t)}
          </p>
          {studio.phase === 'error' && studio.error && (
            <p role="alert">{t('studio.statusError', { message: studio.error })}</p>
          )}
          <EncoderSettings presId={presId} />
        </section>
        {presentation.Slides.length > 0 && (
          <section className="studio__slides" aria-label={t('studio.slides')}>
            <PresenterBar />
            <ConferenceSlideStage />
          </section>
        )}
      </div>
    </main>
  );
}

// The system check pages of SPEC §2 (Presenter, Participant, and the popup): a start button, the
// state (SPEC §4 init, running, completed), the camera preview, the speaker question, the test
// stream, the result list, and the overall answer that the SPEC §9 cookie keeps.
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import {
  hasPassedSystemCheck,
  isMobileLayout,
  SYSTEM_CHECK_COOKIE,
  SystemCheckId,
  type SystemCheckRole,
} from '@podium/domain';
import { readCookie } from '../../../shared/cookies.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { CenteredPage } from '../../../shared/ui/CenteredPage.tsx';
import '../system-check-i18n.ts';
import '../system-check.css';
import { useSystemCheck } from '../useSystemCheck.ts';
import { useViewport } from '../../viewer/useViewport.ts';
import { SystemCheckResults } from './SystemCheckResults.tsx';

interface Props {
  readonly role: SystemCheckRole;
  /** i18n key (namespace common) of the page title. */
  readonly titleKey: string;
}

export function SystemCheckPage({ role, titleKey }: Props) {
  const { t } = useTranslation('systemCheck');
  const { t: tc } = useTranslation('common');
  const check = useSystemCheck(role);
  const { state, outcome } = check;
  const previewRef = useRef<HTMLVideoElement>(null);
  const { width, height } = useViewport();
  // SPEC §5: mobile is not supported for live presenters; the checks still run, for watching.
  const presenterOnPhone = role === 'presenter' && isMobileLayout(width, height);
  const passedBefore =
    state.status === 'init' && hasPassedSystemCheck(readCookie(SYSTEM_CHECK_COOKIE), role);

  useEffect(() => {
    const video = previewRef.current;
    if (video !== null) video.srcObject = check.cameraStream;
  }, [check.cameraStream]);

  const statusText =
    state.status === 'completed'
      ? t(outcome === 'passed' ? 'status.passed' : 'status.failed')
      : t(`status.${state.status}`);

  return (
    <CenteredPage title={tc(titleKey)}>
      <div className="pd-system-check" data-status={state.status}>
        <p>{t(`intro.${role}`)}</p>
        {presenterOnPhone && <p className="pd-alert pd-alert--info">{t('mobilePresenter')}</p>}
        {passedBefore && <p>{t('passedBefore')}</p>}
        <p
          role="status"
          aria-label={t('statusRegion')}
          className={`pd-system-check__status pd-system-check__status--${outcome ?? state.status}`}
        >
          {statusText}
        </p>
        {state.status !== 'running' && (
          <Button onClick={check.start}>{state.status === 'init' ? t('start') : t('again')}</Button>
        )}
        {state.current === SystemCheckId.Speaker && (
          <fieldset className="pd-system-check__question">
            <legend>{t('speaker.question')}</legend>
            <div className="pd-actions">
              <Button onClick={() => check.answerSpeaker(true)}>{t('speaker.yes')}</Button>
              <Button variant="secondary" onClick={() => check.answerSpeaker(false)}>
                {t('speaker.no')}
              </Button>
              <Button variant="link" onClick={check.replayTone}>
                {t('speaker.replay')}
              </Button>
            </div>
          </fieldset>
        )}
        <div className="pd-system-check__media">
          {role === 'presenter' && (
            <video
              ref={previewRef}
              className="pd-system-check__video"
              aria-label={t('cameraPreview')}
              autoPlay
              muted
              playsInline
              hidden={check.cameraStream === null}
            />
          )}
          <video
            ref={check.testVideoRef}
            className="pd-system-check__video"
            aria-label={t('testStream')}
            muted
            playsInline
            hidden={state.results.hls === undefined && state.current !== SystemCheckId.Hls}
          />
        </div>
        <SystemCheckResults state={state} details={check.details} />
        <p className="pd-form__hint">{t('cookieNote')}</p>
      </div>
    </CenteredPage>
  );
}

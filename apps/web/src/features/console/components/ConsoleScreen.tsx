// The coordinator console (ARCHITECTURE §5) of one conference call: the call panel and the
// presenters, the question queue, and the participants, in three columns on wide screens and
// stacked on narrow ones (SPEC §2: 768 px). Only event coordinators and site admins get in; the
// server's 403 for anyone else becomes a plain "no access" page.
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { PendingConfirm } from '../../../shared/ui/PendingConfirm.tsx';
import { Alert } from '../../../shared/ui/Alert.tsx';
import { CenteredPage } from '../../../shared/ui/CenteredPage.tsx';
import { LanguageSelect } from '../../../shared/ui/LanguageSelect.tsx';
import { Loading } from '../../../shared/ui/Loading.tsx';
import type { CallIds } from '../console.api.ts';
import { useConsoleActions } from '../useConsoleActions.ts';
import { useConsoleData } from '../useConsoleData.ts';
import { LiveVideoConsole } from '../../live-video/components/LiveVideoConsole.tsx';
import { CallControls } from './CallControls.tsx';
import { BroadcastControls } from '../../simulive/components/BroadcastControls.tsx';
import { PaddingControls } from '../../nrs-direct/components/PaddingControls.tsx';
import type { PaddingNavData } from '@podium/domain';
import { CallAudioList } from './CallAudioList.tsx';
import { NotificationControls } from './NotificationControls.tsx';
import { ConsoleErrorText } from './ConsoleErrorText.tsx';
import { ParticipantList } from './ParticipantList.tsx';
import { PresenterList } from './PresenterList.tsx';
import { QuestionList } from './QuestionList.tsx';
import { useConfirm } from '../../../shared/ui/useConfirm.ts';
import { SignOutButton } from '../../session/components/SignOutButton.tsx';

interface ConsoleScreenProps {
  readonly ids: CallIds;
  /** A live video event: its own controls replace the call's (live-video LiveVideoConsole). */
  readonly liveVideo?: boolean;
  /** The presentation's title, shown above the console's own. */
  readonly eventTitle: string;
  /** A simulated-live show: the console also runs its broadcast (SPEC §4 playback states). */
  readonly broadcast?: boolean;
  /** An NRS Direct show: its padding dates, for the guided-tour panel (SPEC §4). */
  readonly paddingNav?: PaddingNavData | null;
}

export function ConsoleScreen({
  ids,
  eventTitle,
  liveVideo = false,
  broadcast = false,
  paddingNav,
}: ConsoleScreenProps) {
  const { t } = useTranslation('console');
  const { data, refresh } = useConsoleData(ids);
  const actions = useConsoleActions(ids, refresh);
  const { pending, ask, close } = useConfirm();

  if (data.status === 'loading') return <Loading label={t('loading')} />;
  if (data.status === 'forbidden') {
    return (
      <CenteredPage title={t('forbidden.title')} eyebrow={eventTitle}>
        <p>{t('forbidden.message')}</p>
      </CenteredPage>
    );
  }
  if (data.status === 'failed') {
    return (
      <CenteredPage title={t('title')} eyebrow={eventTitle}>
        <Alert>
          <p className="console-alert__lead">{t('error.loadFailed')}</p>
          <p>
            <ConsoleErrorText error={data.error} />
          </p>
        </Alert>
        <div className="pd-actions">
          <button
            type="button"
            className="pd-button pd-button--primary"
            onClick={() => void refresh()}
          >
            {t('error.retry')}
          </button>
        </div>
      </CenteredPage>
    );
  }

  const { snapshot, refreshError } = data;
  const nameOf = (coreUserId: number): string | null =>
    snapshot.presenters.Presenters.find((p) => p.CoreUserId === coreUserId)?.Name ??
    snapshot.participants.find((p) => p.CoreUserId === coreUserId)?.Name ??
    null;
  // Attendees with the floor: speaking as guests now, or given it (here or as the list was
  // read) and not yet connected.
  const floor = new Set(actions.floorGiven);
  for (const participant of snapshot.participants)
    if (participant.AllowToTalk) floor.add(participant.CoreUserId);
  for (const speaker of snapshot.callAudio)
    if (speaker.Floor === 'guest') floor.add(speaker.CoreUserId);
  return (
    <main className="console" aria-busy={actions.busy}>
      <header className="console-header">
        <div>
          <p className="console-header__event">{eventTitle}</p>
          <h1 className="console-header__title">{t('title')}</h1>
        </div>
        <div className="console-header__tools">
          <LanguageSelect />
          <SignOutButton presId={ids.presId} />
        </div>
      </header>
      <div className="console-messages">
        {actions.error && (
          <Alert>
            <div className="console-alert">
              <div>
                <p className="console-alert__lead">{t('error.actionFailed')}</p>
                <p>
                  <ConsoleErrorText error={actions.error} />
                </p>
              </div>
              <button
                type="button"
                className="pd-button pd-button--link"
                onClick={actions.dismissError}
              >
                {t('error.dismiss')}
              </button>
            </div>
          </Alert>
        )}
        {refreshError && (
          <Alert tone="info">
            {t('error.refreshFailed')} <ConsoleErrorText error={refreshError} />
          </Alert>
        )}
      </div>
      <div className="console-grid">
        <div className="console-column console-column--call">
          {liveVideo ? (
            <LiveVideoConsole presId={ids.presId} confId={ids.confId} />
          ) : (
            <CallControls
              state={snapshot.state}
              busy={actions.busy}
              onTransition={(transition) => void actions.transition(transition)}
              onCancelCall={() => void actions.cancelCall()}
              onChangeStartTime={(startTimeUtc) => void actions.changeStartTime(startTimeUtc)}
              confirm={ask}
              broadcast={broadcast}
            />
          )}
          {broadcast && <BroadcastControls ids={ids} confirm={ask} />}
          {paddingNav !== undefined && <PaddingControls ids={ids} initial={paddingNav} />}
          <NotificationControls
            presId={ids.presId}
            read={data.read}
            busy={actions.busy}
            onSend={actions.notify}
            onClear={() => void actions.clearNotification()}
          />
          <PresenterList
            presenters={snapshot.presenters}
            busy={actions.busy}
            onMakeActive={(coreUserId) => void actions.makeActivePresenter(coreUserId)}
          />
          {!liveVideo && !broadcast && (
            <CallAudioList
              speakers={snapshot.callAudio}
              nameOf={nameOf}
              busy={actions.busy}
              onMute={(speaker) => void actions.muteSpeaker(speaker)}
            />
          )}
        </div>
        <div className="console-column console-column--questions">
          <QuestionList
            questions={snapshot.questions}
            busy={actions.busy}
            onModerate={(questionId, status) => void actions.moderate(questionId, status)}
            onAnswer={(questionId, answer) => actions.answer(questionId, answer)}
            floor={floor}
            onAllowToTalk={(coreUserId) => void actions.allowToTalk(coreUserId)}
            onEndTurn={(coreUserId) => void actions.endTurn(coreUserId)}
          />
        </div>
        <div className="console-column console-column--participants">
          <ParticipantList
            participants={snapshot.participants}
            busy={actions.busy}
            onRevoke={(participantId) => void actions.revoke(participantId)}
            confirm={ask}
          />
        </div>
      </div>
      <PendingConfirm
        pending={pending}
        close={close}
        confirmLabel={t('confirm.confirm')}
        cancelLabel={t('confirm.cancel')}
      />
    </main>
  );
}

// SPEC §2/§4 pre-event modal of a small group meeting: the viewer's pre-event modal, open for
// attendees from entry until the meeting ends (then it closes), saying the meeting's state and
// its dial-in. Once the meeting runs it offers Join meeting; Close leaves the attendee on the
// meeting page, where they may join later.
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import type { SmallGroupMeetingData } from '@podium/domain';
import { usePresentation } from '../../presentation/presentation.context.ts';
import { PreEventDialog } from '../../conference/components/PreEventDialog.tsx';

interface Props {
  readonly data: SmallGroupMeetingData;
  /** The meeting's state as the attendee sees it (the page's status line). */
  readonly statusText: string;
  /** The later availability of the slides, while the pre-meeting access window is ahead. */
  readonly slidesLater: string | null;
  /** Present while the meeting runs and the attendee may join. */
  readonly onJoin?: () => void;
  readonly busy: boolean;
  readonly onClose: () => void;
}

export function MeetingPreEventModal({
  data,
  statusText,
  slidesLater,
  onJoin,
  busy,
  onClose,
}: Props) {
  const { t } = useTranslation('meeting');
  const { presentation } = usePresentation();
  return (
    <PreEventDialog
      title={presentation.ConferenceCallData?.CallTitle ?? presentation.TitleBarWeb}
      status={statusText}
      onClose={onClose}
      actions={
        onJoin && (
          <button
            type="button"
            className="pd-button pd-button--primary"
            onClick={onJoin}
            disabled={busy}
          >
            {t('joinMeeting')}
          </button>
        )
      }
    >
      {slidesLater !== null && <p>{slidesLater}</p>}
      <p>{t('dialIn', { meetingId: data.MeetingId, pin: data.MeetingPin })}</p>
    </PreEventDialog>
  );
}

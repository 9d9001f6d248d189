// SPEC §2/§4 pre-event modal of a small group meeting: the viewer's pre-event modal, open for
// attendees from entry until the meeting ends (then it closes), saying the meeting's state and
// its dial-in. Once the meeting runs it offers Join meeting; Close leaves the attendee on the
// meeting page, where they may join later.
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { usePresentation } from '../../presentation/presentation.context.ts';
import { PreEventDialog } from '../../conference/components/PreEventDialog.tsx';

interface Props {
  /** The meeting's dial-in: id, pin, numbers and the calendar file (MeetingDialIn). */
  readonly dialIn: ReactNode;
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
  dialIn,
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
      {dialIn}
    </PreEventDialog>
  );
}

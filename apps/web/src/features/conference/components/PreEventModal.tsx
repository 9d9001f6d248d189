// SPEC §2/§4 pre-event modal of a call: open before the call, reopened when the start time
// changes; it shows the call's one status line (the start, or starting soon, or available: never
// several) and, while the stream is still far off, the SPEC §8 "Stream Not Started" text verbatim.
import { memo } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { EventStatus, isPreEvent } from '@podium/domain';
import { usePresentation } from '../../presentation/presentation.context.ts';
import { dispatchCall, useConferenceStore } from '../conference.store.ts';
import type { CallStatusLine } from '../useCallStatusLine.ts';
import { PreEventDialog } from './PreEventDialog.tsx';

export const PreEventModal = memo(function PreEventModal({
  line,
}: {
  readonly line: CallStatusLine;
}) {
  const { t } = useTranslation('conference');
  const { presentation } = usePresentation();
  const call = useConferenceStore((s) => s.call);
  const open = call.preEventModalOpen && isPreEvent(call);
  if (!open) return null;
  return (
    <PreEventDialog
      title={presentation.ConferenceCallData?.CallTitle ?? presentation.TitleBarWeb}
      status={line.text}
      onClose={() => dispatchCall({ type: 'preEventModalClosed' })}
    >
      {line.status === EventStatus.NotStarted && (
        <p className="conference-modal__stream">{t('preEvent.streamNotStarted')}</p>
      )}
    </PreEventDialog>
  );
});

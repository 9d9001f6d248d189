// NRS Direct (SPEC §1, §3, §4, §6): a live slide show driven by its hosts through the show's
// call (presenter control on the built-in bridge). The padding window says whether attendees may
// browse; hosts and coordinators pick the active host; the active host may take over.
import { useEffect } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { RouteChild } from '@podium/domain';
import { setCallCutOff } from '../../presentation/call-cutoff.store.ts';
import { usePresentation } from '../../presentation/presentation.context.ts';
import { ConnectionToaster } from '../../realtime/components/ConnectionToaster.tsx';
import { AccessRevokedAlert } from '../../conference/components/AccessRevokedAlert.tsx';
import { PresenterBar } from '../../conference/components/PresenterBar.tsx';
import { selectCutOff, useConferenceStore } from '../../conference/conference.store.ts';
import { useConferenceSessionHost } from '../../conference/session-host.ts';
import { usePaddingNavData } from '../usePaddingNavData.ts';
import { usePaddingWindow } from '../usePaddingWindow.ts';
import { HostList } from './HostList.tsx';
import { NrsDirectSlideStage } from './NrsDirectSlideStage.tsx';
import '../../conference/conference.css';
import '../nrs-direct.css';

export function NrsDirectKindView() {
  const { t } = useTranslation('nrsdirect');
  const { presentation } = usePresentation();
  // The show's slides follow its hosts through its call, as a call with slides does (SPEC §2).
  useConferenceSessionHost(RouteChild.SlidesConference);
  const padding = usePaddingNavData(
    presentation.ConferenceCallData?.Id ?? null,
    presentation.NrsDirectPaddingNavData ?? null,
  );
  const window = usePaddingWindow(padding);
  const cutOff = useConferenceStore(selectCutOff);
  const toaster = useConferenceStore((s) => s.toaster);
  useEffect(() => setCallCutOff(cutOff), [cutOff]);
  useEffect(() => () => setCallCutOff(null), []);

  return (
    <div className="conference conference--slides nrs-direct">
      {cutOff !== null ? (
        <AccessRevokedAlert cutOff={cutOff} />
      ) : (
        <>
          <p className="nrs-direct__window" role="status" data-window={window}>
            {t(`window.${window}`)}
          </p>
          <HostList />
          <PresenterBar />
          <div className="conference__stage">
            <NrsDirectSlideStage window={window} />
          </div>
        </>
      )}
      <ConnectionToaster state={toaster} />
    </div>
  );
}

// The coordinator console's live video panel (ARCHITECTURE §5, extended for live video): the
// event's life (`Start event` source 1, `Start broadcast` 6, `End event` 2, `Force end` 10), the
// replay (`Publish replay`, `Expire replay`), the `Shared view` (source 5, SPEC §4 focus views)
// and a preview of what attendees see. The server decides (SPEC §6: coordinators only); the
// buttons offer what the status allows now, as the hub tells it (live-video.console-hub.ts).
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { PendingConfirm } from '../../../shared/ui/PendingConfirm.tsx';
import { useConfirm } from '../../../shared/ui/useConfirm.ts';
import {
  FOCUSED_VIEWS,
  UpdateSource,
  type FocusedView,
  type UpdatePresControlMessage,
} from '@podium/domain';
import { changeReplay, errorMessage, sendLiveVideoUpdate } from '../live-video.api.ts';
import { followLiveVideoInConsole } from '../live-video.console-hub.ts';
import { refreshLiveVideo } from '../live-video.realtime.ts';
import { useLiveVideoStore } from '../live-video.store.ts';
import { useLiveVideoPhase } from '../useLiveVideoPhase.ts';
import '../live-video-i18n.ts';
import '../live-video.css';
import { EncoderSettings } from './EncoderSettings.tsx';
import { VideoStage } from './VideoStage.tsx';

type Update =
  | { readonly Source: 1 | 2 | 10 }
  | { readonly Source: 6; readonly HasBroadcastStarted: boolean }
  | { readonly Source: 5; readonly FocusedView: FocusedView };

export function LiveVideoConsole({
  presId,
  confId,
}: {
  readonly presId: number;
  readonly confId: number;
}) {
  const { t } = useTranslation('liveVideo');
  const view = useLiveVideoPhase();
  const stream = useLiveVideoStore((s) => s.stream);
  const feedRefused = useLiveVideoStore((s) => s.feedRefused);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { pending, ask, close } = useConfirm();
  /** Ends it for everyone or cannot be undone: asked first. */
  const confirmFirst = (key: 'endEvent' | 'forceEnd' | 'expire', action: () => void) =>
    ask(t(`console.confirm.${key}.title`), t(`console.confirm.${key}.message`), action);

  // The hub brings every change made elsewhere; the console's own changes are read back at once.
  const refresh = useCallback(() => refreshLiveVideo(presId).catch(() => undefined), [presId]);
  useEffect(() => followLiveVideoInConsole(presId, confId), [presId, confId]);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      await refresh();
      setBusy(false);
    }
  }
  const update = (u: Update) =>
    run(() => sendLiveVideoUpdate({ PresId: presId, ...u } as UpdatePresControlMessage));

  const s = view.status;
  const started = s?.HasStarted ?? false;
  const ended = s?.HasEnded ?? false;
  const expired = s?.IsReplayExpired ?? false;

  return (
    <section className="console-panel live-video-console" aria-labelledby="live-video-console">
      <h2 id="live-video-console">{t('console.title')}</h2>
      <p role="status">{t('console.state', { state: t(`console.phase.${view.phase}`) })}</p>
      <div className="pd-actions">
        <button
          type="button"
          className="pd-button pd-button--primary"
          disabled={busy || started || ended}
          onClick={() => void update({ Source: UpdateSource.CallStarted })}
        >
          {t('console.startEvent')}
        </button>
        <button
          type="button"
          className="pd-button pd-button--primary"
          disabled={busy || !started || ended || (s?.HasBroadcastStarted ?? false)}
          onClick={() =>
            void update({ Source: UpdateSource.BroadcastStarted, HasBroadcastStarted: true })
          }
        >
          {t('console.startBroadcast')}
        </button>
        <button
          type="button"
          className="pd-button"
          disabled={busy || !started || ended}
          onClick={() =>
            confirmFirst('endEvent', () => void update({ Source: UpdateSource.CallEnded }))
          }
        >
          {t('console.endEvent')}
        </button>
        <button
          type="button"
          className="pd-button"
          disabled={busy || ended}
          onClick={() =>
            confirmFirst('forceEnd', () => void update({ Source: UpdateSource.ForceEnd }))
          }
        >
          {t('console.forceEnd')}
        </button>
        <button
          type="button"
          className="pd-button"
          disabled={busy || !ended || expired || (s?.IsReplayAvailable ?? false)}
          onClick={() => void run(() => changeReplay(presId, 'publish'))}
        >
          {t('console.publishReplay')}
        </button>
        <button
          type="button"
          className="pd-button"
          disabled={busy || !ended || expired}
          onClick={() =>
            confirmFirst('expire', () => void run(() => changeReplay(presId, 'expire')))
          }
        >
          {t('console.expireReplay')}
        </button>
      </div>
      {error !== null && <p role="alert">{t('console.failed', { message: error })}</p>}
      <PendingConfirm
        pending={pending}
        close={close}
        confirmLabel={t('console.confirm.confirm')}
        cancelLabel={t('console.confirm.cancel')}
      />
      <fieldset role="radiogroup" aria-label={t('focus.group')} disabled={busy || ended}>
        <legend>{t('focus.group')}</legend>
        {FOCUSED_VIEWS.map((v) => (
          <label key={v} className="live-video-console__view">
            <input
              type="radio"
              name="shared-view"
              value={v}
              checked={s?.FocusedView === v}
              onChange={() =>
                void update({ Source: UpdateSource.VideoFocusUpdated, FocusedView: v })
              }
            />
            {t(`focus.v${v}`)}
          </label>
        ))}
      </fieldset>
      <p>
        <a href={`/presentation/v2/${presId}/studio/`} target="_blank" rel="noopener">
          {t('console.openStudio')}
        </a>
      </p>
      <EncoderSettings presId={presId} />
      <h3>{t('console.preview')}</h3>
      {stream?.Url ? (
        <VideoStage key={stream.Url} url={stream.Url} live={!ended} />
      ) : (
        <>
          <p>{t('console.noFeed')}</p>
          {feedRefused && <p role="alert">{t('console.feedRefused')}</p>}
        </>
      )}
    </section>
  );
}

// The participants' tiles in the active-speaker layout: a strip of small tiles that scrolls
// sideways (the half camera layer) above the stage, where the speaker has one large tile (the
// full layer). A shared screen takes the stage; the speaker then leads the strip. The widths the
// tiles show cameras at are measured after each render (the page re-renders as tiles come and go
// and as audio levels change) and told to the media server, the large tile by name.
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import {
  MEETING_MAX_TILE_WIDTH,
  meetingLayout,
  nextMeetingStage,
  type MeetingTileWidths,
} from '@podium/domain';
import { setMeeting, useMeetingStore } from '../meeting.store.ts';
import { ParticipantTile } from './ParticipantTile.tsx';
import { SharedScreen } from './SharedScreen.tsx';

interface Props {
  /** This participant's CoreUserId. */
  readonly self: number | null;
  /** Present for the host: Mute and Remove on the others' tiles. */
  readonly onAct?: (target: number, action: 'mute' | 'remove') => void;
}

/** A video's width in device pixels, as the server counts it; 0 when there is none. */
function deviceWidth(video: Element | null): number {
  if (!video) return 0;
  return Math.min(
    Math.round(video.getBoundingClientRect().width * window.devicePixelRatio),
    MEETING_MAX_TILE_WIDTH,
  );
}

function sameView(a: MeetingTileWidths | null, b: MeetingTileWidths): boolean {
  return a !== null && JSON.stringify(a) === JSON.stringify(b);
}

export function MeetingTiles({ self, onAct }: Props) {
  const { t } = useTranslation('meeting');
  const state = useMeetingStore();
  const listRef = useRef<HTMLDivElement>(null);
  const screenShared = state.screenSharer !== null;
  // The stage as held, or (its speaker gone, nobody speaking yet) the default one.
  const speaker = nextMeetingStage(state.stage, {
    participants: state.participants,
    self,
    activeSpeaker: null,
    nowMs: Date.now(),
  }).speaker;
  const layout = meetingLayout(state.participants, speaker, screenShared);

  useEffect(() => {
    const root = listRef.current;
    if (!root) return;
    const stageWidth = deviceWidth(root.querySelector('.meeting__stage video'));
    const stripWidth = deviceWidth(
      root.querySelector('.meeting__strip [data-remote="true"] video') ??
        root.querySelector('.meeting__strip video'),
    );
    const tileWidth = stripWidth > 0 ? stripWidth : stageWidth;
    if (tileWidth <= 0) return;
    const view: MeetingTileWidths = {
      tileWidth,
      tiles:
        layout.stage !== null && layout.stage !== self && stageWidth > 0
          ? [{ CoreUserId: layout.stage, TileWidth: stageWidth }]
          : [],
    };
    if (!sameView(useMeetingStore.getState().view, view)) setMeeting({ view });
  });

  const byId = new Map(state.participants.map((p) => [p.CoreUserId, p]));
  const tile = (id: number, size: 'large' | 'small') => {
    const p = byId.get(id);
    if (!p) return null;
    const isSelf = id === self;
    return (
      <ParticipantTile
        key={id}
        participant={p}
        isSelf={isSelf}
        size={size}
        stream={isSelf ? state.localStream : (state.remoteStreams.get(id) ?? null)}
        speaking={state.activeSpeaker === id}
        audioLevel={state.audioLevels.get(id) ?? 0}
        {...(onAct && !isSelf
          ? { onMute: () => onAct(id, 'mute'), onRemove: () => onAct(id, 'remove') }
          : {})}
      />
    );
  };

  return (
    <>
      {screenShared && (
        <SharedScreen
          stream={
            state.screenSharer === self
              ? state.localScreen
              : (state.screenStreams.get(state.screenSharer) ?? null)
          }
        />
      )}
      <div ref={listRef} role="list" className="meeting__tiles" aria-label={t('participants')}>
        {layout.strip.length > 0 && (
          // Focusable so a keyboard can scroll the strip when it overflows.
          <div className="meeting__strip" tabIndex={0}>
            {layout.strip.map((id) => tile(id, 'small'))}
          </div>
        )}
        {layout.stage !== null && (
          <div className="meeting__stage">{tile(layout.stage, 'large')}</div>
        )}
      </div>
    </>
  );
}

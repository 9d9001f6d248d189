// The tiles' widths told to the media server: once per connection, again when the large tile
// changes hands or a width changes by a tenth, never for a smaller change.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MeetingClientSignal } from '@podium/domain';
import type { HubClient } from '../../shared/hub/hub.types.ts';
import { initialMeetingState, setMeeting, useMeetingStore } from './meeting.store.ts';
import { reportMeetingView, viewChanged } from './meeting.view.ts';

const stageOf = (CoreUserId: number, TileWidth = 1_280) => ({
  tileWidth: 200,
  tiles: [{ CoreUserId, TileWidth }],
});

describe('whether the widths changed enough to tell', () => {
  it.each([
    [null, stageOf(7), true],
    [stageOf(7), stageOf(7), false],
    [stageOf(7), stageOf(7, 1_300), false],
    [stageOf(7), stageOf(7, 1_000), true],
    [stageOf(7), stageOf(8), true],
    [stageOf(7), { tileWidth: 200, tiles: [] }, true],
    [stageOf(7), { ...stageOf(7), tileWidth: 250 }, true],
    [stageOf(7), { ...stageOf(7), tileWidth: 210 }, false],
  ])('%o → %o: %s', (told, next, changed) => {
    expect(viewChanged(told, next)).toBe(changed);
  });
});

describe('telling the server', () => {
  beforeEach(() => useMeetingStore.setState(initialMeetingState, true));

  it('tells the view on the current connection as the large tile moves', () => {
    const sent: MeetingClientSignal[] = [];
    const hub = {
      meetingSignal: vi.fn((message: MeetingClientSignal) => {
        sent.push(message);
        return Promise.resolve({ ok: true, ConnectionId: 'c1' });
      }),
    } as unknown as HubClient;
    const stop = reportMeetingView(hub);
    setMeeting({ view: stageOf(7) });
    expect(sent).toHaveLength(0);
    setMeeting({ connectionId: 'c1' });
    setMeeting({ view: stageOf(7, 1_290) });
    setMeeting({ view: stageOf(8) });
    setMeeting({ connectionId: 'c2' });
    stop();
    setMeeting({ view: stageOf(9) });
    expect(sent).toEqual([
      {
        Type: 'view',
        ConnectionId: 'c1',
        TileWidth: 200,
        Tiles: [{ CoreUserId: 7, TileWidth: 1_280 }],
      },
      {
        Type: 'view',
        ConnectionId: 'c1',
        TileWidth: 200,
        Tiles: [{ CoreUserId: 8, TileWidth: 1_280 }],
      },
      {
        Type: 'view',
        ConnectionId: 'c2',
        TileWidth: 200,
        Tiles: [{ CoreUserId: 8, TileWidth: 1_280 }],
      },
    ]);
  });
});

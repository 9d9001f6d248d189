// How wide this participant shows each of the others' cameras, told to the media server on the
// current media connection: the large tile by name, the strip at one width. The server forwards
// each camera in the layer that fits. It is told again when the large tile changes hands or a
// width changes by VIEW_CHANGE_TOLD (resizing a window), not on every render.
import type { MeetingTileWidths } from '@podium/domain';
import type { HubClient } from '../../shared/hub/hub.types.ts';
import { useMeetingStore } from './meeting.store.ts';

/** The server hears the tiles' widths again when one changed by this share. */
const VIEW_CHANGE_TOLD = 0.1;

const near = (a: number, b: number) => Math.abs(a - b) < b * VIEW_CHANGE_TOLD;

/** Whether `next` differs enough from what the server was told to tell it again. */
export function viewChanged(told: MeetingTileWidths | null, next: MeetingTileWidths): boolean {
  if (told === null || !near(next.tileWidth, told.tileWidth)) return true;
  if (next.tiles.length !== told.tiles.length) return true;
  return next.tiles.some((tile) => {
    const before = told.tiles.find((t) => t.CoreUserId === tile.CoreUserId);
    return before === undefined || !near(tile.TileWidth, before.TileWidth);
  });
}

/** Tells the server the tiles' widths as they change; returns the unsubscribe. */
export function reportMeetingView(hub: HubClient): () => void {
  let told: { connectionId: string; view: MeetingTileWidths } | null = null;
  return useMeetingStore.subscribe(({ connectionId, view }) => {
    if (connectionId === null || view === null) return;
    if (told?.connectionId === connectionId && !viewChanged(told.view, view)) return;
    told = { connectionId, view };
    void hub
      .meetingSignal({
        Type: 'view',
        ConnectionId: connectionId,
        TileWidth: view.tileWidth,
        Tiles: [...view.tiles],
      })
      .catch(() => undefined);
  });
}

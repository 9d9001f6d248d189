// Which camera layer a receiver gets: full for large tiles, half for small ones; the shared
// screen makes the tiles small; a missing layer is replaced by the one that arrives.
import { describe, expect, it } from 'vitest';
import {
  MEETING_HALF_LAYER_WIDTH,
  MEETING_LARGE_TILES_MAX_PARTICIPANTS,
  MEETING_VIDEO_ENCODINGS,
  MeetingVideoLayer,
  meetingLayerToForward,
  meetingTileSize,
  meetingTileWidthOf,
  meetingVideoLayer,
} from './layers.ts';
import { MEETING_MAX_PARTICIPANTS } from './entities.ts';

describe('meeting camera layers', () => {
  it.each([
    [2, false, 'large', MeetingVideoLayer.Full],
    [3, false, 'large', MeetingVideoLayer.Full],
    [MEETING_LARGE_TILES_MAX_PARTICIPANTS, false, 'large', MeetingVideoLayer.Full],
    [MEETING_LARGE_TILES_MAX_PARTICIPANTS + 1, false, 'small', MeetingVideoLayer.Half],
    [10, false, 'small', MeetingVideoLayer.Half],
    [MEETING_MAX_PARTICIPANTS, false, 'small', MeetingVideoLayer.Half],
    [2, true, 'small', MeetingVideoLayer.Half],
    [3, true, 'small', MeetingVideoLayer.Half],
    [MEETING_MAX_PARTICIPANTS, true, 'small', MeetingVideoLayer.Half],
  ] as const)(
    '%i participants, screen shared %s → %s tiles, layer %s',
    (n, shared, size, layer) => {
      const view = { participants: n, screenShared: shared, tileWidth: null };
      expect(meetingTileSize(view)).toBe(size);
      expect(meetingVideoLayer(view)).toBe(layer);
    },
  );

  it.each([
    [170, 3, false, MeetingVideoLayer.Half],
    [MEETING_HALF_LAYER_WIDTH, 3, false, MeetingVideoLayer.Half],
    [MEETING_HALF_LAYER_WIDTH + 1, 3, false, MeetingVideoLayer.Full],
    [440, 3, false, MeetingVideoLayer.Full],
    [432, 15, true, MeetingVideoLayer.Full],
    [216, 15, true, MeetingVideoLayer.Half],
  ] as const)(
    'tiles %i device px wide (%i participants, screen shared %s) → layer %s',
    (tileWidth, participants, screenShared, layer) => {
      expect(meetingVideoLayer({ participants, screenShared, tileWidth })).toBe(layer);
    },
  );

  it('sends two layers, the full size first, each half the size and a quarter the bits of the one before', () => {
    expect(MEETING_VIDEO_ENCODINGS.map((e) => e.Rid)).toEqual([
      MeetingVideoLayer.Full,
      MeetingVideoLayer.Half,
    ]);
    const [full, half] = MEETING_VIDEO_ENCODINGS;
    expect(full!.ScaleResolutionDownBy).toBe(1);
    expect(half!.ScaleResolutionDownBy).toBe(2);
    expect(half!.MaxBitrate * 4).toBe(full!.MaxBitrate);
  });

  it.each([
    [MeetingVideoLayer.Full, ['f', 'h'], MeetingVideoLayer.Full],
    [MeetingVideoLayer.Half, ['f', 'h'], MeetingVideoLayer.Half],
    [MeetingVideoLayer.Half, ['f'], MeetingVideoLayer.Full],
    [MeetingVideoLayer.Full, ['h'], MeetingVideoLayer.Half],
    [MeetingVideoLayer.Full, [], null],
    [MeetingVideoLayer.Half, ['x'], null],
  ] as const)('wanted %s, arriving %o → forward %s', (wanted, arriving, expected) => {
    expect(meetingLayerToForward(wanted, new Set(arriving))).toBe(expected);
  });

  it('a receiver that names its large tile gets the full layer of that camera, the half of the rest', () => {
    const widths = { tileWidth: 240, tiles: [{ CoreUserId: 7, TileWidth: 1_280 }] };
    expect(meetingTileWidthOf(widths, 7)).toBe(1_280);
    expect(meetingTileWidthOf(widths, 8)).toBe(240);
    expect(meetingTileWidthOf(null, 7)).toBeNull();
    const layerOf = (coreUserId: number) =>
      meetingVideoLayer({
        participants: 3,
        screenShared: false,
        tileWidth: meetingTileWidthOf(widths, coreUserId),
      });
    expect(layerOf(7)).toBe(MeetingVideoLayer.Full);
    expect(layerOf(8)).toBe(MeetingVideoLayer.Half);
    // A phone's large tile (390 css px at 3×) still gets the full layer; its strip the half.
    const phone = { tileWidth: 3 * 96, tiles: [{ CoreUserId: 7, TileWidth: 3 * 374 }] };
    expect(
      meetingVideoLayer({
        participants: 3,
        screenShared: false,
        tileWidth: meetingTileWidthOf(phone, 7),
      }),
    ).toBe(MeetingVideoLayer.Full);
    expect(
      meetingVideoLayer({
        participants: 3,
        screenShared: false,
        tileWidth: meetingTileWidthOf(phone, 8),
      }),
    ).toBe(MeetingVideoLayer.Half);
  });
});

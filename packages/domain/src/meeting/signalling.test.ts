// Meeting signalling messages are strict: anything else never reaches the media server.
import { describe, expect, it } from 'vitest';
import { MeetingClientSignalSchema, MeetingServerSignalSchema } from './signalling.ts';

describe('meeting signalling schemas', () => {
  it.each([
    [{ Type: 'join' }, true],
    [{ Type: 'answer', ConnectionId: 'c1', Sdp: 'v=0' }, true],
    [{ Type: 'leave', ConnectionId: 'c1' }, true],
    [{ Type: 'join', MeetingId: 1 }, false],
    [{ Type: 'answer', ConnectionId: 'c1', Sdp: '' }, false],
    [{ Type: 'answer', ConnectionId: 'c1', Sdp: 'x'.repeat(200_001) }, false],
    [{ Type: 'offer', Sdp: 'v=0' }, false],
    [{ Type: 'screen', ConnectionId: 'c1', Sharing: true }, true],
    [{ Type: 'screen', ConnectionId: 'c1', Sharing: false }, true],
    [{ Type: 'screen', ConnectionId: 'c1' }, false],
    [{ Type: 'screen', ConnectionId: 'c1', Sharing: 'yes' }, false],
    [{ Type: 'view', ConnectionId: 'c1', TileWidth: 216 }, true],
    [{ Type: 'view', ConnectionId: 'c1', TileWidth: 0 }, false],
    [{ Type: 'view', ConnectionId: 'c1', TileWidth: 216.5 }, false],
    [{ Type: 'view', ConnectionId: 'c1', TileWidth: 10_001 }, false],
    [{ Type: 'view', ConnectionId: 'c1' }, false],
    [{ Type: 'view', ConnectionId: 'c1', TileWidth: 216, Tiles: [] }, true],
    [
      {
        Type: 'view',
        ConnectionId: 'c1',
        TileWidth: 216,
        Tiles: [{ CoreUserId: 7, TileWidth: 1280 }],
      },
      true,
    ],
    [
      {
        Type: 'view',
        ConnectionId: 'c1',
        TileWidth: 216,
        Tiles: [
          { CoreUserId: 7, TileWidth: 1280 },
          { CoreUserId: 7, TileWidth: 640 },
        ],
      },
      false,
    ],
    [
      {
        Type: 'view',
        ConnectionId: 'c1',
        TileWidth: 216,
        Tiles: [{ CoreUserId: 0, TileWidth: 9 }],
      },
      false,
    ],
    [
      {
        Type: 'view',
        ConnectionId: 'c1',
        TileWidth: 216,
        Tiles: [{ CoreUserId: 7, TileWidth: 0 }],
      },
      false,
    ],
    [{ Type: 'view', ConnectionId: 'c1', TileWidth: 216, Tiles: [{ CoreUserId: 7 }] }, false],
    [
      {
        Type: 'view',
        ConnectionId: 'c1',
        TileWidth: 216,
        Tiles: Array.from({ length: 16 }, (_, i) => ({ CoreUserId: i + 1, TileWidth: 100 })),
      },
      false,
    ],
    [{ Type: 'join', Replaces: 'c0' }, true],
    [{ Type: 'join', Replaces: '' }, false],
  ])('client %o → %s', (message, ok) => {
    expect(MeetingClientSignalSchema.safeParse(message).success).toBe(ok);
  });

  it('server offers name the participant of each m-line', () => {
    const offer = {
      Type: 'offer',
      ConnectionId: 'c1',
      Sdp: 'v=0',
      Streams: [{ Mid: '2', CoreUserId: 7, Kind: 'video' }],
      IceServers: [
        {
          urls: ['turn:turn.example.test:443?transport=tcp'],
          username: '1800000000:7',
          credential: 'c2VjcmV0',
        },
        { urls: ['stun:stun.example.test:3478'] },
      ],
    };
    expect(MeetingServerSignalSchema.parse(offer)).toEqual(offer);
    const { IceServers: _servers, ...withoutServers } = offer;
    expect(MeetingServerSignalSchema.safeParse(withoutServers).success).toBe(false);
    for (const urls of [[], ['http://turn.example.test'], ['turnx:host']])
      expect(
        MeetingServerSignalSchema.safeParse({ ...offer, IceServers: [{ urls }] }).success,
        String(urls),
      ).toBe(false);
    expect(
      MeetingServerSignalSchema.safeParse({ Type: 'closed', ConnectionId: 'c', Reason: 'gone' })
        .success,
    ).toBe(false);
  });

  it('the screen signal names the host sharing, or nobody', () => {
    for (const SharerCoreUserId of [7, null])
      expect(
        MeetingServerSignalSchema.safeParse({ Type: 'screen', ConnectionId: 'c', SharerCoreUserId })
          .success,
      ).toBe(true);
    expect(
      MeetingServerSignalSchema.safeParse({
        Type: 'screen',
        ConnectionId: 'c',
        SharerCoreUserId: 0,
      }).success,
    ).toBe(false);
  });
});

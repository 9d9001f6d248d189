// POST uegtoken (SPEC §7) without a database: who is refused (an unknown call 404, a cut-off
// participant 403 with the SPEC §8 text, SPEC §6), and the sweep of tokens that expired unused,
// run at most once per HUB_TOKEN_SWEEP_INTERVAL_MS instead of on every issue.
import type { Caller } from '../access/caller.ts';
import { describe, expect, it } from 'vitest';
import type { HubDirectory, HubParticipationQuery } from '../../realtime/hub.types.ts';
import type { PresentationAccess } from '../access/access.service.ts';
import type { RequestSession } from '../../types.ts';
import type { NewHubToken } from './hub-token.repository.ts';
import {
  ACCESS_REVOKED_MESSAGE,
  createHubTokenService,
  HUB_TOKEN_CONNECT_WINDOW_MS,
  HUB_TOKEN_SWEEP_INTERVAL_MS,
} from './hub-token.service.ts';

const PRES = 2001;
const CALL = 7001;
const T0 = new Date('2030-01-01T10:00:00Z').getTime();

const session: RequestSession = {
  id: 'session-1',
  userId: 7,
  antiForgeryToken: 'aft',
  createdAt: new Date(T0),
  lastSeenAt: new Date(T0),
  user: {
    id: 7,
    email: null,
    passwordHash: null,
    firstName: 'Guest',
    middleInitial: '',
    lastName: 'Viewer',
    company: '',
    countryCode: 'US',
    isSiteAdmin: false,
    isUnderwriterAdmin: false,
    isEventCoordinator: false,
    isGuest: true,
    createdAt: new Date(T0),
    contactEmail: null,
    detailsGivenAt: null,
    guestTokenHash: null,
  },
};
const access: PresentationAccess = {
  presId: PRES,
  isSiteAdmin: false,
  isPublicParticipant: true,
  isRetail: false,
  role: null,
  grant: null,
  entryCode: null,
};
const caller: Caller = {
  session: null,
  sessionExpired: false,
  origin: 'http://localhost',
  timeZone: 'UTC',
};

function setup(revoked = false, granted: PresentationAccess = access) {
  let now = T0;
  const sweeps: number[] = [];
  const created: NewHubToken[] = [];
  const asked: HubParticipationQuery[] = [];
  const directory: HubDirectory = {
    isConferenceOf: async (presId, conferenceId) => presId === PRES && conferenceId === CALL,
    participation: async (query) => {
      asked.push(query);
      return { accessRevoked: revoked, isConferencePresenter: false };
    },
  };
  const service = createHubTokenService({
    tokens: {
      deleteUnusedExpired: async (at) => void sweeps.push(at.getTime() - T0),
      create: async (token) => {
        created.push(token);
        return {
          ...token,
          id: `token-${created.length}`,
          conferenceId: token.conferenceId ?? null,
          logId: token.logId ?? null,
          usedAt: null,
        };
      },
    },
    access: { requireAccess: async () => ({ session, access: granted }) },
    hub: { directory },
    now: () => new Date(now),
  });
  return {
    sweeps,
    created,
    asked,
    issue: (query: { conferenceCallId?: number } = {}) => service.issue(caller, PRES, query),
    at: (ms: number) => void (now = T0 + ms),
  };
}

describe('createHubTokenService', () => {
  it('gives a retail viewer no token (SPEC §4, §7: retail opens no socket)', async () => {
    const retail = setup(false, { ...access, isPublicParticipant: false, isRetail: true });
    await expect(retail.issue()).rejects.toMatchObject({ kind: 'forbidden' });
    expect(retail.created).toEqual([]);
  });

  it('issues a token for the session, presentation and call, open for the connect window', async () => {
    const { issue, created, asked } = setup();
    expect(await issue({ conferenceCallId: CALL })).toEqual({ TokenId: 'token-1' });
    expect(created).toEqual([
      {
        sessionId: 'session-1',
        userId: 7,
        presId: PRES,
        conferenceId: CALL,
        logId: null,
        isPublic: true,
        createdAt: new Date(T0),
        expiresAt: new Date(T0 + HUB_TOKEN_CONNECT_WINDOW_MS),
      },
    ]);
    expect(asked).toMatchObject([{ presId: PRES, conferenceId: CALL, coreUserId: 7 }]);
  });

  it('answers 404 for a call of another presentation and 403 to a cut-off participant', async () => {
    const open = setup();
    await expect(open.issue({ conferenceCallId: 424242 })).rejects.toMatchObject({
      kind: 'notFound',
    });
    const revoked = setup(true);
    await expect(revoked.issue({ conferenceCallId: CALL })).rejects.toMatchObject({
      kind: 'forbidden',
      message: ACCESS_REVOKED_MESSAGE,
    });
    expect([...open.created, ...revoked.created]).toEqual([]);
  });

  it('sweeps tokens that expired unused at most once per interval', async () => {
    const { issue, at, sweeps, created } = setup();
    await issue();
    at(HUB_TOKEN_SWEEP_INTERVAL_MS - 1);
    await issue();
    await issue({ conferenceCallId: CALL });
    at(HUB_TOKEN_SWEEP_INTERVAL_MS);
    await issue();
    at(HUB_TOKEN_SWEEP_INTERVAL_MS + 1_000);
    await issue();
    at(3 * HUB_TOKEN_SWEEP_INTERVAL_MS);
    await issue();
    expect(sweeps).toEqual([0, HUB_TOKEN_SWEEP_INTERVAL_MS, 3 * HUB_TOKEN_SWEEP_INTERVAL_MS]);
    expect(created).toHaveLength(6);
  });
});

// Small group meeting 4001 from behind a firewall that lets no UDP out: the attendee's Chromium
// may use relay candidates only, and its relay is a real coturn reached over TCP. The server hands
// each participant short-lived TURN credentials (MEETING_TURN_URLS, MEETING_TURN_SECRET); coturn
// checks them by the TURN REST API scheme. The attendee sees and hears the host and the host sees
// and hears the attendee, and the attendee's connection runs through a TCP relay candidate.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { useOwnServer } from '../support/conference-server.ts';
import { newPerson } from '../support/conference.ts';
import { Coturn } from '../support/coturn.ts';
import { signIn } from '../support/entry.ts';
import { fakeMediaLaunchOptions } from '../support/fake-media.ts';

const PRES = 4001;

test.use({ launchOptions: fakeMediaLaunchOptions });

let turn: Coturn | null = null;
test.beforeAll(async () => {
  turn = await Coturn.start();
});
test.afterAll(async () => {
  await turn?.stop();
});
const suite = useOwnServer(() => {
  if (!turn) throw new Error('coturn starts first');
  return { MEETING_TURN_URLS: turn.tcpUrl, MEETING_TURN_SECRET: turn.secret };
});

const remoteTile = (page: Page, name: string): Locator =>
  page
    .getByRole('list', { name: 'Participants', exact: true })
    .getByRole('listitem')
    .and(page.locator('[data-remote="true"]'))
    .filter({ hasText: name });

/** The remote tile's camera plays (its frames advance) and its audio is heard (a level above 0). */
async function expectSeenAndHeard(page: Page, name: string): Promise<void> {
  const tile = remoteTile(page, name);
  await expect(tile).toHaveCount(1, { timeout: 30_000 });
  const video = tile.locator('video');
  await expect
    .poll(() => video.evaluate((v) => (v as HTMLVideoElement).videoWidth), { timeout: 30_000 })
    .toBeGreaterThan(0);
  const before = await video.evaluate((v) => (v as HTMLVideoElement).currentTime);
  await expect
    .poll(() => video.evaluate((v) => (v as HTMLVideoElement).currentTime), { timeout: 15_000 })
    .toBeGreaterThan(before);
  await expect
    .poll(async () => Number((await tile.getAttribute('data-audio-level')) ?? '0'), {
      timeout: 20_000,
      intervals: [100],
    })
    .toBeGreaterThan(0);
}

test('an attendee limited to a TCP relay sees and hears the host, and is seen and heard', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const host = await newPerson(browser, suite.server.baseURL);
  const attendee = await newPerson(browser, suite.server.baseURL);
  suite.people.push(host, attendee);
  // The firewall: this browser's peer connections gather relay candidates only.
  await attendee.context.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const made: RTCPeerConnection[] = [];
    class RelayOnly extends Native {
      constructor(config?: RTCConfiguration) {
        super({ ...config, iceTransportPolicy: 'relay' });
        made.push(this);
      }
      override setConfiguration(config?: RTCConfiguration): void {
        super.setConfiguration({ ...config, iceTransportPolicy: 'relay' });
      }
    }
    Object.assign(window, { RTCPeerConnection: RelayOnly, relayOnlyPeers: made });
  });

  await signIn(host.page, PRES, 'host@podium.test', false);
  await signIn(attendee.page, PRES, 'attendee@podium.test', false);
  await host.page.getByRole('button', { name: 'Start meeting', exact: true }).click();
  await attendee.page
    .getByRole('dialog')
    .getByRole('button', { name: 'Join meeting', exact: true })
    .click();

  await expectSeenAndHeard(attendee.page, 'Harper Host');
  await expectSeenAndHeard(host.page, 'Avery Attendee');

  // The attendee's media runs through the relay, reached over TCP.
  const path = await attendee.page.evaluate(async () => {
    const peers = (window as unknown as { relayOnlyPeers: RTCPeerConnection[] }).relayOnlyPeers;
    const pc = peers.find((p) => p.connectionState === 'connected');
    if (!pc) return null;
    const stats: Record<string, unknown>[] = [];
    (await pc.getStats()).forEach((entry: Record<string, unknown>) => stats.push(entry));
    const transport = stats.find((s) => s['type'] === 'transport');
    const pair = stats.find((s) => s['id'] === transport?.['selectedCandidatePairId']);
    const local = stats.find((s) => s['id'] === pair?.['localCandidateId']);
    return { type: local?.['candidateType'], relayProtocol: local?.['relayProtocol'] };
  });
  expect(path).toEqual({ type: 'relay', relayProtocol: 'tcp' });
  // coturn granted the allocation to the credentials the server signed.
  expect(turn?.output).toMatch(/ALLOCATE processed, success/);
});

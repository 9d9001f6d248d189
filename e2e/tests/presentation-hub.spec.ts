// The presentation-level hub of the non-conference kinds (SPEC §2 "Slides ... create a socket
// token on entry", SPEC §7 topics, SPEC §4 "on reconnect ... slides-only ... reload the
// presentation forced", SPEC §8 connection toaster). The hub's websocket runs through a
// Playwright route that forwards every frame both ways and records them, so a test can read the
// socket.io frames and drop the connection the way a network failure does.
import { expect, test, type Page, type WebSocketRoute } from '@playwright/test';
import { enterWithCode } from '../support/entry.ts';
import { currentSlide } from '../support/slides.ts';

const HUB_URL = /\/usereventgateway\/secure\/hub\//;

interface HubTraffic {
  /** Text frames the page sent and received, in order. */
  readonly sent: string[];
  readonly received: string[];
  /** The page side of every hub websocket opened. */
  readonly routes: WebSocketRoute[];
  /** Drops every open hub connection on both sides, as a network failure would. */
  drop(): Promise<void>;
}

async function routeHub(page: Page): Promise<HubTraffic> {
  const sent: string[] = [];
  const received: string[] = [];
  const routes: WebSocketRoute[] = [];
  const servers: WebSocketRoute[] = [];
  await page.routeWebSocket(HUB_URL, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      sent.push(String(message));
      server.send(message);
    });
    server.onMessage((message) => {
      received.push(String(message));
      ws.send(message);
    });
    routes.push(ws);
    servers.push(server);
  });
  return {
    sent,
    received,
    routes,
    async drop() {
      for (const server of servers.splice(0)) await server.close();
      for (const route of routes) await route.close({ code: 1006, reason: 'network down' });
    },
  };
}

/** socket.io emits with an ack: `42<id>["event",message]`; the answer is `43<id>[answer]`. */
function answerTo(traffic: HubTraffic, id: string): unknown {
  const pattern = new RegExp(`^43${id}\\[(.*)\\]$`, 's');
  for (const frame of traffic.received) {
    const match = pattern.exec(frame);
    if (match) return JSON.parse(match[1] ?? 'null') as unknown;
  }
  return undefined;
}

/**
 * The topics the page asked for, in order, each with the server's answer (undefined while
 * unanswered): one per subscribe, one per topic of a subscribeMany, whose answer lists the
 * topics' answers in order, and one per topic a handshake named (protocol 2: `40{..."Topics"}`,
 * joined by the server as it accepts the connection if entitled, with no answer of its own),
 * marked atConnect and taken as { ok: true } once the connection was accepted (each handshake
 * gets `40{"sid"...}` or a `44` refusal, in order).
 */
function subscriptions(
  traffic: HubTraffic,
): { topic: string; answer: unknown; atConnect?: boolean }[] {
  const pattern = /^42(\d+)\["(subscribe|subscribeMany)",(.*)\]$/s;
  const handshakeAnswers = traffic.received.filter((frame) => /^4[04]/.test(frame));
  let handshakes = 0;
  return traffic.sent.flatMap((frame) => {
    if (frame.startsWith('40')) {
      const auth = JSON.parse(frame.slice(2) || '{}') as { Topics?: string[] };
      const accepted = handshakeAnswers[handshakes++]?.startsWith('40') ?? false;
      return (auth.Topics ?? []).map((topic) => ({
        topic,
        answer: accepted ? { ok: true } : undefined,
        atConnect: true,
      }));
    }
    const match = pattern.exec(frame);
    if (!match) return [];
    const answer = answerTo(traffic, match[1] ?? '');
    const message = JSON.parse(match[3] ?? 'null') as { topic?: string; topics?: string[] };
    if (match[2] === 'subscribe') return [{ topic: message.topic ?? '', answer }];
    const results = (answer as { results?: unknown[] } | undefined)?.results;
    return (message.topics ?? []).map((topic, index) => ({ topic, answer: results?.[index] }));
  });
}

const SLIDE_TOPIC = /^slide\.[0-9a-f-]{36}\.addUpdate$/;
const PUBLIC_SLIDE_TOPIC = /^slide\.public\.[0-9a-f-]{36}\.addUpdate$/;

test('1001: the slides viewer opens the hub; after a dropped connection it reconnects, reloads the presentation and stays on its slide', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const traffic = await routeHub(page);
  await enterWithCode(page, 1001, 'DEMO-1001', true);
  await expect(currentSlide(page, 1, 12)).toBeVisible();

  // SPEC §2/§7: a registered attendee follows every slide of the presentation.
  await expect
    .poll(
      () => subscriptions(traffic).find((s) => !s.atConnect && SLIDE_TOPIC.test(s.topic))?.answer,
    )
    .toMatchObject({ ok: true });
  await page.getByRole('button', { name: 'Next slide' }).click();
  await page.getByRole('button', { name: 'Next slide' }).click();
  await expect(currentSlide(page, 3, 12)).toBeVisible();

  const reloaded = page.waitForRequest(
    (r) => /\/api\/v1\/nrsservice\/presentation\?/.test(r.url()) && r.method() === 'GET',
    { timeout: 30_000 },
  );
  const subscribedBefore = subscriptions(traffic).length;
  await traffic.drop();

  // SPEC §8: the connection toaster while the hub is away (SPEC §9: retried 10 s later).
  await expect(page.getByText('Connection error detected.', { exact: true })).toBeVisible();
  await reloaded;
  expect(traffic.routes.length).toBeGreaterThanOrEqual(2);
  await expect(page.getByText('Connection error detected.', { exact: true })).toHaveCount(0);
  // The topics are followed again on the new connection, and the viewer kept its place.
  await expect
    .poll(
      () =>
        subscriptions(traffic)
          .slice(subscribedBefore)
          .find((s) => SLIDE_TOPIC.test(s.topic))?.answer,
    )
    .toMatchObject({ ok: true });
  await expect(currentSlide(page, 3, 12)).toBeVisible();
});

test('PUBLIC-1001: the server refuses the full slide topic, the viewer follows the public one (SPEC §6)', async ({
  page,
}) => {
  const traffic = await routeHub(page);
  await enterWithCode(page, 1001, 'PUBLIC-1001', true);
  await expect(currentSlide(page, 1, 7)).toBeVisible();
  await expect
    .poll(
      () =>
        subscriptions(traffic).find((s) => !s.atConnect && PUBLIC_SLIDE_TOPIC.test(s.topic))
          ?.answer,
    )
    .toMatchObject({ ok: true });
  expect(
    subscriptions(traffic).find((s) => !s.atConnect && SLIDE_TOPIC.test(s.topic))?.answer,
  ).toEqual({
    ok: false,
    error: 'notEntitled',
  });
});

test('1004: a document-only event opens no hub connection', async ({ page }) => {
  const traffic = await routeHub(page);
  const hubSockets: string[] = [];
  page.on('websocket', (ws) => {
    if (HUB_URL.test(ws.url())) hubSockets.push(ws.url());
  });
  await enterWithCode(page, 1004, 'DEMO-1004', false);
  await expect(
    page.getByRole('link', { name: 'Preliminary Prospectus', exact: true }),
  ).toBeVisible();
  // A hub connection would open within moments of the viewer showing (a token, then the socket).
  await page.waitForTimeout(1_500);
  expect(traffic.routes).toHaveLength(0);
  expect(hubSockets).toHaveLength(0);
});

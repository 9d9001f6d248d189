// The hub's warm-up at start (realtime/hub-warm-up.ts): rehearsed handshakes run the real
// handshake against the listening app, are refused as unknown tokens are, leave no connection and
// count as no reconnect storm; a stranger's handshakes of the same number do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HubConnectError, PROTOCOL_VERSION } from '@podium/domain';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { listen, refusal } from './helpers/realtime.ts';

let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await startTestApp();
  baseUrl = await listen(t.app);
});

afterAll(async () => {
  await t?.close();
});

describe('hub warm-up', () => {
  it('rehearses the handshake: every rehearsal refused as an unknown token, none a storm', async () => {
    const result = await t.app.hub.warmUp(120);
    expect(result).toMatchObject({ handshakes: 120, refused: 120 });
    expect(t.app.hub.handshaking()).toBe(false);

    // The same number of a stranger's handshakes, refused alike, is a storm.
    const strangers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        refusal(baseUrl, { TokenId: `not-a-token-${i}`, ProtocolVersion: PROTOCOL_VERSION }),
      ),
    );
    expect(new Set(strangers)).toEqual(new Set([HubConnectError.InvalidToken]));
    expect(t.app.hub.handshaking()).toBe(true);
  });

  it("a handshake cannot pass for a rehearsal by naming a rehearsal's token shape", async () => {
    await expect.poll(() => t.app.hub.handshaking(), { timeout: 5_000 }).toBe(false);
    // Tokens of another process's (or a guessed) prefix count like any stranger's.
    const forged = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        refusal(baseUrl, { TokenId: `warm-up.guess.${i}`, ProtocolVersion: PROTOCOL_VERSION }),
      ),
    );
    expect(new Set(forged)).toEqual(new Set([HubConnectError.InvalidToken]));
    expect(t.app.hub.handshaking()).toBe(true);
  });
});

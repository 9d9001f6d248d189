import { describe, expect, it } from 'vitest';
import { HUB_PATH } from '@podium/domain';
import { createWarmUpTokens, hubUrlOf, warmUpHub } from './hub-warm-up.ts';

describe('createWarmUpTokens', () => {
  it("knows its own tokens, not another process's nor a bare prefix", () => {
    const mine = createWarmUpTokens();
    const theirs = createWarmUpTokens();
    const first = mine.next();
    const second = mine.next();
    expect(first).not.toBe(second);
    expect(mine.isRehearsal({ TokenId: first })).toBe(true);
    expect(mine.isRehearsal({ TokenId: second, ProtocolVersion: 2 })).toBe(true);
    expect(theirs.isRehearsal({ TokenId: first })).toBe(false);
    expect(mine.isRehearsal({ TokenId: 'warm-up.' })).toBe(false);
    expect(mine.isRehearsal({ TokenId: 42 })).toBe(false);
    expect(mine.isRehearsal({})).toBe(false);
    expect(mine.isRehearsal(null)).toBe(false);
    expect(mine.isRehearsal(first)).toBe(false);
  });
});

describe('hubUrlOf', () => {
  const path = `${HUB_PATH}/?EIO=4&transport=websocket`;
  it('reaches a wildcard address on loopback', () => {
    expect(hubUrlOf({ address: '0.0.0.0', port: 3000 })).toBe(`ws://127.0.0.1:3000${path}`);
    expect(hubUrlOf({ address: '::', port: 3000 })).toBe(`ws://[::1]:3000${path}`);
  });
  it('keeps a bound address, bracketing IPv6', () => {
    expect(hubUrlOf({ address: '10.0.0.5', port: 8080 })).toBe(`ws://10.0.0.5:8080${path}`);
    expect(hubUrlOf({ address: 'fd00::5', port: 8080 })).toBe(`ws://[fd00::5]:8080${path}`);
  });
});

describe('warmUpHub', () => {
  it('begins no rehearsal past its time', async () => {
    const result = await warmUpHub({
      url: 'ws://127.0.0.1:9/',
      handshakes: 10,
      tokens: createWarmUpTokens(),
      maxMs: 0,
    });
    expect(result).toMatchObject({ handshakes: 0, refused: 0 });
  });
  it('counts a rehearsal nobody answers as begun, not refused', async () => {
    // Port 9 (discard) on loopback: nothing listens, the connection fails at once.
    const result = await warmUpHub({
      url: 'ws://127.0.0.1:9/',
      handshakes: 3,
      tokens: createWarmUpTokens(),
      concurrency: 2,
    });
    expect(result).toMatchObject({ handshakes: 3, refused: 0 });
  });
});

// Relay credentials as coturn's use-auth-secret checks them: "expiry:holder" signed by HMAC-SHA1.
import { describe, expect, it } from 'vitest';
import { turnIceServers } from './turn-credentials.ts';

const AT = new Date('2027-01-15T09:30:00Z');
const AT_S = AT.getTime() / 1000;

describe('turnIceServers', () => {
  it('signs the TURN URLs with the expiry and the holder, and passes STUN ones as they are', () => {
    const servers = turnIceServers(
      {
        urls: ['turn:relay.example.test:443?transport=tcp', 'stun:relay.example.test:3478'],
        secret: 'north-sea',
        ttlSeconds: 3_600,
      },
      42,
      AT,
    );
    expect(servers).toEqual([
      {
        urls: ['turn:relay.example.test:443?transport=tcp'],
        username: `${AT_S + 3_600}:42`,
        // A SHA-1 digest in base64: 20 bytes.
        credential: expect.stringMatching(/^[A-Za-z0-9+/]{27}=$/),
      },
      { urls: ['stun:relay.example.test:3478'] },
    ]);
  });

  it('matches a credential computed independently', () => {
    const [relay] = turnIceServers(
      { urls: ['turns:relay.example.test:5349'], secret: 'north-sea', ttlSeconds: 43_200 },
      42,
      new Date((1_800_043_200 - 43_200) * 1000),
    );
    expect(relay).toEqual({
      urls: ['turns:relay.example.test:5349'],
      username: '1800043200:42',
      credential: 'PiDnOFaO+dV7k4gtg+rD9B2Qtp4=',
    });
  });

  it('gives STUN only, without credentials, when no TURN URL is set', () => {
    expect(
      turnIceServers({ urls: ['stun:relay.example.test'], secret: '', ttlSeconds: 60 }, 7, AT),
    ).toEqual([{ urls: ['stun:relay.example.test'] }]);
  });

  it('a different secret or holder gives a different credential', () => {
    const config = { urls: ['turn:relay.example.test'], secret: 'a', ttlSeconds: 60 };
    const [one] = turnIceServers(config, 7, AT);
    const [other] = turnIceServers({ ...config, secret: 'b' }, 7, AT);
    const [third] = turnIceServers(config, 8, AT);
    expect(other?.credential).not.toBe(one?.credential);
    expect(third?.credential).not.toBe(one?.credential);
  });
});

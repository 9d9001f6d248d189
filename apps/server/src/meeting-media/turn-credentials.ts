// Relay credentials for the browsers of a meeting (the TURN REST API scheme that coturn's
// `use-auth-secret` checks): the user name is the moment the credential expires, in Unix
// seconds, and whose it is; the password is the base64 HMAC-SHA1 of that name under the secret
// the TURN server shares with Podium. Nothing is stored: the TURN server checks the HMAC and
// refuses a name whose moment has passed.
import { createHmac } from 'node:crypto';
import type { IceServer } from '@podium/domain';

export interface TurnConfig {
  /** MEETING_TURN_URLS: the relays browsers are given (turn:, turns: or stun: URLs). */
  readonly urls: readonly string[];
  /** MEETING_TURN_SECRET: the secret shared with the TURN server (coturn static-auth-secret). */
  readonly secret: string;
  /** MEETING_TURN_TTL_S: how long a credential is valid, in seconds. */
  readonly ttlSeconds: number;
}

/** The ICE servers for one participant at `now`: STUN ones as they are, TURN ones signed. */
export function turnIceServers(config: TurnConfig, holder: number, now: Date): IceServer[] {
  const stun = config.urls.filter((url) => url.startsWith('stun:'));
  const turn = config.urls.filter((url) => !url.startsWith('stun:'));
  const servers: IceServer[] = [];
  if (turn.length > 0) {
    const expires = Math.floor(now.getTime() / 1000) + config.ttlSeconds;
    const username = `${expires}:${holder}`;
    const credential = createHmac('sha1', config.secret).update(username).digest('base64');
    servers.push({ urls: turn, username, credential });
  }
  if (stun.length > 0) servers.push({ urls: stun });
  return servers;
}

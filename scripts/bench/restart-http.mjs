// The REST side of `npm run bench:restart`: a viewer-like API client (session cookie, the SPEC §7
// IanaTimeZone and anti-forgery headers, and the encodings a browser accepts) over node:http with
// a bounded keep-alive pool, so one process can stand in for thousands of viewers without opening
// a connection per request.
import http from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

const SERVICE_BASE_PATH = '/api/v1/nrsservice';
const SESSION_COOKIE = 'podium_sid';
const ANTI_FORGERY_HEADER = 'RequestVerificationToken';
const IANA_TIMEZONE_HEADER = 'IanaTimeZone';
/** What a browser's fetch asks for: the server answers large bodies compressed. */
const ACCEPT_ENCODING = 'gzip, deflate, br';
const DECODERS = { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync };
/** The viewer's fetch sets no timeout; a browser gives up after about five minutes. */
const REQUEST_TIMEOUT_MS = 300_000;

/**
 * One HTTP/1.1 keep-alive pool towards the server; `maxSockets` bounds its connections. A request
 * beyond them waits its turn here, in the order sent, as a browser holds a fetch until one of its
 * connections to the origin is free: its request is built when it goes out. Handed to the agent
 * at once, each of the thousands a reconnect storm queues would be built (headers formatted and
 * checked, sockets' listeners set) while the storm runs, on the CPU the server under test shares
 * with this rig.
 */
export function createPool(baseUrl, { maxSockets = 256 } = {}) {
  const { hostname, port } = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  let inFlight = 0;
  const waiting = [];
  const done = () => {
    inFlight -= 1;
    const next = waiting.shift();
    if (next) {
      inFlight += 1;
      next();
    }
  };

  /** Resolves {status, body, setCookie}; rejects on a network error or timeout. */
  function send(method, path, headers, body) {
    return new Promise((resolve, reject) => {
      const go = () =>
        exchange(method, path, headers, body).then(
          (response) => {
            done();
            resolve(response);
          },
          (error) => {
            done();
            reject(error);
          },
        );
      if (inFlight < maxSockets) {
        inFlight += 1;
        go();
      } else waiting.push(go);
    });
  }

  /** One request on a connection of the pool. */
  function exchange(method, path, headers, body) {
    return new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const request = http.request(
        {
          agent,
          hostname,
          port,
          method,
          path,
          headers: {
            'accept-encoding': ACCEPT_ENCODING,
            ...headers,
            ...(payload === undefined
              ? {}
              : {
                  'content-type': 'application/json',
                  'content-length': Buffer.byteLength(payload),
                }),
          },
          timeout: REQUEST_TIMEOUT_MS,
        },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => {
            const bytes = Buffer.concat(chunks);
            const decode = DECODERS[response.headers['content-encoding'] ?? ''];
            let text;
            try {
              text = (decode ? decode(bytes) : bytes).toString('utf8');
            } catch (error) {
              return reject(error);
            }
            let json = null;
            try {
              json = text ? JSON.parse(text) : null;
            } catch {
              // not JSON (a static page or an empty answer)
            }
            resolve({
              status: response.statusCode ?? 0,
              json,
              setCookie: response.headers['set-cookie'],
            });
          });
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error('request timed out')));
      request.on('error', reject);
      request.end(payload);
    });
  }

  return { send, close: () => agent.destroy() };
}

/** A viewer's session: its cookie and anti-forgery token, as the web app's HTTP client keeps them. */
export class ApiSession {
  cookie = null;
  token = null;

  constructor(pool) {
    this.pool = pool;
  }

  async request(method, path, body) {
    const headers = { [IANA_TIMEZONE_HEADER]: 'America/New_York' };
    if (this.cookie) headers.cookie = `${SESSION_COOKIE}=${this.cookie}`;
    if (this.token && method !== 'GET') headers[ANTI_FORGERY_HEADER] = this.token;
    const url = path.startsWith('/') ? path : `${SERVICE_BASE_PATH}/${path}`;
    const response = await this.pool.send(method, url, headers, body);
    for (const cookie of response.setCookie ?? []) {
      const [pair] = cookie.split(';');
      const [name, value] = pair.split('=');
      if (name === SESSION_COOKIE) this.cookie = value || null;
    }
    return response;
  }

  get(path) {
    return this.request('GET', path);
  }

  post(path, body = {}) {
    return this.request('POST', path, body);
  }

  /** Fails unless the answer is 2xx; returns its JSON. */
  async ok(method, path, body) {
    const response = await this.request(method, path, body);
    if (response.status < 200 || response.status >= 300)
      throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(response.json)}`);
    return response.json;
  }

  /** SPEC §7 GetLoggedInUserForPresentation: the user, and the anti-forgery token kept. */
  async loadUser(presId) {
    const user = await this.ok('GET', `account/GetLoggedInUserForPresentation?presId=${presId}`);
    this.token = user.AntiForgeryToken;
    return user;
  }
}

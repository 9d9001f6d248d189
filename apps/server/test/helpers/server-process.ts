// Real server processes for tests that need more than one (ARCHITECTURE §1: N processes on one
// PostgreSQL database): `node --import tsx apps/server/src/main.ts` as a child process on a free
// port, a fresh database for the run, and a browser-like API client over fetch (session cookie,
// the SPEC §7 IanaTimeZone and anti-forgery headers), as helpers/client.ts does over app.inject.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  ANTI_FORGERY_HEADER,
  apiPaths,
  HubTokenResponseSchema,
  IANA_TIMEZONE_HEADER,
  SERVICE_BASE_PATH,
  SESSION_COOKIE,
  UserSchema,
} from '@podium/domain';
import { repoRoot } from '../../src/config.ts';

const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 5_000;
const POLL_MS = 50;
/** Enough of a process's output to say why it failed, without holding a chatty log. */
const OUTPUT_KEPT_CHARS = 20_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      if (address === null || typeof address === 'string') return reject(new Error('no port'));
      probe.close(() => resolve(address.port));
    });
  });
}

async function adminQuery(databaseUrl: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<{ n: number }>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * A database of its own beside DATABASE_URL's, so a run starts from the demo as loaded and leaves
 * nothing behind (a live or revoked call would otherwise greet the next run).
 */
export async function createScratchDatabase(
  databaseUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `podium_proc_${randomBytes(6).toString('hex')}`;
  await adminQuery(databaseUrl, `CREATE DATABASE ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      // Dropping while a stopped process's connections are still closing makes PostgreSQL send
      // them a FATAL error; wait (briefly) for them to be gone, then force the rest.
      const deadline = Date.now() + STOP_TIMEOUT_MS;
      while (Date.now() < deadline) {
        const [row] = await adminQuery(
          databaseUrl,
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (!row || row.n === 0) break;
        await sleep(POLL_MS);
      }
      await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export interface ServerProcess {
  readonly baseUrl: string;
  /** What the process printed (the tail), to explain a failure. */
  output(): string;
  /** SIGTERM (main.ts closes the app), SIGKILL if it lingers; removes a DATA_DIR of its own. */
  stop(): Promise<void>;
  /** SIGKILL at once, as a crash: nothing is closed (a DATA_DIR of its own is kept). */
  kill(): Promise<void>;
}

/** Every child still running, killed if the test process exits without stopping them. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export interface ServerProcessOptions {
  /** A DATA_DIR shared with other processes (kept on stop); by default one of its own. */
  readonly dataDir?: string;
  /** More environment for the process (TRUST_PROXY behind a proxy, say). */
  readonly env?: Readonly<Record<string, string>>;
}

/**
 * Starts apps/server/src/main.ts on a free port and resolves once it answers HTTP, that is once
 * it has migrated, loaded the demo and registered its routes.
 */
export async function startServerProcess(
  databaseUrl: string,
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'podium-proc-')));
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => running.delete(child));
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_KEPT_CHARS);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const server: ServerProcess = {
    baseUrl,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const stopped = await Promise.race([exited.then(() => true), sleep(STOP_TIMEOUT_MS)]);
        if (!stopped) {
          child.kill('SIGKILL');
          await exited;
        }
      }
      if (ownDataDir) await rm(dataDir, { recursive: true, force: true });
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await server.stop();
      throw new Error(`the server on port ${port} exited while starting:\n${output}`);
    }
    const answered = await fetch(`${baseUrl}${SERVICE_BASE_PATH}/${apiPaths.keepAlive()}`, {
      signal: AbortSignal.timeout(1_000),
    }).then(
      () => true,
      () => false,
    );
    if (answered) return server;
    await sleep(POLL_MS);
  }
  await server.stop();
  throw new Error(
    `the server on port ${port} did not answer within ${START_TIMEOUT_MS} ms:\n${output}`,
  );
}

export interface HttpAnswer {
  readonly status: number;
  readonly body: string;
  json<T = unknown>(): T;
}

/** A browser's session against one server process (the cookie can move to another, as behind a load balancer). */
export class HttpClient {
  cookie: string | null = null;
  token: string | null = null;

  constructor(
    readonly baseUrl: string,
    private readonly timeZone = 'America/New_York',
  ) {}

  /** Relative paths go under the service route, absolute ones are used as they are. */
  async request(method: string, path: string, payload?: unknown): Promise<HttpAnswer> {
    const url = `${this.baseUrl}${path.startsWith('/') ? path : `${SERVICE_BASE_PATH}/${path}`}`;
    const headers: Record<string, string> = { [IANA_TIMEZONE_HEADER]: this.timeZone };
    if (this.cookie) headers.cookie = `${SESSION_COOKIE}=${this.cookie}`;
    if (this.token && method !== 'GET' && method !== 'HEAD')
      headers[ANTI_FORGERY_HEADER] = this.token;
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(url, {
      method,
      headers,
      ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const separator = pair.indexOf('=');
      if (pair.slice(0, separator) === SESSION_COOKIE)
        this.cookie = pair.slice(separator + 1) || null;
    }
    const body = await response.text();
    return { status: response.status, body, json: <T>() => JSON.parse(body) as T };
  }

  get(path: string) {
    return this.request('GET', path);
  }

  post(path: string, payload: unknown = {}) {
    return this.request('POST', path, payload);
  }

  put(path: string, payload: unknown = {}) {
    return this.request('PUT', path, payload);
  }

  /** Fails the test unless the answer is 2xx. */
  async ok(method: string, path: string, payload?: unknown): Promise<HttpAnswer> {
    const answer = await this.request(method, path, payload);
    if (answer.status < 200 || answer.status >= 300)
      throw new Error(`${method} ${path}: ${answer.status} ${answer.body}`);
    return answer;
  }

  /** Loads the user for presId, keeps its anti-forgery token (SPEC §7) and returns its CoreId. */
  async loadUser(presId: number): Promise<number> {
    const answer = await this.ok('GET', `${apiPaths.loggedInUser()}?presId=${presId}`);
    const user = UserSchema.parse(answer.json());
    this.token = user.AntiForgeryToken;
    return user.CoreId;
  }

  async hubToken(presId: number, query: { conferenceCallId?: number } = {}): Promise<string> {
    const answer = await this.ok('POST', apiPaths.hubToken(presId, query), {});
    return HubTokenResponseSchema.parse(answer.json()).TokenId;
  }
}

export async function signInOver(baseUrl: string, email: string, presId: number) {
  const client = new HttpClient(baseUrl);
  await client.ok('POST', apiPaths.signIn(), { email, password: 'podium' });
  return { client, coreUserId: await client.loadUser(presId) };
}

export async function enterOver(baseUrl: string, code: string, presId: number) {
  const client = new HttpClient(baseUrl);
  await client.ok('POST', apiPaths.processEntryCode(), { EntryCode: code });
  return { client, coreUserId: await client.loadUser(presId) };
}

// A Podium server the test owns (killed and restarted mid-call). The configured
// webServer cannot be restarted from a test, so this starts apps/server/src/main.ts as a child
// process on a free port with a data directory of its own; kill() is SIGKILL (no shutdown code
// runs, as in a crash) and start() again reuses the same port and data, so the call state survives
// in the database exactly as the crash left it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test } from '@playwright/test';
import type { Person } from './conference.ts';

const repoRoot = resolve(import.meta.dirname, '../..');
/**
 * The first start loads the demo events into an empty database (PGlite): allow for it. On a
 * loaded 2-core machine that start alone took 53 s, beside the configured web server's own.
 */
const READY_TIMEOUT_MS = 150_000;

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => (port > 0 ? done(port) : fail(new Error('no free port'))));
    });
  });
}

export class OwnServer {
  private child: ChildProcess | null = null;
  private stderr = '';

  private constructor(
    readonly port: number,
    readonly dataDir: string,
    private readonly env: Readonly<Record<string, string>>,
  ) {}

  /** `env`: settings of this server beyond the rig's (e.g. the relays of a meeting). */
  static async create(env: Readonly<Record<string, string>> = {}): Promise<OwnServer> {
    return new OwnServer(await freePort(), mkdtempSync(join(tmpdir(), 'podium-e2e-restart-')), env);
  }

  get baseURL(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the server and resolves once it answers HTTP. */
  async start(): Promise<void> {
    if (this.child) throw new Error('the server is already running');
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        LOG_LEVEL: 'warn',
        // Every browser of the rig shares one loopback address; lockouts are tested in the API tier.
        ATTEMPT_LIMITS: 'off',
        ...this.env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    this.child = child;
    child.stderr?.on('data', (chunk: Buffer) => (this.stderr += chunk.toString('utf8')));
    child.once('exit', () => {
      if (this.child === child) this.child = null;
    });
    await this.waitUntilReady(child);
  }

  private async waitUntilReady(child: ChildProcess): Promise<void> {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`the server exited while starting:\n${this.stderr}`);
      const ok = await fetch(`${this.baseURL}/presentation/v2/`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`the server did not answer within ${READY_TIMEOUT_MS} ms:\n${this.stderr}`);
  }

  /** SIGKILL, as a crash: resolves once the process is gone. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child) return;
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    child.kill('SIGKILL');
    await exited;
    this.child = null;
  }

  async dispose(): Promise<void> {
    await this.kill();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** A spec's own server, shared by its tests, and the people (browser contexts) they opened. */
export interface OwnServerSuite {
  readonly server: OwnServer;
  readonly people: Person[];
}

/**
 * Registers the spec's hooks: the server starts before its first test (the first start loads the
 * demo events) and, after the last, the people's contexts close and the server goes away.
 */
export function useOwnServer(
  env: () => Readonly<Record<string, string>> = () => ({}),
): OwnServerSuite {
  let server: OwnServer | null = null;
  const people: Person[] = [];
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await OwnServer.create(env());
    await server.start();
  });
  test.afterAll(async () => {
    for (const person of people.splice(0)) await person.context.close();
    await server?.dispose();
  });
  return {
    people,
    get server() {
      if (!server) throw new Error('the own server starts in beforeAll');
      return server;
    },
  };
}

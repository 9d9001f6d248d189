// A real TURN server for a spec: Debian's coturn (`turnserver`, installed by .ci/run), on a free
// loopback port with a secret of its own, checking credentials by the TURN REST API scheme
// (use-auth-secret) as a production relay does. Relayed peers on loopback are allowed, since the
// media server it relays to is on this machine. Its log is kept to show what it relayed.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './conference-server.ts';

const TURNSERVER = '/usr/bin/turnserver';
/** How long coturn may take to listen. */
const READY_TIMEOUT_MS = 15_000;

function listening(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

export class Coturn {
  private log = '';

  private constructor(
    private readonly child: ChildProcess,
    private readonly dir: string,
    readonly port: number,
    readonly secret: string,
  ) {
    child.stdout?.on('data', (chunk: Buffer) => (this.log += chunk.toString('utf8')));
    child.stderr?.on('data', (chunk: Buffer) => (this.log += chunk.toString('utf8')));
  }

  static async start(): Promise<Coturn> {
    const port = await freePort();
    const relayFirst = 50_000 + Math.floor(Math.random() * 10_000);
    const dir = mkdtempSync(join(tmpdir(), 'podium-coturn-'));
    const secret = randomBytes(24).toString('hex');
    const child = spawn(
      TURNSERVER,
      [
        '-n',
        '--listening-ip=127.0.0.1',
        `--listening-port=${port}`,
        '--relay-ip=127.0.0.1',
        `--min-port=${relayFirst}`,
        `--max-port=${relayFirst + 200}`,
        '--use-auth-secret',
        `--static-auth-secret=${secret}`,
        '--realm=podium.test',
        '--allow-loopback-peers',
        '--no-cli',
        '--no-tls',
        '--no-dtls',
        '--fingerprint',
        '--verbose',
        `--pidfile=${join(dir, 'turnserver.pid')}`,
        `--db=${join(dir, 'turndb')}`,
        '--log-file=stdout',
        '--simple-log',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const turn = new Coturn(child, dir, port, secret);
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (!(await listening(port))) {
      if (child.exitCode !== null || Date.now() > deadline) {
        await turn.stop();
        throw new Error(`coturn did not listen on ${port}:\n${turn.log}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    return turn;
  }

  /** The relay reached over TCP only, as from a network that lets no UDP out. */
  get tcpUrl(): string {
    return `turn:127.0.0.1:${this.port}?transport=tcp`;
  }

  /** What coturn logged so far. */
  get output(): string {
    return this.log;
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      const gone = new Promise((done) => this.child.once('exit', done));
      this.child.kill('SIGTERM');
      await gone;
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

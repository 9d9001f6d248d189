// nginx from Debian's package in front of a spec's own server, with the repository's
// deploy/nginx.conf (the Procfile's load balancer and its media cache): the upstreams point at
// the spec's server and it listens on a free loopback port, nothing else changed.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './conference-server.ts';

const NGINX = '/usr/sbin/nginx';
const CONFIG = resolve(import.meta.dirname, '../../deploy/nginx.conf');
const READY_TIMEOUT_MS = 15_000;

export class Nginx {
  private log = '';

  private constructor(
    private readonly child: ChildProcess,
    private readonly dir: string,
    readonly port: number,
  ) {
    child.stderr?.on('data', (chunk: Buffer) => (this.log += chunk.toString('utf8')));
  }

  /** nginx in front of the Podium server on `upstreamPort`. */
  static async start(upstreamPort: number): Promise<Nginx> {
    const port = await freePort();
    const dir = mkdtempSync(join(tmpdir(), 'podium-nginx-'));
    const config = readFileSync(CONFIG, 'utf8')
      .replace(/(server 127\.0\.0\.1:\d+;\s*)+/g, `server 127.0.0.1:${upstreamPort};\n`)
      .replace(/listen \d+;/, `listen 127.0.0.1:${port};`);
    if (!config.includes(`listen 127.0.0.1:${port};`))
      throw new Error('deploy/nginx.conf no longer has the listen line this helper replaces');
    writeFileSync(join(dir, 'nginx.conf'), config);
    // Started by root (CI), nginx's workers would run as nobody, who may not write the cache
    // and temp folders in this private directory: they run as the test's own user.
    const main = process.getuid?.() === 0 ? 'daemon off; user root;' : 'daemon off;';
    const child = spawn(NGINX, ['-p', `${dir}/`, '-c', 'nginx.conf', '-g', main], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const nginx = new Nginx(child, dir, port);
    const deadline = Date.now() + READY_TIMEOUT_MS;
    for (;;) {
      const up = await fetch(`http://127.0.0.1:${port}/presentation/v2/`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return nginx;
      if (child.exitCode !== null || Date.now() > deadline) {
        await nginx.stop();
        throw new Error(`nginx did not answer on ${port}:\n${nginx.log}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  get baseURL(): string {
    return `http://127.0.0.1:${this.port}`;
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

// nginx from Debian's package in front of a spec's own server, with the repository's
// deploy/nginx.conf (the Procfile's load balancer and its media cache): the upstreams point at
// the spec's server and it listens on a free loopback port, nothing else changed.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './conference-server.ts';
import { NGINX, nginxArgs, nginxConfig } from './nginx-config.ts';

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
    writeFileSync(join(dir, 'nginx.conf'), nginxConfig({ upstreamPort, port }));
    const child = spawn(NGINX, nginxArgs(dir), {
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

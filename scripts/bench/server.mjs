// Runs the real Podium server for a benchmark: a free port, a fresh DATA_DIR (so the demo events
// load as on a first start), the web app as last built, and a clean stop that removes the data.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts `node --import tsx apps/server/src/main.ts`; resolves once the viewer page is served. */
export async function startServer({ timeoutMs = 120_000, env = {} } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'podium-bench-'));
  // BENCH_SERVER_NODE_ARGS: extra node options for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
  // to profile it (the profile is written when it stops).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn('node', [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every browser of the rig shares one loopback address; lockouts are tested in the API tier.
      ATTEMPT_LIMITS: 'off',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
    // its own process group, so stop() ends the server and anything it started
    detached: true,
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  let exited = false;
  let stopping = false;
  child.once('exit', (code, signal) => {
    exited = true;
    // A server that dies under a benchmark says why, rather than leaving refused connections.
    if (!stopping) process.stderr.write(`\nthe server exited (${code ?? signal})\n${stderr}\n`);
  });

  const stop = async () => {
    stopping = true;
    if (!exited) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !exited) {
    try {
      if ((await fetch(`${baseUrl}/presentation/v2/`)).ok) return { baseUrl, stop, pid: child.pid };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the server did not start within ${timeoutMs / 1000} s\n${stderr}`);
}

// The server of `npm run bench:restart`: `node --import tsx apps/server/src/main.ts` as a child
// process on one port and one DATA_DIR (PGlite) for the whole run, or on DATABASE_URL when that
// is set, so a restart finds the data the killed process left. kill() is SIGKILL, as in a crash.
// RESTART_SERVER_NODE_ARGS adds Node options to the server's command line (for instance
// `--cpu-prof --cpu-prof-dir=/tmp/prof`: the restarted process writes its profile when it stops).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { repoRoot } from './server.mjs';

const now = () => performance.timeOrigin + performance.now();
const POLL_MS = 20;
/** A profiling server writes its profile as it stops; a large one takes tens of seconds. */
const STOP_WAIT_MS = process.env.RESTART_SERVER_NODE_ARGS ? 120_000 : 5_000;
/** Linux clock ticks per second (USER_HZ), the unit of /proc/<pid>/stat's CPU times. */
const CLOCK_TICKS_PER_S = 100;

/** The server's command line as the bench reports it: the Node options it runs with, if any. */
export function serverConfiguration(env = process.env) {
  return env.RESTART_SERVER_NODE_ARGS
    ? `node ${env.RESTART_SERVER_NODE_ARGS}`
    : 'node (no extra options)';
}

/**
 * `env` adds to (or overrides) the server's environment and `nodeArgs` to its Node options, for
 * a bench that needs more of the server than bench:restart does (bench:live-scale).
 */
export function createServerProcess({
  port,
  dataDir,
  timeoutMs = 180_000,
  env = {},
  nodeArgs = [],
}) {
  const baseUrl = `http://127.0.0.1:${port}`;
  let child = null;
  let stderr = '';

  /** Any HTTP answer counts: the process listens and its routes are registered. */
  async function answers() {
    try {
      await fetch(`${baseUrl}/api/v1/nrsservice/account/KeepAlive`, {
        signal: AbortSignal.timeout(1_000),
      });
      return true;
    } catch {
      return false;
    }
  }

  return {
    baseUrl,
    /** The running server's process id (null when it is not running). */
    pid: () => child?.pid ?? null,

    /** Spawns the server; resolves with the epoch ms at which it first answered HTTP. */
    async start() {
      if (child) throw new Error('the server is already running');
      stderr = '';
      const execArgv = [
        ...(process.env.RESTART_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
        ...nodeArgs,
      ];
      const proc = spawn(
        process.execPath,
        [...execArgv, '--import', 'tsx', 'apps/server/src/main.ts'],
        {
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
        },
      );
      child = proc;
      proc.stderr.on('data', (chunk) => (stderr += chunk));
      proc.once('exit', () => {
        if (child === proc) child = null;
      });
      const deadline = now() + timeoutMs;
      while (now() < deadline) {
        if (proc.exitCode !== null || proc.signalCode !== null)
          throw new Error(`the server exited while starting:\n${stderr}`);
        if (await answers()) return now();
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      throw new Error(`the server did not answer within ${timeoutMs / 1000} s\n${stderr}`);
    },

    /** SIGKILL; resolves with the epoch ms of the kill once the process is gone. */
    async kill() {
      const proc = child;
      if (!proc) return now();
      const gone = new Promise((resolve) => proc.once('exit', resolve));
      const at = now();
      proc.kill('SIGKILL');
      await gone;
      return at;
    },

    /** A clean stop at the end of the run. */
    async stop() {
      const proc = child;
      if (!proc) return;
      const gone = new Promise((resolve) => proc.once('exit', resolve));
      proc.kill('SIGTERM');
      await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS))]);
      if (child === proc) proc.kill('SIGKILL');
    },

    stderr: () => stderr,

    /**
     * The server's CPU time so far (user + system, ms), from /proc (Linux); null elsewhere or
     * when it is not running.
     */
    cpuMs() {
      return child?.pid ? processCpuMs(child.pid) : null;
    },
  };
}

/**
 * A process's CPU time so far (user + system, ms, all its threads), from /proc (Linux); null
 * elsewhere or when it has exited.
 */
export function processCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
  } catch {
    return null;
  }
}

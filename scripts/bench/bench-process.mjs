// What the benches that run their own server and client processes share: a flag with an
// environment fallback, a free loopback port, and a forked client process asked by message.
import { fork } from 'node:child_process';
import { createServer } from 'node:net';
import { setPriority } from 'node:os';

/** `--name value` from the command line, else the environment's `envName`, else `fallback`. */
export function option(name, envName, fallback) {
  const flag = process.argv.indexOf(`--${name}`);
  if (flag >= 0 && process.argv[flag + 1]) return process.argv[flag + 1];
  return process.env[envName] || fallback;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A forked client process (`file`, run with tsx) at scheduling priority `nice`, answering
 * {id, type} requests: `call(type, args)` resolves with its answer.
 */
export function forkWorker(file, nice) {
  const proc = fork(file, [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  if (nice !== 0) setPriority(proc.pid, nice);
  let nextId = 0;
  const pending = new Map();
  let readyResolve;
  const ready = new Promise((resolve) => (readyResolve = resolve));
  proc.on('message', (message) => {
    if (message.ready) return readyResolve();
    const waiter = pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id);
    if (message.ok) waiter.resolve(message.result);
    else waiter.reject(new Error(message.error));
  });
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  return {
    pid: proc.pid,
    ready,
    exited,
    call: (type, args = {}) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        proc.send({ id, type, ...args });
      }),
  };
}

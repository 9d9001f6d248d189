// Measures the time from `npm start` to the first served viewer page: once on a fresh DATA_DIR
// (migrations and the demo load included) and once more on the same DATA_DIR, as a restart sees
// it. Each start rebuilds the web app only when its sources changed since the last build, so the
// figures say whether the build ran. Reports figures; not a test.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = process.env.MEASURE_PORT ?? '4391';
const dataDir = mkdtempSync(join(tmpdir(), 'podium-start-'));
const url = `http://127.0.0.1:${port}/presentation/v2/1001/`;
const TIMEOUT_MS = 180_000;

function stop(child) {
  return new Promise((resolve) => {
    child.once('exit', resolve);
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      resolve();
    }
  });
}

async function timeStart(label) {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    env: { ...process.env, PORT: port, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  while (performance.now() < started + TIMEOUT_MS) {
    try {
      const response = await fetch(url);
      if (response.ok && (await response.text()).includes('<div id="root">')) {
        const seconds = (performance.now() - started) / 1000;
        const built = output.includes('build is current') ? 'web build current' : 'web app built';
        console.log(`npm start → first served page, ${label}: ${seconds.toFixed(1)} s (${built})`);
        await stop(child);
        return true;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  console.error(`server did not serve the page within ${TIMEOUT_MS / 1000} s\n${output}`);
  await stop(child);
  return false;
}

const ok = (await timeStart('fresh DATA_DIR')) && (await timeStart('existing DATA_DIR'));
rmSync(dataDir, { recursive: true, force: true });
process.exit(ok ? 0 : 1);

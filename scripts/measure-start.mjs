// Measures the time from `npm start` to the first served viewer page, on a fresh DATA_DIR
// (so it includes the web build, migrations and the demo load). Reports figures; not a test.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = process.env.MEASURE_PORT ?? '4391';
const dataDir = mkdtempSync(join(tmpdir(), 'podium-start-'));
const url = `http://127.0.0.1:${port}/presentation/v2/1001/`;
const started = performance.now();
const child = spawn('npm', ['start'], {
  env: { ...process.env, PORT: port, DATA_DIR: dataDir },
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
});
let output = '';
child.stdout.on('data', (chunk) => (output += chunk));
child.stderr.on('data', (chunk) => (output += chunk));

function stop(code) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}

const deadline = started + 180_000;
while (performance.now() < deadline) {
  try {
    const response = await fetch(url);
    if (response.ok && (await response.text()).includes('<div id="root">')) {
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `npm start → first served page: ${seconds.toFixed(1)} s (fresh DATA_DIR, includes web build)`,
      );
      stop(0);
    }
  } catch {
    // not listening yet
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}
console.error('server did not serve the page within 180 s\n' + output);
stop(1);

// Server CPU for `npm run bench:call-audio` (call-audio.mjs): utime + stime of the server's node
// process and of its ffmpeg mix from /proc/<pid>/stat, and the machine's busy share from
// /proc/stat, read each second of a window.
import { readdirSync, readFileSync } from 'node:fs';
import { now } from './call-audio-listeners.mjs';

/** Linux clock ticks per second (USER_HZ), the unit of /proc/<pid>/stat's CPU times. */
const CLK_TCK = 100;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

function cpuTicks(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/** The server's ffmpeg children (the call's mix); its pid, or null. */
function mixPid(serverPid) {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.split(') ')[1].split(' ')[1]);
      if (ppid === serverPid && comm === 'ffmpeg') return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  return null;
}

/** The machine's busy and total CPU ticks (/proc/stat), every core. */
function machineTicks() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1);
  const values = fields.map(Number);
  const idle = values[3] + values[4];
  const total = values.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

/** CPU over `seconds`, read each second: node and mix as % of one core, the machine's share. */
export async function cpuWindow(serverPid, seconds) {
  const mix = mixPid(serverPid);
  const read = () => ({
    t: now(),
    node: cpuTicks(serverPid),
    mix: cpuTicks(mix),
    ...machineTicks(),
  });
  const first = read();
  let last = first;
  const perSecond = [];
  for (let s = 1; s <= seconds; s++) {
    await sleep(first.t + s * 1000 - now());
    const cur = read();
    perSecond.push(((cur.node - last.node) / CLK_TCK / ((cur.t - last.t) / 1000)) * 100);
    last = cur;
  }
  const wall = (last.t - first.t) / 1000;
  const share = (a, b) =>
    a === null || b === null ? Number.NaN : ((b - a) / CLK_TCK / wall) * 100;
  return {
    seconds: wall,
    node: share(first.node, last.node),
    nodeMax: Math.max(...perSecond),
    mix: share(first.mix, last.mix),
    machine: ((last.busy - first.busy) / (last.total - first.total)) * 100,
  };
}

// Loaded with `node --import` into a benchmark's processes: counts the UDP datagrams the process
// sends and receives (all of its WebRTC media and RTCP) and its event loop utilization, and
// writes them to PODIUM_UDP_PROBE_DIR/<pid>.json every half second. Read by `npm run bench:sgm`
// to tell what a server forwarded from what its clients sent and received.
import dgram from 'node:dgram';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

export const counts = { udpSent: 0, udpReceived: 0 };

const send = dgram.Socket.prototype.send;
dgram.Socket.prototype.send = function countedSend(...args) {
  counts.udpSent += 1;
  return send.apply(this, args);
};
const emit = dgram.Socket.prototype.emit;
dgram.Socket.prototype.emit = function countedEmit(event, ...args) {
  if (event === 'message') counts.udpReceived += 1;
  return emit.call(this, event, ...args);
};

const dir = process.env.PODIUM_UDP_PROBE_DIR;
if (dir) {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${process.pid}.json`);
  const write = () =>
    writeFileSync(
      file,
      JSON.stringify({
        ...counts,
        elu: performance.eventLoopUtilization(),
        memory: process.memoryUsage(),
        at: Date.now(),
      }),
    );
  setInterval(write, 500).unref();
}

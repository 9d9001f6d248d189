// One socket write per connection per turn of the event loop. socket.io sends every frame by
// itself (a subscribe's ack, the retained message after it, each topic message), and each frame
// is one system call on its own; a viewer's return after a restart (its handshake, a dozen
// subscribe acks) cost a dozen. Held until the turn's other work is done, the frames a turn
// produces for one connection leave in one write.
import type { Socket } from 'node:net';

/** Holds `raw`'s writes from the first of a turn until `schedule` runs (the next macrotask). */
export function coalesceWrites(
  raw: Socket,
  schedule: (release: () => void) => void = (release) => void setImmediate(release),
): void {
  let held = false;
  const write = raw.write;
  const release = () => {
    held = false;
    raw.uncork();
  };
  raw.write = function (this: Socket, ...args: unknown[]) {
    if (!held && !raw.destroyed) {
      held = true;
      raw.cork();
      schedule(release);
    }
    return Reflect.apply(write, this, args) as boolean;
  } as Socket['write'];
}

// A load balancer in front of several server processes, as in docs/operations.md: each HTTP
// request and each WebSocket connection goes to the next process in turn (no stickiness), with
// the client's address appended to X-Forwarded-For (the processes trust the proxy through
// TRUST_PROXY). It notes which process served what, so a test can show that something made on
// one process was used on another.
import http from 'node:http';
import net from 'node:net';

export interface RoundRobinProxy {
  readonly baseUrl: string;
  /** The index of the process each request or WebSocket went to, in arrival order. */
  readonly served: number[];
  /** The process that served the latest request or connection. */
  last(): number | undefined;
  /** The next request or connection goes to process `index`; the turn goes on from there. */
  turnTo(index: number): void;
  close(): Promise<void>;
}

const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

function forwardedFor(request: http.IncomingMessage): string {
  const client = request.socket.remoteAddress ?? '';
  const before = request.headers['x-forwarded-for'];
  return before ? `${String(before)}, ${client}` : client;
}

export async function startRoundRobinProxy(backends: readonly string[]): Promise<RoundRobinProxy> {
  const targets = backends.map((base) => new URL(base));
  const served: number[] = [];
  const tunnels = new Set<net.Socket>();
  let turn = 0;
  const pick = (): { index: number; target: URL } => {
    const index = turn % targets.length;
    turn = index + 1;
    served.push(index);
    return { index, target: targets[index]! };
  };

  const server = http.createServer((request, response) => {
    const { target } = pick();
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(request.headers))
      if (!hopByHop.has(name)) headers[name] = value;
    headers['x-forwarded-for'] = forwardedFor(request);
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers,
        agent: false,
      },
      (answer) => {
        const back: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers))
          if (!hopByHop.has(name) && value !== undefined) back[name] = value;
        response.writeHead(answer.statusCode ?? 502, back);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });

  // A WebSocket (the hub) is piped as bytes to the chosen process once its request is replayed.
  server.on('upgrade', (request: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    const { target } = pick();
    const upstream = net.connect(Number(target.port), target.hostname, () => {
      const lines = [`${request.method} ${request.url} HTTP/1.1`];
      for (let i = 0; i < request.rawHeaders.length; i += 2) {
        const name = request.rawHeaders[i]!;
        if (name.toLowerCase() !== 'x-forwarded-for')
          lines.push(`${name}: ${request.rawHeaders[i + 1]}`);
      }
      lines.push(`X-Forwarded-For: ${forwardedFor(request)}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      client.pipe(upstream).pipe(client);
    });
    for (const socket of [client, upstream]) {
      tunnels.add(socket);
      socket.on('close', () => tunnels.delete(socket));
    }
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    upstream.on('error', end);
    client.on('error', end);
    upstream.on('close', end);
    client.on('close', end);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('proxy has no port');

  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    served,
    last: () => served.at(-1),
    turnTo(index) {
      turn = index;
    },
    close() {
      for (const socket of tunnels) socket.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

// `npm start`: build the app from the environment, listen, and print where to go and how to get
// in (ARCHITECTURE §4).
import { VIEWER_BASE_PATH } from '@podium/domain';
import { buildApp } from './app.ts';
import { configFromEnv } from './config.ts';
import { DEMO_PASSWORD, demoEvents, demoUsers } from './demo/data/index.ts';

const config = configFromEnv();
const app = await buildApp(config);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

/**
 * After a restart every viewer reconnects within the same moment (SPEC §9: 10 s after it lost
 * the hub), thousands of connections at once (ARCHITECTURE §7: 10,000 per process). Node's
 * default accept queue of 511 overflows then, and connections that overflow it are dropped or
 * reset; the OS caps this request at its own limit (somaxconn).
 */
const ACCEPT_BACKLOG = 65_535;

await app.listen({ port: config.port, host: config.host, backlog: ACCEPT_BACKLOG });

// While the viewers of a restart wait out their reconnect delay, the hub's code gets compiled.
if (config.hubWarmUpHandshakes)
  void app.hub.warmUp(config.hubWarmUpHandshakes).then(
    (result) => app.log.info(result, 'hub warmed up'),
    (error: unknown) => app.log.warn({ err: error }, 'hub warm-up failed'),
  );

const events = demoEvents.map((build) => build(config.now()));
const codes = events.flatMap((e) => [
  `DEMO-${e.presId}`,
  ...(e.hasPublicEntry ? [`PUBLIC-${e.presId}`] : []),
]);
const lines = [
  '',
  `Podium is running: http://localhost:${config.port}${VIEWER_BASE_PATH}1001/`,
  '',
  `Demo accounts (password "${DEMO_PASSWORD}"):`,
  ...demoUsers.map((u) => `  ${u.email}`),
  `Entry codes: ${codes.join(', ')}`,
  ...events.flatMap((e) =>
    e.retail
      ? [
          `Retail show ${e.presId}: http://localhost:${config.port}${VIEWER_BASE_PATH}${e.presId}/?linkCode=${e.retail.linkCode}`,
        ]
      : [],
  ),
  `Demo events: ${events.map((e) => `${e.presId} ${e.title}`).join('; ')}`,
  '',
];
process.stdout.write(lines.join('\n') + '\n');

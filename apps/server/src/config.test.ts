// The support desk from the environment (SPEC §2 tech support contact): the demo's desk when none
// is named, the named one otherwise, an empty value hiding its part, and a bad value refused at
// start rather than shown.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  configFromEnv,
  DEFAULT_HUB_WARM_UP_HANDSHAKES,
  DEFAULT_MEETING_MEDIA_ANNOUNCED_ADDRESSES,
  DEFAULT_MEETING_TURN_TTL_S,
  DEFAULT_S3_REGION,
  DEFAULT_TECH_SUPPORT,
  repoRoot,
} from './config.ts';
import { callDialInNumbers, DEFAULT_PHONE_DIRECTORY } from './bridge/phone-directory.ts';

describe('FFMPEG_PATH', () => {
  it('overrides the bundled ffmpeg, and unset or blank keeps it', () => {
    expect(configFromEnv({ FFMPEG_PATH: ' /opt/ffmpeg/bin/ffmpeg ' }).ffmpegPath).toBe(
      '/opt/ffmpeg/bin/ffmpeg',
    );
    expect(configFromEnv({}).ffmpegPath).toBeNull();
    expect(configFromEnv({ FFMPEG_PATH: ' ' }).ffmpegPath).toBeNull();
  });
});

describe('HUB_WARM_UP_HANDSHAKES', () => {
  it('defaults to the rehearsals a restart wants, takes 0 for none, refuses the rest', () => {
    expect(configFromEnv({}).hubWarmUpHandshakes).toBe(DEFAULT_HUB_WARM_UP_HANDSHAKES);
    expect(configFromEnv({ HUB_WARM_UP_HANDSHAKES: '0' }).hubWarmUpHandshakes).toBe(0);
    expect(configFromEnv({ HUB_WARM_UP_HANDSHAKES: '500' }).hubWarmUpHandshakes).toBe(500);
    for (const bad of ['-1', '1.5', 'many'])
      expect(() => configFromEnv({ HUB_WARM_UP_HANDSHAKES: bad })).toThrow(
        `HUB_WARM_UP_HANDSHAKES must be a whole number (0 or more), got "${bad}"`,
      );
  });
});

describe('PODIUM_SUPPORT_PHONE / PODIUM_SUPPORT_EMAIL', () => {
  it('falls back to the demo desk', () => {
    expect(configFromEnv({}).techSupport).toEqual(DEFAULT_TECH_SUPPORT);
  });

  it('takes the configured desk, and an empty value hides that part', () => {
    expect(
      configFromEnv({
        PODIUM_SUPPORT_PHONE: ' +44 20 7946 0000 ',
        PODIUM_SUPPORT_EMAIL: 'help@desk.example',
      }).techSupport,
    ).toEqual({ Phone: '+44 20 7946 0000', Email: 'help@desk.example' });
    expect(configFromEnv({ PODIUM_SUPPORT_PHONE: '' }).techSupport).toEqual({
      Phone: null,
      Email: DEFAULT_TECH_SUPPORT.Email,
    });
  });

  it('refuses values that are not one number or one address', () => {
    expect(() => configFromEnv({ PODIUM_SUPPORT_PHONE: 'call us' })).toThrow(
      /PODIUM_SUPPORT_PHONE/,
    );
    expect(() => configFromEnv({ PODIUM_SUPPORT_EMAIL: 'help at desk' })).toThrow(
      /PODIUM_SUPPORT_EMAIL/,
    );
  });
});

describe('PODIUM_DIAL_IN_NUMBERS', () => {
  const directoryOf = (value: string | undefined) =>
    configFromEnv({ PODIUM_DIAL_IN_NUMBERS: value }).phoneDirectory;

  it('keeps the built-in numbers when unset or blank, and calls their US pair', () => {
    expect(configFromEnv({}).phoneDirectory).toBe(DEFAULT_PHONE_DIRECTORY);
    expect(directoryOf(' ')).toBe(DEFAULT_PHONE_DIRECTORY);
    expect(
      callDialInNumbers(DEFAULT_PHONE_DIRECTORY).map((n) => [n.PhoneNumber, n.IsPrimary]),
    ).toEqual([
      ['+1 (800) 555-0199', true],
      ['+1 (212) 555-0142', false],
    ]);
  });

  it('takes a list: country code and label, number, type, the primary one', () => {
    expect(
      directoryOf(
        ' US|+1 (800) 555-0100|toll-free ; gb:London| +44 20 7946 0000 |Local|PRIMARY;' +
          'US:New York|+1 (212) 555-0123|local;',
      ),
    ).toEqual([
      {
        Country: 'United States',
        CountryCode: 'US',
        PhoneNumber: '+1 (800) 555-0100',
        NumberType: 'TollFree',
        IsPrimary: false,
      },
      {
        Country: 'London',
        CountryCode: 'GB',
        PhoneNumber: '+44 20 7946 0000',
        NumberType: 'Local',
        IsPrimary: true,
      },
      {
        Country: 'New York',
        CountryCode: 'US',
        PhoneNumber: '+1 (212) 555-0123',
        NumberType: 'Local',
        IsPrimary: false,
      },
    ]);
  });

  it('makes the first number primary when none is marked', () => {
    const directory = directoryOf('DE|+49 30 1234 5678|local;FR|+33 1 23 45 67 89|toll-free');
    expect(directory?.map((n) => [n.Country, n.IsPrimary])).toEqual([
      ['Germany', true],
      ['France', false],
    ]);
    // A new call without numbers of its own lists the primary and the others of its country.
    expect(callDialInNumbers(directory ?? []).map((n) => n.PhoneNumber)).toEqual([
      '+49 30 1234 5678',
    ]);
  });

  it.each([
    ['US|+1 (800) 555-0100', /entry 1 .*3 or 4 fields/],
    ['US|+1 (800) 555-0100|toll-free|primary|extra', /entry 1 .*3 or 4 fields/],
    ['UK|+44 20 7946 0000|local', /entry 1 .*country code/],
    ['US|+1 (800) 555-0100|local;USA|+1 (212) 555-0123|local', /entry 2 .*country code/],
    ['US:|+1 (800) 555-0100|local', /entry 1 .*label/],
    ['US|call us|local', /entry 1 .*phone number/],
    ['US|+1 (800) 555-0100|free', /entry 1 .*toll-free or local/],
    ['US|+1 (800) 555-0100|local|main', /entry 1 .*primary/],
    ['US|+1 (800) 555-0100|local|primary;GB|+44 20 7946 0000|local|primary', /more than one/],
    ['US|+1 (800) 555-0100|local;US|+1 800 555 0100|toll-free', /more than once/],
  ])('refuses %s, naming the variable', (value, problem) => {
    expect(() => directoryOf(value)).toThrow(/^PODIUM_DIAL_IN_NUMBERS /);
    expect(() => directoryOf(value)).toThrow(problem);
  });
});

/** Every variable configFromEnv reads, seen through an environment that notes each look-up. */
function variablesRead(): Set<string> {
  const read = new Set<string>();
  const env = new Proxy<NodeJS.ProcessEnv>(
    {},
    {
      get(_target, name) {
        if (typeof name === 'string') read.add(name);
        return undefined;
      },
    },
  );
  configFromEnv(env);
  return read;
}

// The scale-out example (Procfile and deploy/nginx.conf, docs/operations.md): it must name only
// variables the server reads, give each process what several processes need, and balance over
// the ports its processes listen on.
describe('the Procfile scale-out example', () => {
  const procfile = readFileSync(join(repoRoot, 'Procfile'), 'utf8');
  const nginx = readFileSync(join(repoRoot, 'deploy/nginx.conf'), 'utf8');
  const processes = procfile
    .split('\n')
    .filter((line) => /^web\d+:/.test(line))
    .map((line) =>
      Object.fromEntries([...line.matchAll(/\b([A-Z_]+)=(\S+)/g)].map((m) => [m[1], m[2]])),
    );

  it('names only variables the server reads, and those several processes need', () => {
    const read = variablesRead();
    const named = new Set([
      ...processes.flatMap((vars) => Object.keys(vars)),
      // The shared ones the header tells to set in the environment.
      ...[...procfile.matchAll(/^#\s+([A-Z_]+)=/gm)].map((m) => m[1]!),
    ]);
    for (const name of named) expect(read, name).toContain(name);
    for (const needed of [
      'DATABASE_URL',
      'DATA_DIR',
      'PODIUM_SIGNING_SECRET',
      'PORT',
      'TRUST_PROXY',
    ])
      expect(named, needed).toContain(needed);
  });

  it('runs two processes on distinct ports, both in the balancer, which they trust', () => {
    expect(processes).toHaveLength(2);
    const ports = processes.map((vars) => vars.PORT);
    expect(new Set(ports).size).toBe(2);
    expect(new Set(processes.map((vars) => vars.RTMP_PORT)).size).toBe(2);
    for (const port of ports) {
      // Once in the round-robin upstream and once in the hub's sticky one.
      expect(nginx.match(new RegExp(`server 127\\.0\\.0\\.1:${port};`, 'g'))).toHaveLength(2);
    }
    for (const vars of processes) {
      expect(configFromEnv(vars).trustProxy).toBe('127.0.0.1');
      expect(configFromEnv(vars).host).toBe('127.0.0.1');
    }
  });
});

describe('S3_BUCKET and the other S3_* variables', () => {
  it('keep the files on the disk unless a bucket is named', () => {
    expect(configFromEnv({}).s3).toBeNull();
  });

  it('name an S3-compatible store: a MinIO endpoint is addressed by path', () => {
    expect(
      configFromEnv({
        S3_BUCKET: 'podium-files',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'minio',
        S3_SECRET_ACCESS_KEY: 'minio-secret',
        S3_PREFIX: 'podium/',
      }).s3,
    ).toEqual({
      bucket: 'podium-files',
      endpoint: 'http://127.0.0.1:9000',
      region: DEFAULT_S3_REGION,
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
      forcePathStyle: true,
      prefix: 'podium/',
    });
    expect(configFromEnv({ S3_BUCKET: 'b', S3_REGION: 'eu-west-2' }).s3).toMatchObject({
      endpoint: null,
      region: 'eu-west-2',
      credentials: null,
      forcePathStyle: false,
      prefix: '',
    });
  });

  it('refuses a key id without its secret', () => {
    expect(() => configFromEnv({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'minio' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
  });
});

describe('MEETING_MEDIA_ANNOUNCED_IPS / MEETING_MEDIA_PORT_RANGE', () => {
  it('default to loopback and any port', () => {
    expect(configFromEnv({}).meetingMedia).toEqual({
      announcedAddresses: DEFAULT_MEETING_MEDIA_ANNOUNCED_ADDRESSES,
      portRange: null,
      turn: null,
    });
  });

  it('take a list of IPv4 addresses and a port range', () => {
    expect(
      configFromEnv({
        MEETING_MEDIA_ANNOUNCED_IPS: ' 203.0.113.7, 127.0.0.1 ,203.0.113.7',
        MEETING_MEDIA_PORT_RANGE: '40000-40199',
      }).meetingMedia,
    ).toEqual({
      announcedAddresses: ['203.0.113.7', '127.0.0.1'],
      portRange: [40000, 40199],
      turn: null,
    });
  });

  it.each(['media.example.com', '203.0.113.7,', '2001:db8::1', '300.1.1.1'])(
    'refuse the address list %s',
    (value) => {
      expect(() => configFromEnv({ MEETING_MEDIA_ANNOUNCED_IPS: value })).toThrow(
        /MEETING_MEDIA_ANNOUNCED_IPS/,
      );
    },
  );

  it.each(['40000', '40000-40000', '40100-40000', '80-90', '60000-70000', 'a-b'])(
    'refuse the port range %s',
    (value) => {
      expect(() => configFromEnv({ MEETING_MEDIA_PORT_RANGE: value })).toThrow(
        /MEETING_MEDIA_PORT_RANGE/,
      );
    },
  );
});

describe('MEETING_TURN_URLS / MEETING_TURN_SECRET / MEETING_TURN_TTL_S', () => {
  it('take the relays, the shared secret and a lifetime (12 h unless set)', () => {
    expect(
      configFromEnv({
        MEETING_TURN_URLS:
          ' turn:turn.example.test:443?transport=tcp , turns:turn.example.test:5349,stun:turn.example.test',
        MEETING_TURN_SECRET: 'north-sea',
      }).meetingMedia?.turn,
    ).toEqual({
      urls: [
        'turn:turn.example.test:443?transport=tcp',
        'turns:turn.example.test:5349',
        'stun:turn.example.test',
      ],
      secret: 'north-sea',
      ttlSeconds: DEFAULT_MEETING_TURN_TTL_S,
    });
    expect(DEFAULT_MEETING_TURN_TTL_S).toBe(43_200);
    expect(
      configFromEnv({
        MEETING_TURN_URLS: 'turn:turn.example.test',
        MEETING_TURN_SECRET: 's',
        MEETING_TURN_TTL_S: '600',
      }).meetingMedia?.turn?.ttlSeconds,
    ).toBe(600);
  });

  it('take STUN alone without a secret', () => {
    expect(
      configFromEnv({ MEETING_TURN_URLS: 'stun:stun.example.test:3478' }).meetingMedia?.turn,
    ).toEqual({ urls: ['stun:stun.example.test:3478'], secret: '', ttlSeconds: 43_200 });
  });

  it.each([
    [{ MEETING_TURN_URLS: 'turn:turn.example.test' }, /MEETING_TURN_SECRET must be set/],
    [{ MEETING_TURN_SECRET: 'north-sea' }, /MEETING_TURN_URLS is not/],
    [{ MEETING_TURN_URLS: 'https://turn.example.test', MEETING_TURN_SECRET: 's' }, /stun:, turn:/],
    [{ MEETING_TURN_URLS: 'turn:a,', MEETING_TURN_SECRET: 's' }, /stun:, turn:/],
    [{ MEETING_TURN_URLS: 'turn:a', MEETING_TURN_SECRET: 's', MEETING_TURN_TTL_S: '0' }, /TTL/],
  ])('refuse %o', (env, message) => {
    expect(() => configFromEnv(env)).toThrow(message);
  });
});

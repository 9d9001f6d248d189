// Process configuration from the environment (ARCHITECTURE §1: PGlite under DATA_DIR unless
// DATABASE_URL names a PostgreSQL server). Everything else reads AppConfig, never process.env.
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  COUNTRY_CODES,
  DialInEntrySchema,
  isSupportEmail,
  isSupportPhone,
  SESSION_IDLE_TIMEOUT_MS,
  type DialInNumber,
  type TechSupport,
} from '@podium/domain';
import { DEFAULT_PHONE_DIRECTORY } from './bridge/phone-directory.ts';
import type { TurnConfig } from './meeting-media/turn-credentials.ts';
import type { S3StorageConfig } from './storage/s3-storage.ts';

export interface AppConfig {
  readonly port: number;
  readonly host: string;
  /** Root of on-disk storage and the PGlite database folder. */
  readonly dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  readonly databaseUrl: string | null;
  /** The built web app (Vite output) served at /presentation/v2/. */
  readonly webDist: string;
  readonly sessionIdleTimeoutMs: number;
  /** Load the ARCHITECTURE §4 demo events that the database does not have yet. */
  readonly loadDemo: boolean;
  readonly logLevel: string;
  /** Lockouts after failed sign-ins and entry codes, and request rates (off only for test rigs). */
  readonly attemptLimits: boolean;
  /**
   * Behind a reverse proxy: trust its X-Forwarded-* headers for the client address (lockouts) and
   * the protocol (Secure cookies): true trusts any proxy, or a comma-separated list of proxy
   * addresses or CIDR ranges.
   */
  readonly trustProxy: boolean | string;
  /** The clock; a parameter so tests can move time (sessions, demo times). */
  readonly now: () => Date;
  /** FFMPEG_PATH: the ffmpeg for live video and uploaded media (default: @ffmpeg-installer's). */
  readonly ffmpegPath?: string | null;
  /** RTMP_PORT: first port of the live video RTMP listeners (default DEFAULT_RTMP_PORT). */
  readonly rtmpPort?: number;
  /** RTMP_BIND_HOST: interface the RTMP listeners bind (default all). */
  readonly rtmpBindHost?: string;
  /** RTMP_PUBLIC_HOST: host name given to encoders (default localhost). */
  readonly rtmpPublicHost?: string;
  /**
   * Key for the URLs the server signs (the system check's test stream). Every process behind one
   * load balancer needs the same key; when absent each process draws its own at start.
   */
  readonly signingSecret?: string;
  /**
   * PODIUM_SUPPORT_PHONE / PODIUM_SUPPORT_EMAIL: the technical support desk every event shows
   * (SPEC §2 tech support contact); absent: DEFAULT_TECH_SUPPORT; an empty value hides that part.
   */
  readonly techSupport?: TechSupport;
  /**
   * PODIUM_DIAL_IN_NUMBERS: the bridge's dial-in numbers (SPEC §7 global phone directory), exactly
   * one of them primary; a new call whose event lists no numbers takes the primary and the other
   * numbers of its country. Absent: DEFAULT_PHONE_DIRECTORY.
   */
  readonly phoneDirectory?: readonly DialInNumber[];
  /**
   * S3_BUCKET (with S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY,
   * S3_FORCE_PATH_STYLE, S3_PREFIX): files go to an S3-compatible store instead of DATA_DIR.
   */
  readonly s3?: S3StorageConfig | null;
  /** Where the built-in meeting media server receives participants' media (MEETING_MEDIA_*). */
  readonly meetingMedia?: MeetingMediaConfig;
  /**
   * HUB_WARM_UP_HANDSHAKES: hub handshakes the process rehearses against itself once it listens
   * (realtime/hub-warm-up.ts; default DEFAULT_HUB_WARM_UP_HANDSHAKES, 0: none). Read by the
   * process's entry point (main.ts) only.
   */
  readonly hubWarmUpHandshakes?: number;
}

/**
 * Rehearsed hub handshakes at start: about 2 s of the process's time, and the first few
 * thousand viewers of a restart meet compiled code. Measured with scripts/bench/reconnect-cost.mjs
 * (3,000 viewers returning to a process just restarted, PostgreSQL, alternated): 533-790 µs of
 * server CPU per viewer after 3,000 rehearsals, 900-1,170 µs without. At 10,000 viewers
 * (bench:restart) the difference was within the runs' spread.
 */
export const DEFAULT_HUB_WARM_UP_HANDSHAKES = 3_000;

/** The region the S3 client signs for when S3_REGION is not set (MinIO accepts any). */
export const DEFAULT_S3_REGION = 'us-east-1';

export interface MeetingMediaConfig {
  /**
   * MEETING_MEDIA_ANNOUNCED_IPS: addresses offered to browsers as ICE host candidates besides the
   * machine's own interfaces (a public address the machine is reached by, behind one-to-one NAT).
   */
  readonly announcedAddresses: readonly string[];
  /** MEETING_MEDIA_PORT_RANGE: the UDP ports media is received on, first and last; null: any. */
  readonly portRange: readonly [number, number] | null;
  /** MEETING_TURN_URLS and MEETING_TURN_SECRET: the relays browsers are given; null: none. */
  readonly turn: TurnConfig | null;
}

/**
 * How long a relay credential is valid (MEETING_TURN_TTL_S): a relay allocation cannot be renewed
 * past it, so it outlasts a day of meetings; each offer carries a fresh one for new allocations.
 */
export const DEFAULT_MEETING_TURN_TTL_S = 12 * 60 * 60;

/** Loopback, so browsers on the server's own machine (tests, benchmarks) reach its media. */
export const DEFAULT_MEETING_MEDIA_ANNOUNCED_ADDRESSES: readonly string[] = ['127.0.0.1'];

/** The demo's support desk, shown when the environment names none (fictional values). */
export const DEFAULT_TECH_SUPPORT: TechSupport = {
  Phone: '+1 (800) 555-0142',
  Email: 'support@podium.test',
};

/** The standard RTMP port. */
export const DEFAULT_RTMP_PORT = 1935;

export const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

function positiveInt(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

function wholeNumber(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a whole number (0 or more), got "${value}"`);
  return n;
}

function supportPart(
  value: string | undefined,
  name: string,
  fallback: string | null,
  valid: (value: string) => boolean,
): string | null {
  if (value === undefined) return fallback;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (!valid(trimmed)) throw new Error(`${name} is not valid: "${value}"`);
  return trimmed;
}

/** A comma-separated list of IPv4 addresses (the media server gathers IPv4 only). */
function announcedAddresses(value: string | undefined): readonly string[] {
  if (value === undefined || value.trim() === '') return DEFAULT_MEETING_MEDIA_ANNOUNCED_ADDRESSES;
  const addresses = value.split(',').map((part) => part.trim());
  for (const address of addresses)
    if (isIP(address) !== 4)
      throw new Error(
        `MEETING_MEDIA_ANNOUNCED_IPS must be IPv4 addresses separated by commas, got "${value}"`,
      );
  return [...new Set(addresses)];
}

/** MEETING_TURN_URLS / MEETING_TURN_SECRET / MEETING_TURN_TTL_S: null when no URL is set. */
function turnConfig(env: NodeJS.ProcessEnv): TurnConfig | null {
  const list = env.MEETING_TURN_URLS?.trim() ?? '';
  const secret = env.MEETING_TURN_SECRET ?? '';
  if (list === '') {
    if (secret !== '') throw new Error('MEETING_TURN_SECRET is set but MEETING_TURN_URLS is not');
    return null;
  }
  const urls = [...new Set(list.split(',').map((part) => part.trim()))];
  for (const url of urls)
    if (!/^(stun|turns?):[^\s]+$/.test(url))
      throw new Error(
        `MEETING_TURN_URLS must be stun:, turn: or turns: URLs separated by commas, got "${list}"`,
      );
  if (secret === '' && urls.some((url) => !url.startsWith('stun:')))
    throw new Error('MEETING_TURN_URLS names a TURN server: MEETING_TURN_SECRET must be set');
  return {
    urls,
    secret,
    ttlSeconds: positiveInt(
      env.MEETING_TURN_TTL_S,
      'MEETING_TURN_TTL_S',
      DEFAULT_MEETING_TURN_TTL_S,
    ),
  };
}

/** "first-last": two UDP ports, first below last (the media server needs at least two). */
function portRange(value: string | undefined): readonly [number, number] | null {
  if (value === undefined || value.trim() === '') return null;
  const match = /^\s*(\d+)\s*-\s*(\d+)\s*$/.exec(value);
  const first = Number(match?.[1]);
  const last = Number(match?.[2]);
  if (!match || first < 1024 || last > 65_535 || first >= last)
    throw new Error(
      `MEETING_MEDIA_PORT_RANGE must be "first-last" with 1024 ≤ first < last ≤ 65535, got "${value}"`,
    );
  return [first, last];
}

/** How PODIUM_DIAL_IN_NUMBERS is written, for its error messages and docs. */
export const DIAL_IN_NUMBERS_FORMAT =
  '"CC[:label]|number|toll-free or local[|primary]" entries separated by ";"';

const COUNTRY_NAMES = new Intl.DisplayNames(['en'], { type: 'region' });

/**
 * PODIUM_DIAL_IN_NUMBERS: entries separated by ";", each `CC[:label]|number|type[|primary]`: an
 * ISO 3166-1 alpha-2 country code, optionally a label (default the country's English name), the
 * number as callers dial it, `toll-free` or `local`, and `primary` on at most one entry (else the
 * first is primary). E.g. `US|+1 (800) 555-0199|toll-free|primary;GB:London|+44 20 7946 0321|local`.
 * Unset or blank: DEFAULT_PHONE_DIRECTORY.
 */
function phoneDirectory(value: string | undefined): readonly DialInNumber[] {
  if (value === undefined || value.trim() === '') return DEFAULT_PHONE_DIRECTORY;
  const numbers = value
    .split(';')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map(dialInEntry);
  if (numbers.filter((n) => n.IsPrimary).length > 1)
    throw new Error('PODIUM_DIAL_IN_NUMBERS marks more than one number primary');
  const seen = new Set<string>();
  for (const n of numbers) {
    const digits = n.PhoneNumber.replace(/\D/g, '');
    if (seen.has(digits))
      throw new Error(`PODIUM_DIAL_IN_NUMBERS lists ${n.PhoneNumber} more than once`);
    seen.add(digits);
  }
  return numbers.some((n) => n.IsPrimary)
    ? numbers
    : numbers.map((n, index) => ({ ...n, IsPrimary: index === 0 }));
}

/** One PODIUM_DIAL_IN_NUMBERS entry, the `index`th of the list. */
function dialInEntry(entry: string, index: number): DialInNumber {
  function refuse(problem: string): never {
    throw new Error(
      `PODIUM_DIAL_IN_NUMBERS entry ${index + 1} ("${entry}") ${problem}; expected ${DIAL_IN_NUMBERS_FORMAT}`,
    );
  }
  const fields = entry.split('|').map((field) => field.trim());
  if (fields.length < 3 || fields.length > 4) refuse('does not have 3 or 4 fields');
  const [country = '', number = '', type = '', flag] = fields;
  const colon = country.indexOf(':');
  const code = (colon < 0 ? country : country.slice(0, colon)).trim().toUpperCase();
  if (!COUNTRY_CODES.includes(code)) refuse('names no ISO 3166-1 alpha-2 country code');
  const label = DialInEntrySchema.shape.Country.safeParse(
    colon < 0 ? (COUNTRY_NAMES.of(code) ?? code) : country.slice(colon + 1),
  );
  if (!label.success) refuse('has an empty or too long label');
  const phone = DialInEntrySchema.shape.PhoneNumber.safeParse(number);
  if (!phone.success) refuse('has a phone number of other than digits, spaces and dashes');
  const kind = type.toLowerCase();
  if (kind !== 'toll-free' && kind !== 'local') refuse('has a type other than toll-free or local');
  if (flag !== undefined && flag.toLowerCase() !== 'primary')
    refuse('has a fourth field other than primary');
  return {
    Country: label.data,
    CountryCode: code,
    PhoneNumber: phone.data,
    NumberType: kind === 'toll-free' ? 'TollFree' : 'Local',
    IsPrimary: flag !== undefined,
  };
}

/** TRUST_PROXY: unset or 'false' trusts nobody; 'true' any proxy; else a list of addresses. */
/** The S3-compatible store S3_BUCKET names, or null for the disk. */
function s3From(env: NodeJS.ProcessEnv): S3StorageConfig | null {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  const endpoint = env.S3_ENDPOINT?.trim() || null;
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together.');
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim();
  return {
    bucket,
    endpoint,
    region: env.S3_REGION?.trim() || DEFAULT_S3_REGION,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
    // A self-hosted endpoint (MinIO) usually serves buckets by path; AWS by host name.
    forcePathStyle: pathStyle ? pathStyle === 'true' : endpoint !== null,
    prefix: env.S3_PREFIX?.trim() ?? '',
  };
}

function trustProxyFrom(value: string | undefined): boolean | string {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return value;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: positiveInt(env.PORT, 'PORT', 3000),
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || resolve(repoRoot, '.data')),
    databaseUrl: env.DATABASE_URL || null,
    webDist: resolve(env.WEB_DIST || resolve(repoRoot, 'apps/web/dist')),
    sessionIdleTimeoutMs: positiveInt(
      env.SESSION_IDLE_TIMEOUT_MS,
      'SESSION_IDLE_TIMEOUT_MS',
      SESSION_IDLE_TIMEOUT_MS,
    ),
    loadDemo: env.PODIUM_DEMO !== 'false',
    logLevel: env.LOG_LEVEL || 'info',
    attemptLimits: env.ATTEMPT_LIMITS !== 'off',
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    now: () => new Date(),
    rtmpPort: positiveInt(env.RTMP_PORT, 'RTMP_PORT', DEFAULT_RTMP_PORT),
    rtmpBindHost: env.RTMP_BIND_HOST || '0.0.0.0',
    rtmpPublicHost: env.RTMP_PUBLIC_HOST || 'localhost',
    ffmpegPath: env.FFMPEG_PATH?.trim() || null,
    ...(env.PODIUM_SIGNING_SECRET ? { signingSecret: env.PODIUM_SIGNING_SECRET } : {}),
    s3: s3From(env),
    techSupport: {
      Phone: supportPart(
        env.PODIUM_SUPPORT_PHONE,
        'PODIUM_SUPPORT_PHONE',
        DEFAULT_TECH_SUPPORT.Phone,
        isSupportPhone,
      ),
      Email: supportPart(
        env.PODIUM_SUPPORT_EMAIL,
        'PODIUM_SUPPORT_EMAIL',
        DEFAULT_TECH_SUPPORT.Email,
        isSupportEmail,
      ),
    },
    phoneDirectory: phoneDirectory(env.PODIUM_DIAL_IN_NUMBERS),
    meetingMedia: {
      announcedAddresses: announcedAddresses(env.MEETING_MEDIA_ANNOUNCED_IPS),
      portRange: portRange(env.MEETING_MEDIA_PORT_RANGE),
      turn: turnConfig(env),
    },
    hubWarmUpHandshakes: wholeNumber(
      env.HUB_WARM_UP_HANDSHAKES,
      'HUB_WARM_UP_HANDSHAKES',
      DEFAULT_HUB_WARM_UP_HANDSHAKES,
    ),
  };
}

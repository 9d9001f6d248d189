// The support desk from the environment (SPEC §2 tech support contact): the demo's desk when none
// is named, the named one otherwise, an empty value hiding its part, and a bad value refused at
// start rather than shown.
import { describe, expect, it } from 'vitest';
import { configFromEnv, DEFAULT_S3_REGION, DEFAULT_TECH_SUPPORT } from './config.ts';

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

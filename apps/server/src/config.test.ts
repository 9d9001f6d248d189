// The support desk from the environment (SPEC §2 tech support contact): the demo's desk when none
// is named, the named one otherwise, an empty value hiding its part, and a bad value refused at
// start rather than shown.
import { describe, expect, it } from 'vitest';
import { configFromEnv, DEFAULT_TECH_SUPPORT } from './config.ts';

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

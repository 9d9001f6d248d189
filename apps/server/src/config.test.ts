// The support desk from the environment (SPEC §2 tech support contact): the demo's desk when none
// is named, the named one otherwise, an empty value hiding its part, and a bad value refused at
// start rather than shown.
import { describe, expect, it } from 'vitest';
import {
  configFromEnv,
  DEFAULT_MEETING_MEDIA_ANNOUNCED_ADDRESSES,
  DEFAULT_TECH_SUPPORT,
} from './config.ts';

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

describe('MEETING_MEDIA_ANNOUNCED_IPS / MEETING_MEDIA_PORT_RANGE', () => {
  it('default to loopback and any port', () => {
    expect(configFromEnv({}).meetingMedia).toEqual({
      announcedAddresses: DEFAULT_MEETING_MEDIA_ANNOUNCED_ADDRESSES,
      portRange: null,
    });
  });

  it('take a list of IPv4 addresses and a port range', () => {
    expect(
      configFromEnv({
        MEETING_MEDIA_ANNOUNCED_IPS: ' 203.0.113.7, 127.0.0.1 ,203.0.113.7',
        MEETING_MEDIA_PORT_RANGE: '40000-40199',
      }).meetingMedia,
    ).toEqual({ announcedAddresses: ['203.0.113.7', '127.0.0.1'], portRange: [40000, 40199] });
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

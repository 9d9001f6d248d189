// The cut-off texts of the error screen (SPEC §8, SPEC §9 languages): the access-revoked text
// verbatim in en-us, every language registered, and each the same text the call views show
// (conference namespace), so a reload does not change what the viewer reads.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@podium/domain';
import { i18n } from '../../shared/i18n/i18n.ts';
import { conferenceCatalogs } from '../conference/conference-i18n.ts';
import { CUTOFF_NAMESPACE, cutOffCatalogs } from './cutoff-i18n.ts';

describe('cut-off catalogs', () => {
  it('carry the SPEC §8 access-revoked text verbatim in en-us', () => {
    const t = i18n.getFixedT('en-us', CUTOFF_NAMESPACE);
    expect(t('accessRevoked')).toBe(
      'You are not authorized to participate on this call and your access has been revoked. Please contact your sales representative for any further questions.',
    );
    expect(t('publicEnded')).toBe('The public portion of this call has ended.');
  });

  it.each(LANGUAGES)('%s says what the call views say', (language) => {
    expect(i18n.hasResourceBundle(language, CUTOFF_NAMESPACE)).toBe(true);
    const conference = conferenceCatalogs[language]?.conference as
      { accessRevoked: string; status: { publicEnded: string } } | undefined;
    expect(cutOffCatalogs[language]).toEqual({
      accessRevoked: conference?.accessRevoked,
      publicEnded: conference?.status.publicEnded,
    });
  });
});

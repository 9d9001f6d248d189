import { describe, expect, it } from 'vitest';
import { SERVICE_BASE_PATH } from '../constants.ts';
import { disclaimerAddress, namesOwnDisclaimer } from './disclaimer-address.ts';

describe('disclaimerAddress', () => {
  it('puts a path under /api on the service route, and leaves others as they are', () => {
    expect(disclaimerAddress('/api/presentation/7/disclaimer')).toBe(
      `${SERVICE_BASE_PATH}/presentation/7/disclaimer`,
    );
    expect(disclaimerAddress('/api/v1/other/disclaimer')).toBe('/api/v1/other/disclaimer');
    expect(disclaimerAddress('/apix/disclaimer')).toBe('/apix/disclaimer');
    expect(disclaimerAddress('https://cdn.example/d.json')).toBe('https://cdn.example/d.json');
  });
});

describe('namesOwnDisclaimer', () => {
  it('is true for no path and for the presentation’s own call, in either spelling', () => {
    expect(namesOwnDisclaimer(7, null)).toBe(true);
    expect(namesOwnDisclaimer(7, undefined)).toBe(true);
    expect(namesOwnDisclaimer(7, '')).toBe(true);
    expect(namesOwnDisclaimer(7, '/api/presentation/7/disclaimer')).toBe(true);
    expect(namesOwnDisclaimer(7, `${SERVICE_BASE_PATH}/presentation/7/disclaimer`)).toBe(true);
  });

  it('is false for another presentation’s disclaimer or another address', () => {
    expect(namesOwnDisclaimer(7, '/api/presentation/8/disclaimer')).toBe(false);
    expect(namesOwnDisclaimer(7, '/api/presentation/7/disclaimer/v2')).toBe(false);
    expect(namesOwnDisclaimer(7, 'https://cdn.example/d.json')).toBe(false);
  });
});

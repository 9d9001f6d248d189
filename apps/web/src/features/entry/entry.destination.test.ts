// SPEC §2 entry (validate, disclaimer, then the viewer) with the ARCHITECTURE §5 console as a
// destination that survives it; only known screens of the same presentation, never a given URL.
import { describe, expect, it } from 'vitest';
import { destinationFromState, destinationPath, entryTarget } from './entry.destination.ts';

describe('entry destination (SPEC §2, ARCHITECTURE §5)', () => {
  it('opens the destination itself when the route answer is the viewer', () => {
    expect(entryTarget(2001, 'viewer', 'console')).toEqual({ to: '/2001/console/', state: null });
    expect(entryTarget(2001, 'viewer')).toEqual({ to: '/2001/viewer/', state: null });
  });

  it('carries the console through the validate and disclaimer screens', () => {
    expect(entryTarget(1001, 'validate', 'console')).toEqual({
      to: '/1001/validate/',
      state: { destination: 'console' },
    });
    expect(entryTarget(1001, 'disclaimer', 'console')).toEqual({
      to: '/1001/disclaimer/',
      state: { destination: 'console' },
    });
  });

  it('carries nothing for the viewer, the default', () => {
    expect(entryTarget(1001, 'disclaimer', 'viewer')).toEqual({
      to: '/1001/disclaimer/',
      state: null,
    });
  });

  it('ends the journey at the register and error screens', () => {
    expect(entryTarget(6001, 'register')).toEqual({ to: '/register/6001', state: null });
    expect(entryTarget(1001, 'error', 'console')).toEqual({ to: '/1001/error/', state: null });
  });

  it('asks staff headed for the console or studio of a retail show to sign in, not to register', () => {
    expect(entryTarget(6001, 'register', 'console')).toEqual({
      to: '/6001/validate/',
      state: { destination: 'console' },
    });
    expect(entryTarget(6001, 'register', 'studio')).toEqual({
      to: '/6001/validate/',
      state: { destination: 'studio' },
    });
  });

  it('reads only a known destination from the location state: no open redirect', () => {
    expect(destinationFromState({ destination: 'console' })).toBe('console');
    expect(destinationFromState({ destination: 'viewer' })).toBe('viewer');
    expect(destinationFromState({ destination: 'https://evil.example/' })).toBe('viewer');
    expect(destinationFromState({ destination: '/1002/console/' })).toBe('viewer');
    expect(destinationFromState({ destination: 'toString' })).toBe('viewer');
    expect(destinationFromState(null)).toBe('viewer');
    expect(destinationFromState('console')).toBe('viewer');
    expect(destinationFromState(undefined)).toBe('viewer');
  });

  it('builds the path for the presentation given, never another', () => {
    expect(destinationPath(2002, 'console')).toBe('/2002/console/');
    expect(destinationPath(2002, 'viewer')).toBe('/2002/viewer/');
  });
});

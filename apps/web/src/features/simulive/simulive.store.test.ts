// The broadcast as the viewer holds it (SPEC §1, §4): a read is stamped with the client time it
// arrived, a playing broadcast moves on with the client clock, a coordinator's message holds it,
// and the SPEC §9 languages carry every text.
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGES, SimuLivePhase } from '@podium/domain';
import {
  applyControlMessage,
  applyControlResponse,
  broadcastNow,
  phaseNow,
  resetSimuLive,
  useSimuLiveStore,
} from './simulive.store.ts';
import { simuLiveCatalogs } from './simulive-i18n.ts';

const START = Date.parse('2026-11-25T10:00:00Z');
const response = {
  Status: 'Playing' as const,
  Offset: 120,
  Ended: false,
  StartTimeUtc: new Date(START).toISOString(),
  DurationSeconds: 1264,
};

afterEach(resetSimuLive);

describe('the viewer on the server clock', () => {
  it('moves a playing broadcast on with the client clock from the moment it was read', () => {
    applyControlResponse(response, 1_000_000);
    const state = useSimuLiveStore.getState();
    expect(broadcastNow(state, 1_020_000)).toEqual({
      Status: 'Playing',
      Offset: 140,
      ended: false,
    });
    expect(phaseNow(state, 1_020_000)).toBe(SimuLivePhase.Started);
  });

  it('reaches the end of the recording and ends', () => {
    applyControlResponse({ ...response, Offset: 1260 }, 1_000_000);
    const state = useSimuLiveStore.getState();
    expect(broadcastNow(state, 1_010_000)).toEqual({
      Status: 'Stopped',
      Offset: 1264,
      ended: true,
    });
    expect(phaseNow(state, 1_010_000)).toBe(SimuLivePhase.Ended);
  });

  it('holds the position a coordinator paused at, however long it is held', () => {
    applyControlResponse(response, 1_000_000);
    applyControlMessage({ Status: 'Paused', Offset: 130 }, 1_010_000);
    const state = useSimuLiveStore.getState();
    expect(broadcastNow(state, 1_500_000)).toEqual({ Status: 'Paused', Offset: 130, ended: false });
  });

  it('leaves a failed read of the recording shown when the control answers after it', () => {
    useSimuLiveStore.setState({ failed: true });
    applyControlResponse(response, 1_000_000);
    expect(useSimuLiveStore.getState().failed).toBe(true);
  });

  it('knows nothing before the first read', () => {
    expect(broadcastNow(useSimuLiveStore.getState(), 1)).toBeNull();
    expect(phaseNow(useSimuLiveStore.getState(), 1)).toBeNull();
  });
});

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('simulive catalogs', () => {
  it('carry every en-us key in every SPEC §9 language', () => {
    const english = keys(simuLiveCatalogs['en-us']).sort();
    expect(english.length).toBeGreaterThan(10);
    for (const language of LANGUAGES) {
      expect(keys(simuLiveCatalogs[language]).sort(), language).toEqual(english);
    }
  });
});

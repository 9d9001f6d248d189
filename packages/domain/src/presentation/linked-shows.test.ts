// SPEC §2, §7, §9 linked shows: the linked set an entry code admits to, the custom agenda's parts
// and the dual-language versions.
import { describe, expect, it } from 'vitest';
import {
  codeAdmitsTo,
  customAgenda,
  languageVersions,
  linkedSet,
  type LinkedShow,
} from './linked-shows.ts';

const link = (
  PresentationId: number,
  ShowLinkType: 0 | 1 | 2,
  Language: LinkedShow['Language'] = 'en-us',
): LinkedShow => ({
  PresentationId,
  TitleBarWeb: `Show ${PresentationId}`,
  ShowLinkType,
  Language,
});

describe('linked set (SPEC §7 linked presentations with the entry code)', () => {
  it('is the code’s show and the shows linked to it, once each', () => {
    expect(linkedSet(1001, [{ presId: 1003 }, { presId: 1007 }, { presId: 1003 }])).toEqual([
      1001, 1003, 1007,
    ]);
  });

  it('admits to the linked shows, but not one link further', () => {
    const links = [{ presId: 1003 }];
    expect(codeAdmitsTo(1001, 1001, links)).toBe(true);
    expect(codeAdmitsTo(1001, 1003, links)).toBe(true);
    expect(codeAdmitsTo(1001, 1004, links)).toBe(false);
    expect(codeAdmitsTo(1001, 1003, [])).toBe(false);
  });
});

describe('custom agenda (SPEC §9 show link type CustomAgenda)', () => {
  it('lists the show and its agenda links in id order, whichever part is watched', () => {
    const fromFirst = customAgenda({ PresentationId: 1001, TitleBarWeb: 'Show 1001' }, [
      link(1004, 1),
      link(1003, 1),
      link(1007, 2),
    ]);
    expect(fromFirst?.parts.map((p) => p.PresentationId)).toEqual([1001, 1003, 1004]);
    expect(fromFirst?.index).toBe(0);
    expect(fromFirst?.previous).toBeNull();
    expect(fromFirst?.next?.PresentationId).toBe(1003);
    const fromSecond = customAgenda({ PresentationId: 1003, TitleBarWeb: 'Show 1003' }, [
      link(1001, 1),
      link(1004, 1),
    ]);
    expect(fromSecond?.parts.map((p) => p.PresentationId)).toEqual([1001, 1003, 1004]);
    expect(fromSecond?.parts[1]?.current).toBe(true);
    expect(fromSecond?.previous?.PresentationId).toBe(1001);
    expect(fromSecond?.next?.PresentationId).toBe(1004);
  });

  it('is none without a CustomAgenda link', () => {
    const self = { PresentationId: 1001, TitleBarWeb: 'Show 1001' };
    expect(customAgenda(self, [link(1007, 2), link(1004, 0)])).toBeNull();
    expect(customAgenda(self, [link(1001, 1)])).toBeNull();
  });
});

describe('language versions (SPEC §9 show link type DualLanguage)', () => {
  it('offers the DualLanguage links, with their languages', () => {
    const links = [link(1003, 1), link(1007, 2, 'zh-cn'), link(1004, 0)];
    expect(languageVersions(links)).toEqual([link(1007, 2, 'zh-cn')]);
  });
});

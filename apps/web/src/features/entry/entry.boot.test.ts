// The first screen's calls at page load: at a viewer address the route, user and presentation
// calls go out at once, and the screen that asks for the route answer later gets that same one.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FIRST_SCREEN_ANSWERS_ID,
  firstScreenAnswersText,
  type FirstScreenAnswers,
} from '@podium/domain';
import { installFakeFetch } from '../../app/testing/fakeFetch.ts';
import { makePresentation, makeUser } from '../../app/testing/fixtures.ts';
import {
  earlyPresentation,
  loadPresentation,
  resetPresentation,
  usePresentationStore,
} from '../presentation/presentation.store.ts';
import { startEntryCalls } from './entry.boot.ts';
import {
  cachedRoute,
  forgetRoute,
  heldDisclaimer,
  loadDisclaimer,
  rememberLinkCode,
  resolveRoute,
} from './entry.store.ts';

const at = (path: string, search = '') => ({
  pathname: path,
  search,
  href: `https://example.test${path}${search}`,
});

function server() {
  return installFakeFetch({
    'GET presentation/1001/route': { body: { PresentationId: 1001, Route: 'viewer', LogId: 5 } },
    'GET account/GetLoggedInUserForPresentation': { body: makeUser() },
    'GET presentation': { body: makePresentation() },
  });
}

beforeEach(() => {
  resetPresentation();
  forgetRoute(1001);
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('startEntryCalls', () => {
  it('asks for the route, the user and the presentation together at a viewer address', async () => {
    const fake = server();
    expect(startEntryCalls(at('/presentation/v2/1001/viewer/', '?showId=3'))).toBe(true);
    // the user and presentation calls do not wait for the route answer
    await vi.waitFor(() =>
      expect(fake.requests.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
        'GET account/GetLoggedInUserForPresentation',
        'GET presentation',
        'GET presentation/1001/route',
      ]),
    );
    expect(fake.to('GET presentation/1001/route')[0]?.query.get('showId')).toBe('3');

    // the screen asks after the answer arrived: the same answer, no second call (or visit)
    await new Promise((resolve) => setTimeout(resolve, 20));
    await expect(resolveRoute(1001)).resolves.toMatchObject({ Route: 'viewer', LogId: 5 });
    await loadPresentation(1001, {
      showUrl: 'https://example.test/presentation/v2/1001/viewer/?showId=3',
    });
    expect(fake.to('GET presentation/1001/route')).toHaveLength(1);
    expect(fake.to('GET presentation')).toHaveLength(1);

    // a later question is asked anew
    await resolveRoute(1001);
    expect(fake.to('GET presentation/1001/route')).toHaveLength(2);
  });

  it('asks only the route at the entry address, and the entry screen gets that answer', async () => {
    const fake = server();
    expect(startEntryCalls(at('/presentation/v2/1001', '?showId=3'))).toBe(true);
    await vi.waitFor(() =>
      expect(fake.requests.map((r) => r.path)).toEqual(['presentation/1001/route']),
    );
    expect(fake.to('GET presentation/1001/route')[0]?.query.get('showId')).toBe('3');
    await expect(resolveRoute(1001)).resolves.toMatchObject({ Route: 'viewer', LogId: 5 });
    expect(fake.to('GET presentation/1001/route')).toHaveLength(1);
  });

  it('asks only the route at the disclaimer address, as at the entry address', async () => {
    const fake = server();
    expect(startEntryCalls(at('/presentation/v2/1001/disclaimer/'))).toBe(true);
    await vi.waitFor(() =>
      expect(fake.requests.map((r) => r.path)).toEqual(['presentation/1001/route']),
    );
    await expect(resolveRoute(1001)).resolves.toMatchObject({ Route: 'viewer', LogId: 5 });
    expect(fake.to('GET presentation/1001/route')).toHaveLength(1);
  });

  it('asks nothing at other addresses', async () => {
    const fake = server();
    expect(startEntryCalls(at('/presentation/v2/1001/validate/'))).toBe(false);
    expect(startEntryCalls(at('/presentation/v2/1001x/'))).toBe(false);
    expect(startEntryCalls(at('/presentation/v2/manage/'))).toBe(false);
    // the entry address, last: once its call is out, any call asked before it would be too
    startEntryCalls(at('/presentation/v2/1001/'));
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
    expect(fake.requests.map((r) => r.path)).toEqual(['presentation/1001/route']);
  });

  it('asks only the route ahead for a retail show reached by its link code', () => {
    const fake = server();
    rememberLinkCode(1001, 'LINK');
    expect(startEntryCalls(at('/presentation/v2/1001/viewer/'))).toBe(true);
    expect(fake.requests.map((r) => r.path)).toEqual(['presentation/1001/route']);
  });

  describe("with the first screen's answers in the page", () => {
    /** A page as the server serves a viewer: the answers in their JSON block. */
    function pageWith(answers: FirstScreenAnswers): Pick<Document, 'getElementById'> {
      const block = document.createElement('script');
      block.type = 'application/json';
      block.id = FIRST_SCREEN_ANSWERS_ID;
      block.textContent = firstScreenAnswersText(answers);
      const page = document.implementation.createHTMLDocument('viewer');
      page.body.append(block);
      return page;
    }
    const viewerAddress = at('/presentation/v2/1001/viewer/');
    const held = {
      presId: 1001,
      route: { PresentationId: 1001, Route: 'viewer', LogId: 9 },
      user: makeUser({ FirstName: 'Held' }),
      presentation: makePresentation({ TitleBarWeb: 'Held deck' }),
    };

    it('takes the answers instead of asking, and the screens get them', async () => {
      const fake = server();
      expect(startEntryCalls(viewerAddress, pageWith(held))).toBe(false);
      await expect(resolveRoute(1001)).resolves.toMatchObject({ Route: 'viewer', LogId: 9 });
      await loadPresentation(1001, { showUrl: viewerAddress.href });
      expect(usePresentationStore.getState().user?.FirstName).toBe('Held');
      const { loading } = usePresentationStore.getState();
      expect(loading.presentation?.TitleBarWeb).toBe('Held deck');
      expect(fake.requests).toEqual([]);
    });

    it('asks for what the page does not hold', async () => {
      const fake = server();
      expect(startEntryCalls(viewerAddress, pageWith({ presId: 1001, route: held.route }))).toBe(
        true,
      );
      await vi.waitFor(() =>
        expect(fake.requests.map((r) => r.path).sort()).toEqual([
          'account/GetLoggedInUserForPresentation',
          'presentation',
        ]),
      );
      await expect(resolveRoute(1001)).resolves.toMatchObject({ LogId: 9 });
      expect(fake.to('GET presentation/1001/route')).toHaveLength(0);
    });

    it('takes the held route at once: the store has it before any screen renders', () => {
      const fake = server();
      startEntryCalls(viewerAddress, pageWith(held));
      // the server validated the answers it placed; nothing is awaited before they are the store's
      expect(cachedRoute(1001)).toMatchObject({ Route: 'viewer', LogId: 9 });
      expect(fake.requests).toEqual([]);
    });

    it('takes the route answer at the entry address, and asks nothing more there', async () => {
      const fake = server();
      // a visitor without a session: the entry page holds the route answer alone
      expect(
        startEntryCalls(
          at('/presentation/v2/1001/'),
          pageWith({ presId: 1001, route: held.route }),
        ),
      ).toBe(false);
      await expect(resolveRoute(1001)).resolves.toMatchObject({ Route: 'viewer', LogId: 9 });
      expect(fake.requests).toEqual([]);
      expect(earlyPresentation()).toBeNull();
    });

    it('holds a session’s entry answers for the screen the route leads to: nothing is asked', async () => {
      const fake = server();
      const disclaimer = { Title: 'Held terms', Paragraphs: ['Read this.'] };
      startEntryCalls(
        at('/presentation/v2/1001/'),
        pageWith({ ...held, route: { ...held.route, Route: 'disclaimer' }, disclaimer }),
      );
      await expect(resolveRoute(1001)).resolves.toMatchObject({ Route: 'disclaimer' });
      // the disclaimer screen loads at its own address, from the answers the entry page held
      await loadPresentation(1001, {
        showUrl: 'https://example.test/presentation/v2/1001/disclaimer/',
      });
      expect(usePresentationStore.getState().user?.FirstName).toBe('Held');
      expect(usePresentationStore.getState().loading.presentation?.TitleBarWeb).toBe('Held deck');
      await expect(loadDisclaimer(1001, null)).resolves.toEqual(disclaimer);
      expect(fake.requests).toEqual([]);
      // validated, it is at hand for the screen's first render, at its own address only
      expect(heldDisclaimer(1001, null)).toEqual(disclaimer);
      expect(heldDisclaimer(1001, '/api/presentation/1001/disclaimer')).toEqual(disclaimer);
      expect(heldDisclaimer(1001, '/api/presentation/1002/disclaimer')).toBeNull();
      expect(heldDisclaimer(1002, null)).toBeNull();
      // a disclaimer at another address is asked for there
      await expect(loadDisclaimer(1001, '/api/presentation/1001/disclaimer')).resolves.toEqual(
        disclaimer,
      );
      await loadDisclaimer(1001, '/api/presentation/1002/disclaimer').catch(() => undefined);
      expect(fake.requests.map((r) => r.path)).toEqual(['presentation/1002/disclaimer']);
    });

    it('holds the answers at the disclaimer address too: its screen asks nothing', async () => {
      const fake = server();
      const disclaimer = { Title: 'Held terms', Paragraphs: ['Read this.'] };
      const route = { ...held.route, Route: 'disclaimer' };
      expect(
        startEntryCalls(
          at('/presentation/v2/1001/disclaimer/'),
          pageWith({ ...held, route, disclaimer }),
        ),
      ).toBe(false);
      expect(cachedRoute(1001)).toMatchObject({ Route: 'disclaimer' });
      await loadPresentation(1001, {
        showUrl: 'https://example.test/presentation/v2/1001/disclaimer/',
      });
      expect(usePresentationStore.getState().user?.FirstName).toBe('Held');
      expect(heldDisclaimer(1001, null)).toEqual(disclaimer);
      expect(fake.requests).toEqual([]);
    });

    it('has a held disclaimer at hand at once, and asks for one not held', async () => {
      const fake = installFakeFetch({
        'GET presentation/1001/route': { body: { PresentationId: 1001, Route: 'entry' } },
      });
      const disclaimer = { Title: 'Held terms', Paragraphs: ['Read this.'] };
      startEntryCalls(at('/presentation/v2/1001/'), pageWith({ ...held, disclaimer }));
      expect(heldDisclaimer(1001, null)).toEqual(disclaimer);
      await expect(loadDisclaimer(1002, null)).rejects.toThrow();
      expect(fake.requests.map((r) => r.path)).toEqual(['presentation/1002/disclaimer']);
    });

    it('asks for the route at the entry address when the held one is for another presentation', async () => {
      const fake = server();
      expect(
        startEntryCalls(at('/presentation/v2/1001/'), pageWith({ ...held, presId: 1002 })),
      ).toBe(true);
      await expect(resolveRoute(1001)).resolves.toMatchObject({ LogId: 5 });
      expect(fake.requests.map((r) => r.path)).toEqual(['presentation/1001/route']);
    });

    it('ignores answers held for another presentation', async () => {
      const fake = server();
      startEntryCalls(viewerAddress, pageWith({ ...held, presId: 1002 }));
      await vi.waitFor(() => expect(fake.requests).toHaveLength(3));
      await expect(resolveRoute(1001)).resolves.toMatchObject({ LogId: 5 });
    });
  });
});

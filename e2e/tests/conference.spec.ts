// Live conference call with slides (ARCHITECTURE §4 demo 2001) with everyone in a browser
// context of their own against the real server: the coordinator runs the call from the console,
// the presenter turns the slides, a registered and a public attendee follow (SPEC §4, §6); Q&A
// statuses reach the asker live (SPEC §4); a revoked attendee is cut off (SPEC §6, §8), the
// deck included: the server refuses them the presentation and its slide pictures, the call's
// side panels go, and a reload shows the access-revoked text again.
//
// Call state: the demo call lives in the shared server's database for the whole run, and an
// ended call cannot go live again. So these tests run serially in this order, each first asking
// the console for the live call it needs (ensureLive: a no-op when it already is), and none ends
// the call. Revoking is last: it is the only step that leaves something behind for a person.
import { expect, test, type Page } from '@playwright/test';
import {
  ACCESS_REVOKED_TEXT,
  ATTENDEE,
  PRESENTER,
  PUBLIC_SLIDES,
  TOTAL_SLIDES,
  callStatus,
  consoleList,
  ensureLive,
  expectSlide,
  joinSignedIn,
  joinWithCode,
  newPerson,
  openConsole,
  presenterGoTo,
  presenterNext,
  privateSlides,
  recordTraffic,
  slideIndexesIn,
  takePresenterControl,
  type Person,
} from '../support/conference.ts';
import { expectSlideImageLoaded, thumbnails } from '../support/slides.ts';

/** The viewer's own GET presentation (SPEC §7), as the page asks for it. */
const PRESENTATION_CALL = `/api/v1/nrsservice/presentation?presid=2001`;
const isPresentationCall = (url: string) =>
  new URL(url).pathname === '/api/v1/nrsservice/presentation';
/** The side panels of the call itself (ARCHITECTURE §5 toggle names). */
const CALL_PANELS = ['Ask a Question', 'Dial-In'];

/** SPEC §6: what a public attendee is told while the presenter is on the private slides. */
const privateNotice = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: 'The presenter is on slides for registered participants.' });

test.describe.serial('live conference call 2001', () => {
  // Four browser contexts and a live audio stream on two cores.
  test.slow();

  const people: Person[] = [];
  test.afterEach(async () => {
    for (const person of people.splice(0)) await person.context.close();
  });

  test('the coordinator goes live, the presenter turns slides, attendees follow; the public one never gets a private slide', async ({
    browser,
  }) => {
    const coordinator = await newPerson(browser);
    const presenter = await newPerson(browser);
    const attendee = await newPerson(browser);
    const publicAttendee = await newPerson(browser);
    people.push(coordinator, presenter, attendee, publicAttendee);
    const publicTraffic = recordTraffic(publicAttendee.context);

    await joinWithCode(attendee, 'DEMO-2001');
    await joinWithCode(publicAttendee, 'PUBLIC-2001');
    await expect(publicAttendee.page.getByRole('img', { name: /^Slide \d+ of 7$/ })).toBeVisible();

    await openConsole(coordinator);
    await ensureLive(coordinator.page, { practiceFirst: true });
    // The attendees, already in the viewer, learn it over the hub (SPEC §4 call status).
    await expect(callStatus(attendee.page)).toHaveText('Live');
    await expect(callStatus(publicAttendee.page)).toHaveText('Live');

    await joinSignedIn(presenter, PRESENTER);
    await takePresenterControl(presenter.page);
    await presenterGoTo(presenter.page, 1);
    await expectSlide(attendee.page, 1, TOTAL_SLIDES);
    await expectSlide(publicAttendee.page, 1, PUBLIC_SLIDES);

    // Slide by slide with `Next slide`: both attendees follow each change.
    for (let n = 2; n <= 4; n++) {
      expect(await presenterNext(presenter.page)).toBe(n);
      await expectSlide(attendee.page, n, TOTAL_SLIDES);
      await expectSlide(publicAttendee.page, n, PUBLIC_SLIDES);
    }
    await presenterGoTo(presenter.page, PUBLIC_SLIDES);
    await expectSlide(attendee.page, PUBLIC_SLIDES, TOTAL_SLIDES);
    await expectSlide(publicAttendee.page, PUBLIC_SLIDES, PUBLIC_SLIDES);
    // On the last public slide nobody is told of a private part.
    await expect(privateNotice(publicAttendee.page)).toHaveCount(0);

    // Into the private slides: the registered attendee follows (and the picture loads); the
    // public attendee stays on the last public slide (SPEC §6).
    for (const n of [PUBLIC_SLIDES + 1, PUBLIC_SLIDES + 2]) {
      expect(await presenterNext(presenter.page)).toBe(n);
      await expectSlide(attendee.page, n, TOTAL_SLIDES);
      await expectSlide(publicAttendee.page, PUBLIC_SLIDES, PUBLIC_SLIDES);
      // The public attendee is told why the slide holds; the registered one is not.
      await expect(privateNotice(publicAttendee.page)).toBeVisible();
    }
    await expect(privateNotice(attendee.page)).toHaveCount(0);
    await expectSlideImageLoaded(attendee.page, PUBLIC_SLIDES + 2, TOTAL_SLIDES);
    await presenterGoTo(presenter.page, TOTAL_SLIDES);
    await expectSlide(attendee.page, TOTAL_SLIDES, TOTAL_SLIDES);
    await expectSlide(publicAttendee.page, PUBLIC_SLIDES, PUBLIC_SLIDES);
    await expect(publicAttendee.page.getByRole('img', { name: /^Slide (8|9|1\d) of/ })).toHaveCount(
      0,
    );

    // Back into the public part: the public attendee follows again.
    await presenterGoTo(presenter.page, 3);
    await expectSlide(attendee.page, 3, TOTAL_SLIDES);
    await expectSlide(publicAttendee.page, 3, PUBLIC_SLIDES);
    await expect(privateNotice(publicAttendee.page)).toHaveCount(0);

    // A slide change the server has not taken is shown as pending on the presenter's page; when
    // it fails, SPEC §8's text offers `Try again`, which sends the slide the presenter shows.
    const presControl = '**/presControl';
    let release: (() => void) | null = null;
    await presenter.page.route(presControl, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await new Promise<void>((resolve) => (release = resolve));
      await route.abort('internetdisconnected');
    });
    expect(await presenterNext(presenter.page)).toBe(4);
    const pending = presenter.page
      .getByRole('status')
      .filter({ hasText: 'Sending your slide change to everyone…' });
    await expect(pending).toBeVisible();
    await expect.poll(() => release !== null).toBe(true);
    // Held at the server's door: the attendees are still on slide 3.
    await expectSlide(attendee.page, 3, TOTAL_SLIDES);
    release!();
    const failed = presenter.page
      .getByRole('alert')
      .filter({ hasText: 'Unable to change the slide. Try again.' });
    await expect(failed).toBeVisible();
    await expect(pending).toHaveCount(0);
    await presenter.page.unroute(presControl);
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expectSlide(attendee.page, 4, TOTAL_SLIDES);
    await expectSlide(publicAttendee.page, 4, PUBLIC_SLIDES);
    await expect(failed).toHaveCount(0);
    await expect(pending).toHaveCount(0);
    await presenterGoTo(presenter.page, 3);
    await expectSlide(attendee.page, 3, TOTAL_SLIDES);

    // Nothing the public browser asked for or received names a private slide (SPEC §6: payloads,
    // images and hub messages are all cut on the server).
    const hidden = await privateSlides(attendee);
    expect(hidden).toHaveLength(TOTAL_SLIDES - PUBLIC_SLIDES);
    for (const slide of hidden) {
      expect(publicTraffic.requestUrls.filter((url) => url.includes(slide.guid))).toEqual([]);
      expect(publicTraffic.hubPayloads.filter((p) => p.includes(slide.guid))).toEqual([]);
      expect(publicTraffic.apiBodies.filter((b) => b.includes(slide.guid))).toEqual([]);
    }
    // ...while the payloads it did get name the public slides (so the check above saw them).
    expect(publicTraffic.apiBodies.some((b) => b.includes('/slides/'))).toBe(true);
    const indexes = slideIndexesIn(publicTraffic.hubPayloads);
    // The hub did carry the presenter's slide changes to the public attendee...
    expect(indexes).toContain(3);
    // ...but never a private index.
    expect(indexes.filter((i) => i >= PUBLIC_SLIDES)).toEqual([]);
  });

  test('an attendee who pages away returns to the presenter in one step (Back to presenter, key P)', async ({
    browser,
  }) => {
    const coordinator = await newPerson(browser);
    const presenter = await newPerson(browser);
    const attendee = await newPerson(browser);
    people.push(coordinator, presenter, attendee);

    await openConsole(coordinator);
    await ensureLive(coordinator.page);
    await joinSignedIn(presenter, PRESENTER);
    // An earlier test of this call may have left this presenter in control already.
    const presenting = presenter.page.getByText('You are presenting.', { exact: false });
    const take = presenter.page.getByRole('button', { name: 'Take presenter control' });
    await expect(presenting.or(take).first()).toBeVisible();
    if (await take.isVisible()) await takePresenterControl(presenter.page);
    await presenterGoTo(presenter.page, 3);
    await joinWithCode(attendee, 'DEMO-2001');
    await expectSlide(attendee.page, 3, TOTAL_SLIDES);

    // The badge names the presenter's slide; the button, then the P key, bring them back.
    await attendee.page.getByRole('button', { name: 'Next slide', exact: true }).click();
    await expectSlide(attendee.page, 4, TOTAL_SLIDES);
    await expect(attendee.page.getByText("Not on the presenter's slide (slide 3)")).toBeVisible();
    await attendee.page.getByRole('button', { name: 'Back to presenter' }).click();
    await expectSlide(attendee.page, 3, TOTAL_SLIDES);
    await expect(attendee.page.getByRole('button', { name: 'Back to presenter' })).toHaveCount(0);
    await attendee.page.getByRole('button', { name: 'Next slide', exact: true }).click();
    await expectSlide(attendee.page, 4, TOTAL_SLIDES);
    await attendee.page.keyboard.press('p');
    await expectSlide(attendee.page, 3, TOTAL_SLIDES);
  });

  test('an attendee asks; the moderator marks it Current then Answered and the attendee sees the changes live', async ({
    browser,
  }) => {
    const coordinator = await newPerson(browser);
    const attendee = await newPerson(browser);
    people.push(coordinator, attendee);

    await openConsole(coordinator);
    await ensureLive(coordinator.page);

    await joinWithCode(attendee, 'DEMO-2001');
    await expect(callStatus(attendee.page)).toHaveText('Live');
    await attendee.page.getByRole('button', { name: 'Ask a Question', exact: true }).click();
    const panel = attendee.page.getByRole('complementary', { name: 'Ask a Question' });
    const question = `What is the outlook for fourth-quarter margins? (${test.info().testId}-${Date.now()})`;
    await panel.getByRole('textbox', { name: 'Your question' }).fill(question);
    await panel.getByRole('button', { name: 'Submit question' }).click();
    const status = panel.getByRole('status');
    await expect(status).toHaveText('Submitted');
    // SPEC §2 toast: the product confirms it.
    await expect(
      attendee.page.getByRole('status').filter({ hasText: 'Your question has been submitted.' }),
    ).toBeVisible();

    // The moderator's queue shows it (the console's hub topic brings it).
    const item = consoleList(coordinator.page, 'Questions')
      .getByRole('listitem')
      .filter({ hasText: question });
    await expect(item).toBeVisible();
    await expect(item).toContainText('New');

    await item.getByRole('button', { name: 'Mark current', exact: true }).click();
    await expect(item).toContainText('Current');
    await expect(status).toHaveText('Being answered now');

    await item.getByRole('button', { name: 'Mark answered', exact: true }).click();
    await expect(item).toContainText('Answered');
    // The answer reaches the attendee live, and the panel offers a new question (SPEC §4: an
    // answered question is no longer the open one).
    await expect(status).toHaveText('Answered');
    await expect(panel.getByRole('textbox', { name: 'Your question' })).toBeVisible();
  });

  test('a revoked attendee sees the access-revoked text, loses the deck and is disconnected', async ({
    browser,
  }) => {
    const coordinator = await newPerson(browser);
    const attendee = await newPerson(browser);
    people.push(coordinator, attendee);

    await openConsole(coordinator);
    await ensureLive(coordinator.page);

    // Every hub websocket the attendee's page opens, to see them closed after the revoke.
    const sockets: { closed: boolean }[] = [];
    attendee.page.on('websocket', (ws) => {
      if (!ws.url().includes('/usereventgateway/')) return;
      const entry = { closed: ws.isClosed() };
      sockets.push(entry);
      ws.on('close', () => (entry.closed = true));
    });
    // Signed in by name, so the coordinator can tell the row apart from the entry-code guests.
    await joinSignedIn(attendee, ATTENDEE);
    await expect(callStatus(attendee.page)).toHaveText('Live');
    await expect(attendee.page.getByRole('img', { name: /^Slide \d+ of 12$/ })).toBeVisible();
    await expect(thumbnails(attendee.page)).toBeVisible();
    for (const name of CALL_PANELS)
      await expect(attendee.page.getByRole('button', { name, exact: true })).toBeVisible();
    await expect.poll(() => sockets.filter((s) => !s.closed).length).toBe(1);
    // The deck as the attendee's session is served it before the revoke.
    const before = await attendee.page.request.get(PRESENTATION_CALL);
    expect(before.status()).toBe(200);
    const { Slides } = (await before.json()) as { Slides: { ThumbnailUrl: string }[] };
    const thumbnailUrl = Slides[0]?.ThumbnailUrl ?? '';
    expect((await attendee.page.request.get(thumbnailUrl)).status()).toBe(200);

    const row = consoleList(coordinator.page, 'Participants')
      .getByRole('listitem')
      .filter({ hasText: ATTENDEE });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: 'Revoke access', exact: true }).click();
    const confirm = coordinator.page.getByRole('dialog', { name: /^Revoke .*access\?$/ });
    await confirm.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(row).toContainText('Access revoked');
    await expect(row.getByRole('button', { name: 'Revoke access', exact: true })).toBeDisabled();

    // SPEC §8 text verbatim, the call gone from the page, and no live socket left (SPEC §6).
    await expect(attendee.page.getByRole('alert')).toHaveText(ACCESS_REVOKED_TEXT);
    await expect(attendee.page.getByRole('img', { name: /^Slide \d+ of/ })).toHaveCount(0);
    await expect(thumbnails(attendee.page)).toHaveCount(0);
    await expect(attendee.page.getByRole('region', { name: 'Live audio' })).toHaveCount(0);
    // SPEC §5/§6: no longer a participant, so no Ask a Question or Dial-In to open.
    for (const name of CALL_PANELS)
      await expect(attendee.page.getByRole('button', { name, exact: true })).toHaveCount(0);
    await expect(attendee.page.getByRole('button', { name: 'Help', exact: true })).toBeVisible();
    await expect.poll(() => sockets.every((s) => s.closed)).toBe(true);
    // It stays that way: the hub refuses the revoked user, so no new socket stays open.
    await attendee.page.waitForTimeout(2_000);
    expect(sockets.every((s) => s.closed)).toBe(true);

    // The server cuts off the deck too (SPEC §6), with the same SPEC §8 answer as the call's calls.
    const refused = await attendee.page.request.get(PRESENTATION_CALL);
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({
      message: ACCESS_REVOKED_TEXT,
      reason: 'accessRevoked',
    });
    expect((await attendee.page.request.get(thumbnailUrl)).status()).toBe(403);
    // Reloading brings nothing back: the page's own GET presentation is refused, no deck shows,
    // and the page says why in the SPEC §8 words the call used.
    const reloaded = attendee.page.waitForResponse(
      (r) => isPresentationCall(r.url()) && r.request().method() === 'GET',
    );
    await attendee.page.reload();
    expect((await reloaded).status()).toBe(403);
    await expect(attendee.page.getByRole('alert')).toHaveText(ACCESS_REVOKED_TEXT);
    await expect(attendee.page.getByRole('img', { name: /^Slide \d+ of/ })).toHaveCount(0);
    await expect(thumbnails(attendee.page)).toHaveCount(0);
  });
});

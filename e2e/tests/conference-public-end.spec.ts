// SPEC §4/§6 end of the public portion on demo 2001: the coordinator presses `End public
// portion`; the public attendee sees SPEC §8's public-ended message in place of the call and
// loses the deck (slide, `Slide thumbnails`, live audio) and the call's side panels, the server
// refuses them the presentation and its slide pictures, and a reload shows the same message; the
// registered attendee stays on the call with the deck.
//
// Ending the public portion cannot be undone, so this runs on a server of its own (OwnServer)
// and leaves the shared server's call to conference.spec.ts.
import { expect, test } from '@playwright/test';
import { useOwnServer } from '../support/conference-server.ts';
import {
  ACCESS_REVOKED_TEXT,
  PUBLIC_SLIDES,
  TOTAL_SLIDES,
  callStatus,
  consoleButton,
  ensureLive,
  joinWithCode,
  newPerson,
  openConsole,
} from '../support/conference.ts';
import { thumbnails } from '../support/slides.ts';

const PUBLIC_ENDED_TEXT = 'The public portion of this call has ended.';
const PRESENTATION_CALL = '/api/v1/nrsservice/presentation?presid=2001';
/** The side panels of the call itself (ARCHITECTURE §5 toggle names). */
const CALL_PANELS = ['Ask a Question', 'Dial-In'];

const own = useOwnServer();

test('a public attendee sees the public portion end and loses the deck; a registered one keeps it', async ({
  browser,
}) => {
  test.slow();
  const coordinator = await newPerson(browser, own.server.baseURL);
  const publicAttendee = await newPerson(browser, own.server.baseURL);
  const attendee = await newPerson(browser, own.server.baseURL);
  own.people.push(coordinator, publicAttendee, attendee);

  await openConsole(coordinator);
  await ensureLive(coordinator.page);
  await joinWithCode(publicAttendee, 'PUBLIC-2001');
  await joinWithCode(attendee, 'DEMO-2001');
  const publicPage = publicAttendee.page;
  await expect(callStatus(publicPage)).toHaveText('Live');
  await expect(publicPage.getByRole('img', { name: /^Slide \d+ of 7$/ })).toBeVisible();
  await expect(thumbnails(publicPage)).toBeVisible();
  await expect(publicPage.getByRole('region', { name: 'Live audio' })).toBeVisible();
  for (const name of CALL_PANELS)
    await expect(publicPage.getByRole('button', { name, exact: true })).toBeVisible();
  const before = await publicPage.request.get(PRESENTATION_CALL);
  expect(before.status()).toBe(200);
  const { Slides } = (await before.json()) as { Slides: { ImageUrl: string }[] };
  expect(Slides).toHaveLength(PUBLIC_SLIDES);
  const imageUrl = Slides[0]?.ImageUrl ?? '';
  expect((await publicPage.request.get(imageUrl)).status()).toBe(200);

  await consoleButton(coordinator.page, 'End public portion').click();
  const confirm = coordinator.page.getByRole('dialog', { name: 'End the public portion?' });
  await confirm.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(consoleButton(coordinator.page, 'End public portion')).toBeDisabled();

  // SPEC §8 public portion ended, in place of the call: no slide, no thumbnails, no audio.
  await expect(publicPage.getByRole('alert')).toHaveText(PUBLIC_ENDED_TEXT);
  await expect(publicPage.getByText(ACCESS_REVOKED_TEXT)).toHaveCount(0);
  await expect(publicPage.getByRole('img', { name: /^Slide \d+ of/ })).toHaveCount(0);
  await expect(thumbnails(publicPage)).toHaveCount(0);
  await expect(publicPage.getByRole('region', { name: 'Live audio' })).toHaveCount(0);
  // SPEC §5/§6: no longer a participant, so no Ask a Question or Dial-In to open.
  for (const name of CALL_PANELS)
    await expect(publicPage.getByRole('button', { name, exact: true })).toHaveCount(0);

  // The server no longer serves the public session the deck (SPEC §6), and says why.
  const refused = await publicPage.request.get(PRESENTATION_CALL);
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({
    message: ACCESS_REVOKED_TEXT,
    reason: 'publicEnded',
  });
  expect((await publicPage.request.get(imageUrl)).status()).toBe(403);
  // A reload lands on the error screen with the same message, not a generic "no access".
  await publicPage.reload();
  await expect(publicPage.getByRole('alert')).toHaveText(PUBLIC_ENDED_TEXT);
  await expect(publicPage.getByRole('img', { name: /^Slide \d+ of/ })).toHaveCount(0);
  await expect(thumbnails(publicPage)).toHaveCount(0);

  // The registered attendee is still on the call, with the whole deck.
  await expect(callStatus(attendee.page)).toHaveText('Live');
  await expect(
    attendee.page.getByRole('img', { name: new RegExp(`^Slide \\d+ of ${TOTAL_SLIDES}$`) }),
  ).toBeVisible();
  await expect(thumbnails(attendee.page)).toBeVisible();
  await expect(attendee.page.getByRole('alert')).toHaveCount(0);
  for (const name of CALL_PANELS)
    await expect(attendee.page.getByRole('button', { name, exact: true })).toBeVisible();
  expect((await attendee.page.request.get(PRESENTATION_CALL)).status()).toBe(200);
});

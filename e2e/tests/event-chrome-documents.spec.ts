// SPEC §5 HideDocumentsBeforeEvent on the live video webinar 3001: before the event starts an
// attendee is offered no documents (the server leaves them out); the moment the coordinator
// starts the event, the attendee's open viewer offers `Documents` without a reload. Starting the
// event changes 3001 for good, so this runs on a server of its own.
import { expect, test } from '@playwright/test';
import { useOwnServer } from '../support/conference-server.ts';
import { COORDINATOR, newPerson } from '../support/conference.ts';
import { enterWithCode, signIn } from '../support/entry.ts';

const PRES = 3001;

test.describe('documents hidden before the event', () => {
  const own = useOwnServer();

  test('an attendee gets the documents once the event starts', async ({ browser }) => {
    test.slow();
    const coordinator = await newPerson(browser, own.server.baseURL);
    const attendee = await newPerson(browser, own.server.baseURL);
    own.people.push(coordinator, attendee);

    await enterWithCode(attendee.page, PRES, `DEMO-${PRES}`, false);
    const documents = attendee.page.getByRole('button', { name: 'Documents', exact: true });
    await expect(attendee.page.getByRole('button', { name: 'Help', exact: true })).toBeVisible();
    await expect(documents).toHaveCount(0);

    // The coordinator sees them before the start.
    await signIn(coordinator.page, PRES, COORDINATOR, false);
    await expect(
      coordinator.page.getByRole('button', { name: 'Documents', exact: true }),
    ).toBeVisible();
    await coordinator.page.goto(`/presentation/v2/${PRES}/console/`);
    await coordinator.page.getByRole('button', { name: 'Start event', exact: true }).click();

    await expect(documents).toBeVisible({ timeout: 20_000 });
    await documents.click();
    await expect(
      attendee.page
        .getByRole('complementary', { name: 'Documents' })
        .getByRole('link', { name: 'Preliminary Prospectus', exact: true }),
    ).toBeVisible();
  });
});

// SPEC §5 HideDocumentsBeforeEvent on the live video webinar 3001: before the event starts an
// attendee is offered no documents (the server leaves them out); the moment the coordinator
// starts the event, the attendee's open viewer offers `Documents` without a reload. Starting the
// event changes 3001 for good, so this runs on a server of its own. On the same server, SPEC §3
// Security.ProspectusButton: the coordinator turns 1004's flag off and on in the manage area, and
// the attendee's top bar offers `Prospectus` (opening the first PDF) only while it is on.
import { expect, test } from '@playwright/test';
import { useOwnServer } from '../support/conference-server.ts';
import { COORDINATOR, newPerson } from '../support/conference.ts';
import { enterWithCode, signIn } from '../support/entry.ts';
import { signInToManage } from '../support/manage.ts';

const PRES = 3001;
/** The document-only demo event, whose first PDF is its Preliminary Prospectus. */
const DOCUMENT_PRES = 1004;

test.describe('documents in the viewer chrome', () => {
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

  test('the Prospectus button shows while its flag is on and opens the prospectus', async ({
    browser,
  }) => {
    const coordinator = await newPerson(browser, own.server.baseURL);
    const attendee = await newPerson(browser, own.server.baseURL);
    own.people.push(coordinator, attendee);
    await signInToManage(coordinator.page);
    const setFlag = async (on: boolean) => {
      await coordinator.page.goto(`/presentation/v2/manage/${DOCUMENT_PRES}`);
      await coordinator.page
        .getByRole('checkbox', { name: 'Show the Prospectus button' })
        .setChecked(on);
      await coordinator.page.getByRole('button', { name: 'Save changes' }).click();
      await expect(coordinator.page.getByText('Changes saved.')).toBeVisible();
    };

    await setFlag(false);
    await enterWithCode(attendee.page, DOCUMENT_PRES, `DEMO-${DOCUMENT_PRES}`, false);
    const prospectus = attendee.page.getByRole('button', { name: 'Prospectus', exact: true });
    await expect(
      attendee.page.getByRole('button', { name: 'Documents', exact: true }),
    ).toBeVisible();
    await expect(prospectus).toHaveCount(0);

    await setFlag(true);
    await attendee.page.reload();
    const popupOpened = attendee.page.waitForEvent('popup');
    await prospectus.click();
    const viewer = await popupOpened;
    await expect(viewer).toHaveURL(/\/mynrs\/show\/pdfTron11\/index\.html\?appId=1&params=/);
    await expect(
      viewer.getByRole('heading', { level: 1, name: 'Preliminary Prospectus' }),
    ).toBeVisible();
  });
});

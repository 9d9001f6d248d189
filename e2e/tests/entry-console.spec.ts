// A coordinator who opens the console (ARCHITECTURE §5) is sent through validation and the
// disclaimer (SPEC §2 entry) and then lands on the console, not on the viewer.
import { expect, test, type Page } from '@playwright/test';
import { COORDINATOR, consoleButton } from '../support/conference.ts';
import { DEMO_PASSWORD } from '../support/entry.ts';

const consoleUrl = (presId: number) => `/presentation/v2/${presId}/console/`;
const at = (presId: number, screen: string) =>
  new RegExp(`/presentation/v2/${presId}/${screen}/?$`);

/** Opens the console signed out and signs in on the validate screen it leads to. */
async function signInFromConsole(page: Page, presId: number): Promise<void> {
  await page.goto(consoleUrl(presId));
  await expect(page).toHaveURL(at(presId, 'validate'));
  await page.getByRole('textbox', { name: 'Email' }).fill(COORDINATOR);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function agree(page: Page, presId: number): Promise<void> {
  await expect(page).toHaveURL(at(presId, 'disclaimer'));
  await page.getByRole('button', { name: 'I agree' }).click();
}

test('1001: from the console URL through sign-in and the disclaimer back to the console', async ({
  page,
}) => {
  // 1001 is the demo event with a disclaimer (ARCHITECTURE §4); it has no call to run.
  await signInFromConsole(page, 1001);
  await agree(page, 1001);
  await expect(page).toHaveURL(at(1001, 'console'));
  await expect(page.getByRole('heading', { name: 'Event console' })).toBeVisible();
  await expect(
    page.getByText('This event has no conference call to run from the console.'),
  ).toBeVisible();
});

test('2001: from the console URL through sign-in to the console and its call controls', async ({
  page,
}) => {
  await signInFromConsole(page, 2001);
  await expect(page).toHaveURL(at(2001, 'console'));
  await expect(consoleButton(page, 'Go live')).toBeVisible();
  await expect(consoleButton(page, 'End call')).toBeVisible();
});

test('2002 with a disclaimer: sign-in, "I agree", then the console with Go live and End call', async ({
  page,
}) => {
  // 2002 is the demo call behind a disclaimer (the Northwind one 1001 also shows).
  await signInFromConsole(page, 2002);
  await agree(page, 2002);
  await expect(page).toHaveURL(at(2002, 'console'));
  await expect(consoleButton(page, 'Go live')).toBeVisible();
  await expect(consoleButton(page, 'End call')).toBeVisible();
});

test('2001: `Sign out` in the console ends the session; the console asks to sign in again', async ({
  page,
}) => {
  await signInFromConsole(page, 2001);
  await expect(consoleButton(page, 'Go live')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(at(2001, 'validate'));
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // The session is gone on the server, not only in this tab: the console leads to sign-in again.
  await page.goto(consoleUrl(2001));
  await expect(page).toHaveURL(at(2001, 'validate'));
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
});

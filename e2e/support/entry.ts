// Getting into an event as a person does (ARCHITECTURE §4, §5): the validate screen's entry
// code or sign-in, then the disclaimer when the event has one.
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'podium';

/** Opens /presentation/v2/{presId}/ and waits for the validate screen it leads to (no session yet). */
export async function openValidate(page: Page, presId: number): Promise<void> {
  await page.goto(`/presentation/v2/${presId}/`);
  await expect(page).toHaveURL(new RegExp(`/presentation/v2/${presId}/validate/?$`));
  await expect(page.getByRole('textbox', { name: 'Entry code' })).toBeVisible();
}

/** After entering: agree to the disclaimer if the event shows one, then wait for the viewer. */
export async function passDisclaimer(
  page: Page,
  presId: number,
  expectDisclaimer: boolean,
): Promise<void> {
  if (expectDisclaimer) {
    await expect(page).toHaveURL(new RegExp(`/presentation/v2/${presId}/disclaimer/?$`));
    await page.getByRole('button', { name: 'I agree' }).click();
  }
  await expect(page).toHaveURL(new RegExp(`/presentation/v2/${presId}/viewer/?$`));
}

export async function enterWithCode(
  page: Page,
  presId: number,
  code: string,
  disclaimer: boolean,
): Promise<void> {
  await openValidate(page, presId);
  await page.getByRole('textbox', { name: 'Entry code' }).fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await passDisclaimer(page, presId, disclaimer);
}

export async function signIn(
  page: Page,
  presId: number,
  email: string,
  disclaimer: boolean,
): Promise<void> {
  await openValidate(page, presId);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await passDisclaimer(page, presId, disclaimer);
}

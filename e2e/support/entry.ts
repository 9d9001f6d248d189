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

export interface AttendeeDetails {
  readonly firstName: string;
  readonly lastName: string;
  readonly company: string;
  readonly email: string;
}

let attendeeCount = 0;
/** Details a test attendee gives where the event asks (unique email per attendee). */
export function someAttendee(): AttendeeDetails {
  attendeeCount += 1;
  return {
    firstName: 'Test',
    lastName: `Attendee ${attendeeCount}`,
    company: 'Podium QA',
    email: `attendee-${process.pid}-${attendeeCount}@example.test`,
  };
}

export const attendeeDetailsHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Tell us who you are' });

/** Fills the attendee details step (textboxes `First name` … `Email`) and presses `Continue`. */
export async function giveAttendeeDetails(page: Page, details: AttendeeDetails): Promise<void> {
  await page.getByRole('textbox', { name: 'First name' }).fill(details.firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(details.lastName);
  await page.getByRole('textbox', { name: 'Company' }).fill(details.company);
  await page.getByRole('textbox', { name: 'Email' }).fill(details.email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/**
 * Enters with a code; where the event asks the attendee's name (a call with Q&A), gives `details`
 * (or someone's), then passes the disclaimer.
 */
export async function enterWithCode(
  page: Page,
  presId: number,
  code: string,
  disclaimer: boolean,
  details: AttendeeDetails = someAttendee(),
): Promise<void> {
  await openValidate(page, presId);
  await page.getByRole('textbox', { name: 'Entry code' }).fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  // The code leads on at once, or to the details step first: wait for one of the two.
  const step = attendeeDetailsHeading(page);
  const onward = new RegExp(`/presentation/v2/${presId}/(disclaimer|viewer)/?$`);
  await expect
    .poll(async () => onward.test(page.url()) || (await step.isVisible()), { timeout: 10_000 })
    .toBe(true);
  if (!onward.test(page.url())) await giveAttendeeDetails(page, details);
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

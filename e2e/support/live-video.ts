// Live video helpers: the demo people and the slide the attendee sees (any event).
import type { Locator, Page } from '@playwright/test';

export { COORDINATOR, PRESENTER, newPerson } from './conference.ts';
export const ATTENDEE_CODE_PREFIX = 'DEMO-';

export const anySlide = (page: Page): Locator =>
  page.getByRole('img', { name: /^Slide \d+ of \d+$/ });

/** The displayed slide number (1-based), or 0 when none is shown. */
export async function shownSlideNumber(page: Page): Promise<number> {
  const slide = anySlide(page);
  if ((await slide.count()) === 0) return 0;
  const name = await slide.getAttribute('alt');
  return Number(/^Slide (\d+) of/.exec(name ?? '')?.[1] ?? 0);
}

// The meeting's dial-in as the page renders it (SPEC §7 dialindetails, icsfile): the id and pin,
// the numbers in the list named Dial-in numbers with the primary first as tel: links, the
// calendar file's link Add to calendar (none once the meeting ended), and a failed read said.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { SmallGroupMeetingData } from '@podium/domain';
import '../../../shared/i18n/i18n.ts';
import '../meeting-i18n.ts';
import { MeetingDialIn } from './MeetingDialIn.tsx';

const data: SmallGroupMeetingData = {
  MeetingId: 8401,
  PresId: 4001,
  MeetingPin: '408102',
  StartDateUTC: '2030-01-01T15:00:00.000Z',
  EndDateUTC: '2030-01-01T15:45:00.000Z',
  Timezone: 'America/New_York',
  PreMeetingAccessMinutes: 15,
  PostMeetingAccessMinutes: 30,
};
const number = (PhoneNumber: string, NumberType: 'TollFree' | 'Local', IsPrimary: boolean) => ({
  Country: 'United States',
  CountryCode: 'US',
  PhoneNumber,
  NumberType,
  IsPrimary,
});

afterEach(cleanup);

describe('the meeting dial-in', () => {
  it('the numbers, primary first, as tel: links, and the calendar file', () => {
    const PhoneNumbers = [
      number('+1 (212) 555-0142', 'Local', false),
      number('+1 (800) 555-0199', 'TollFree', true),
    ];
    render(
      <MeetingDialIn
        data={data}
        load={{ status: 'loaded', data: { MeetingId: 8401, MeetingPin: '408102', PhoneNumbers } }}
        calendarUrl="/api/v1/nrsservice/presentations/smallgroupmeeting/4001/icsfile"
      />,
    );
    expect(screen.getByText('Dial in: meeting ID 8401, PIN 408102')).toBeTruthy();
    const items = within(screen.getByRole('list', { name: 'Dial-in numbers' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'US toll-free: +1 (800) 555-0199',
      'US local: +1 (212) 555-0142',
    ]);
    expect(screen.getByRole('link', { name: '+1 (800) 555-0199' }).getAttribute('href')).toBe(
      'tel:+18005550199',
    );
    const calendar = screen.getByRole('link', { name: 'Add to calendar' });
    expect(calendar.getAttribute('href')).toBe(
      '/api/v1/nrsservice/presentations/smallgroupmeeting/4001/icsfile',
    );
    expect(calendar.hasAttribute('download')).toBe(true);
  });

  it('a failed read keeps the id and pin and says so; no calendar once ended', () => {
    render(<MeetingDialIn data={data} load={{ status: 'failed' }} calendarUrl={null} />);
    expect(screen.getByText('Dial in: meeting ID 8401, PIN 408102')).toBeTruthy();
    expect(screen.getByText('The dial-in numbers are not available right now.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add to calendar' })).toBeNull();
  });
});

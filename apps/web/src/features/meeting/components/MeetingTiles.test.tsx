// The active-speaker layout as the page renders it: the strip and the stage inside the list named
// Participants (each tile a list item named by the person), the speaker on the stage, the viewer
// never on their own stage, the host by default, and a shared screen taking the stage with the
// speaker leading the strip. The host's tiles of others carry Mute and Remove.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { MeetingParticipant } from '@podium/domain';
import '../../../shared/i18n/i18n.ts';
import '../meeting-i18n.ts';
import { initialMeetingState, setMeeting, useMeetingStore } from '../meeting.store.ts';
import { MeetingTiles } from './MeetingTiles.tsx';

const person = (CoreUserId: number, Name: string, IsHost = false): MeetingParticipant => ({
  CoreUserId,
  Name,
  IsHost,
  IsMutedByHost: false,
});
const participants = [
  person(1, 'Harper Host', true),
  person(2, 'Avery Attendee'),
  person(3, 'Grace Hopper'),
];

/** The names on the stage and in the strip, in order. */
function layout() {
  const list = screen.getByRole('list', { name: 'Participants' });
  const names = (selector: string) =>
    Array.from(list.querySelectorAll(`${selector} [role="listitem"]`)).map((e) =>
      e.getAttribute('aria-label'),
    );
  return { stage: names('.meeting__stage'), strip: names('.meeting__strip') };
}

beforeEach(() => {
  useMeetingStore.setState(initialMeetingState, true);
  setMeeting({ participants });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the active-speaker layout', () => {
  it('before anyone spoke: the host on the stage, the others in the strip, all list items', () => {
    render(<MeetingTiles self={3} />);
    expect(layout()).toEqual({ stage: ['Harper Host'], strip: ['Avery Attendee', 'Grace Hopper'] });
    expect(
      within(screen.getByRole('list', { name: 'Participants' })).getAllByRole('listitem'),
    ).toHaveLength(3);
  });

  it('the host does not see themself on the stage: the first other participant', () => {
    render(<MeetingTiles self={1} />);
    expect(layout().stage).toEqual(['Avery Attendee']);
  });

  it('the speaker on the stage; a shared screen takes it and the speaker leads the strip', () => {
    setMeeting({ stage: { speaker: 3, sinceMs: 0 } });
    const { rerender } = render(<MeetingTiles self={2} />);
    expect(layout()).toEqual({ stage: ['Grace Hopper'], strip: ['Harper Host', 'Avery Attendee'] });
    setMeeting({ screenSharer: 1 });
    rerender(<MeetingTiles self={2} />);
    expect(screen.getByRole('region', { name: 'Shared screen' })).toBeInTheDocument();
    expect(layout()).toEqual({
      stage: [],
      strip: ['Grace Hopper', 'Harper Host', 'Avery Attendee'],
    });
  });

  it('gives the host Mute and Remove on the others’ tiles, not on their own', () => {
    render(<MeetingTiles self={1} onAct={() => undefined} />);
    const tile = (name: string) => screen.getByRole('listitem', { name });
    expect(within(tile('Avery Attendee')).getByRole('button', { name: 'Mute' })).toBeVisible();
    expect(within(tile('Grace Hopper')).getByRole('button', { name: 'Remove' })).toBeVisible();
    expect(within(tile('Harper Host')).queryByRole('button')).toBeNull();
  });
});

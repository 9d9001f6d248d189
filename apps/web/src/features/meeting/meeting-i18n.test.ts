// The meeting texts in every SPEC §9 language, with the accessible names the browser tests use
// and the SPEC §8 texts verbatim in English.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@podium/domain';
import { meetingCatalogs } from './meeting-i18n.ts';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('meeting catalogs', () => {
  it('keep the accessible names and SPEC §8 texts, and carry every key in every language', () => {
    expect(meetingCatalogs['en-us']).toMatchObject({
      startMeeting: 'Start meeting',
      endMeeting: 'End meeting',
      joinMeeting: 'Join meeting',
      leaveMeeting: 'Leave meeting',
      leaving: 'Leaving the meeting…',
      dialInNumbers: 'Dial-in numbers',
      addToCalendar: 'Add to calendar',
      muteMicrophone: 'Mute microphone',
      unmuteMicrophone: 'Unmute microphone',
      stopCamera: 'Stop camera',
      startCamera: 'Start camera',
      mute: 'Mute',
      remove: 'Remove',
      audio: {
        connecting: 'Connecting audio',
        stillConnecting: 'Still connecting',
        failed: 'We are unable to connect your browser to web-audio',
        lost: 'Audio connection lost',
      },
      participants: 'Participants',
      sharedScreen: 'Shared screen',
      mediaLoss: {
        offline: 'You are offline. The meeting reconnects by itself when the network is back.',
        reconnecting: 'Reconnecting to the meeting…',
      },
    });
    const english = keys(meetingCatalogs['en-us']).sort();
    for (const language of LANGUAGES)
      expect(keys(meetingCatalogs[language]).sort(), language).toEqual(english);
  });
});

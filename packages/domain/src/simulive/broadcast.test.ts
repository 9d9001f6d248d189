import { describe, expect, it } from 'vitest';
import {
  applyBroadcastCommand,
  broadcastAt,
  broadcastCommandsFor,
  broadcastHeardAt,
  positionAt,
  type BroadcastCommand,
  type BroadcastRecord,
} from './broadcast.ts';

const START = 1_000_000;
const schedule = { startMs: START, durationSeconds: 1200 };
const COMMANDS: readonly BroadcastCommand[] = ['pause', 'resume', 'stop'];

describe('SPEC §1/§4 simulated clock: position = now − scheduled start', () => {
  it('has not started before the start, plays from the start on', () => {
    expect(broadcastAt(schedule, null, START - 1)).toEqual({
      Status: 'NotStarted',
      Offset: 0,
      ended: false,
    });
    expect(broadcastAt(schedule, null, START)).toEqual({
      Status: 'Playing',
      Offset: 0,
      ended: false,
    });
    expect(broadcastAt(schedule, null, START + 20_000).Offset).toBe(20);
  });

  it('gives two attendees reading 20 s apart the position of their own moment', () => {
    const first = broadcastAt(schedule, null, START + 60_000);
    const second = broadcastAt(schedule, null, START + 80_000);
    expect(second.Offset - first.Offset).toBe(20);
  });

  it('ends (Stopped at the end of the recording) once the recording ran out', () => {
    expect(broadcastAt(schedule, null, START + 1_200_000)).toEqual({
      Status: 'Stopped',
      Offset: 1200,
      ended: true,
    });
  });

  it('reads out of order: an earlier moment after a later one gives the earlier position', () => {
    const later = broadcastAt(schedule, null, START + 90_000);
    const earlier = broadcastAt(schedule, null, START + 30_000);
    expect([later.Offset, earlier.Offset]).toEqual([90, 30]);
  });
});

describe('SPEC §4 coordinator pause, resume and stop (every command from every state)', () => {
  const playing = null;
  const paused: BroadcastRecord = {
    status: 'Paused',
    offsetSeconds: 50,
    changedAtMs: START + 50_000,
  };
  const stopped: BroadcastRecord = {
    status: 'Stopped',
    offsetSeconds: 0,
    changedAtMs: START + 50_000,
  };
  const at = START + 100_000;

  const table: Array<[string, BroadcastRecord | null, number, Record<BroadcastCommand, unknown>]> =
    [
      ['NotStarted', null, START - 5_000, { pause: null, resume: null, stop: null }],
      [
        'Playing',
        playing,
        at,
        {
          pause: { status: 'Paused', offsetSeconds: 100, changedAtMs: at },
          resume: null,
          stop: { status: 'Stopped', offsetSeconds: 0, changedAtMs: at },
        },
      ],
      [
        'Paused',
        paused,
        at,
        {
          pause: null,
          resume: { status: 'Playing', offsetSeconds: 50, changedAtMs: at },
          stop: { status: 'Stopped', offsetSeconds: 0, changedAtMs: at },
        },
      ],
      [
        'Stopped (Playing after Stopped restarts at 0, slide 0)',
        stopped,
        at,
        {
          pause: null,
          resume: { status: 'Playing', offsetSeconds: 0, changedAtMs: at },
          stop: null,
        },
      ],
      ['ended', null, START + 2_000_000, { pause: null, resume: null, stop: null }],
    ];

  for (const [name, record, now, expected] of table) {
    for (const command of COMMANDS) {
      it(`${name} + ${command}`, () => {
        expect(applyBroadcastCommand(schedule, record, command, now)).toEqual(expected[command]);
      });
    }
  }

  it('a paused broadcast stays at its offset however long it is held', () => {
    expect(broadcastAt(schedule, paused, START + 900_000)).toEqual({
      Status: 'Paused',
      Offset: 50,
      ended: false,
    });
  });

  it('a resumed broadcast runs on from the paused offset', () => {
    const resumed = applyBroadcastCommand(schedule, paused, 'resume', at);
    expect(broadcastAt(schedule, resumed, at + 10_000).Offset).toBe(60);
  });

  it('a stopped broadcast reads Stopped at 0, not ended', () => {
    expect(broadcastAt(schedule, stopped, at)).toEqual({
      Status: 'Stopped',
      Offset: 0,
      ended: false,
    });
  });
});

describe('the viewer follows the clock from the control it received', () => {
  it('moves a playing position on with the client clock', () => {
    expect(positionAt({ Status: 'Playing', Offset: 10 }, 5_000, 7_500)).toBe(12.5);
  });
  it('keeps paused and stopped positions', () => {
    expect(positionAt({ Status: 'Paused', Offset: 10 }, 5_000, 9_000)).toBe(10);
    expect(positionAt({ Status: 'Stopped', Offset: 0 }, 5_000, 9_000)).toBe(0);
  });
  it('never moves backwards for a clock read before the message (out of order)', () => {
    expect(positionAt({ Status: 'Playing', Offset: 10 }, 5_000, 4_000)).toBe(10);
  });
});

describe('the console offers the commands that apply now', () => {
  it('lists them per state', () => {
    expect(broadcastCommandsFor({ Status: 'NotStarted', Offset: 0, ended: false })).toEqual([]);
    expect(broadcastCommandsFor({ Status: 'Playing', Offset: 3, ended: false })).toEqual([
      'pause',
      'stop',
    ]);
    expect(broadcastCommandsFor({ Status: 'Paused', Offset: 3, ended: false })).toEqual([
      'resume',
      'stop',
    ]);
    expect(broadcastCommandsFor({ Status: 'Stopped', Offset: 0, ended: false })).toEqual([
      'resume',
    ]);
    expect(broadcastCommandsFor({ Status: 'Stopped', Offset: 9, ended: true })).toEqual([]);
  });
});

describe('a broadcast as last heard, at a later moment', () => {
  const heard = (Status: 'Playing' | 'Paused' | 'Stopped' | 'NotStarted', Offset: number) => ({
    control: { Status, Offset },
    receivedAtMs: 5_000,
    ended: false,
    durationSeconds: 100,
  });
  it('moves a playing broadcast on with the clock', () => {
    expect(broadcastHeardAt(heard('Playing', 10), 7_500)).toEqual({
      Status: 'Playing',
      Offset: 12.5,
      ended: false,
    });
  });
  it('stops a playing broadcast at the end of the recording, as ended', () => {
    expect(broadcastHeardAt(heard('Playing', 99), 6_000)).toEqual({
      Status: 'Stopped',
      Offset: 100,
      ended: true,
    });
    expect(broadcastHeardAt(heard('Playing', 99), 5_999).ended).toBe(false);
  });
  it('keeps what is not playing as heard', () => {
    for (const status of ['Paused', 'Stopped', 'NotStarted'] as const)
      expect(broadcastHeardAt(heard(status, 10), 60_000)).toEqual({
        Status: status,
        Offset: 10,
        ended: false,
      });
  });
  it('keeps an ended broadcast ended, playing or not', () => {
    expect(broadcastHeardAt({ ...heard('Playing', 40), ended: true }, 60_000)).toEqual({
      Status: 'Playing',
      Offset: 40,
      ended: true,
    });
  });
});

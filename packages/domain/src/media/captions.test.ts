import { describe, expect, it } from 'vitest';
import {
  CAPTION_LANGUAGE,
  captionIndexAtTime,
  parseVttTimestamp,
  parseWebVtt,
  pickCaptionTrack,
  plainCueText,
  searchCaptions,
  type CaptionCue,
} from './captions.ts';

const SAMPLE = `WEBVTT - Northwind roadshow
Kind: captions

NOTE written by hand
over two lines

STYLE
::cue { color: yellow }

intro
00:00.000 --> 00:04.250 align:start
<v Claire Whitfield>Good morning.</v>

00:00:04.250 --> 00:00:08.700
Welcome to our <i>roadshow</i> &amp; thank you.
Second line

01:00:00.000 --> 01:00:01.000
An hour in.
`;

function cues(source: string): readonly CaptionCue[] {
  const result = parseWebVtt(source);
  if (!result.ok) throw new Error(result.error);
  return result.cues;
}

describe('parseVttTimestamp', () => {
  it('reads mm:ss.ttt and hh:mm:ss.ttt', () => {
    expect(parseVttTimestamp('00:04.250')).toBe(4.25);
    expect(parseVttTimestamp('01:02:03.004')).toBe(3723.004);
    expect(parseVttTimestamp('100:00:00.000')).toBe(360000);
  });
  it('refuses minutes or seconds of 60 and more', () => {
    expect(parseVttTimestamp('00:60.000')).toBeNull();
    expect(parseVttTimestamp('60:00.000')).toBeNull();
  });
});

describe('parseWebVtt', () => {
  it('reads cues with and without identifiers, skipping the header, NOTE and STYLE blocks', () => {
    expect(cues(SAMPLE)).toEqual([
      { start: 0, end: 4.25, text: 'Good morning.' },
      { start: 4.25, end: 8.7, text: 'Welcome to our roadshow & thank you.\nSecond line' },
      { start: 3600, end: 3601, text: 'An hour in.' },
    ]);
  });

  it('accepts CRLF line ends and a byte order mark', () => {
    const source = '\uFEFFWEBVTT\r\n\r\n00:01.000 --> 00:02.000\r\nHello\r\n';
    expect(cues(source)).toEqual([{ start: 1, end: 2, text: 'Hello' }]);
  });

  it('sorts cues by start', () => {
    const source = 'WEBVTT\n\n00:05.000 --> 00:06.000\nB\n\n00:01.000 --> 00:02.000\nA\n';
    expect(cues(source).map((c) => c.text)).toEqual(['A', 'B']);
  });

  it('refuses a file without the signature', () => {
    expect(parseWebVtt('00:01.000 --> 00:02.000\nHello')).toEqual({
      ok: false,
      error: 'A caption file must start with "WEBVTT".',
    });
    expect(parseWebVtt('WEBVTTX\n')).toMatchObject({ ok: false });
  });

  it('refuses a malformed timing, naming its line', () => {
    expect(parseWebVtt('WEBVTT\n\n00:01 --> 00:02\nHello')).toEqual({
      ok: false,
      error: 'Line 3: expected a cue timing.',
    });
    expect(parseWebVtt('WEBVTT\n\nid\n00:01.000 --> 00:61.000\nHello')).toEqual({
      ok: false,
      error: 'Line 4: malformed timestamp.',
    });
  });

  it('refuses a cue that ends before it starts', () => {
    expect(parseWebVtt('WEBVTT\n\n00:05.000 --> 00:04.000\nHello')).toEqual({
      ok: false,
      error: 'Line 3: the cue ends before it starts.',
    });
  });

  it('reads an empty track', () => {
    expect(cues('WEBVTT\n')).toEqual([]);
  });
});

describe('plainCueText', () => {
  it('drops tags and timestamps inside the text and decodes entities', () => {
    expect(plainCueText('<c.loud>Hi</c> <00:01.500>there &lt;3 &gt;&nbsp;x')).toBe(
      'Hi there <3 >\u00a0x',
    );
  });
});

describe('captionIndexAtTime', () => {
  const list: CaptionCue[] = [
    { start: 0, end: 4, text: 'a' },
    { start: 5, end: 9, text: 'b' },
    { start: 9, end: 12, text: 'c' },
  ];

  it('finds the cue with start ≤ t < end', () => {
    expect(captionIndexAtTime(list, 0)).toBe(0);
    expect(captionIndexAtTime(list, 3.99)).toBe(0);
    expect(captionIndexAtTime(list, 5)).toBe(1);
    expect(captionIndexAtTime(list, 9)).toBe(2);
  });

  it('is -1 between cues, after the last and for NaN', () => {
    expect(captionIndexAtTime(list, 4.5)).toBe(-1);
    expect(captionIndexAtTime(list, 12)).toBe(-1);
    expect(captionIndexAtTime(list, Number.NaN)).toBe(-1);
    expect(captionIndexAtTime([], 1)).toBe(-1);
  });

  it('keeps a long cue showing under a shorter one that has ended', () => {
    const overlapping: CaptionCue[] = [
      { start: 0, end: 10, text: 'long' },
      { start: 2, end: 3, text: 'short' },
    ];
    expect(captionIndexAtTime(overlapping, 2.5)).toBe(1);
    expect(captionIndexAtTime(overlapping, 5)).toBe(0);
  });
});

describe('searchCaptions', () => {
  const list: CaptionCue[] = [
    { start: 0, end: 1, text: 'Good morning, investors.' },
    { start: 1, end: 2, text: 'Revenue grew   strongly' },
    { start: 2, end: 3, text: 'Café Résumé' },
  ];

  it('matches case-insensitively, ignoring accents and collapsing white space', () => {
    expect(searchCaptions(list, 'MORNING')).toEqual([0]);
    expect(searchCaptions(list, 'grew strongly')).toEqual([1]);
    expect(searchCaptions(list, 'resume')).toEqual([2]);
  });

  it('lists every cue for an empty query and none for a miss', () => {
    expect(searchCaptions(list, '  ')).toEqual([0, 1, 2]);
    expect(searchCaptions(list, 'dividend')).toEqual([]);
  });
});

describe('CAPTION_LANGUAGE', () => {
  it('accepts lower-case language tags only', () => {
    for (const tag of ['en', 'en-us', 'zh-cn', 'ja', 'zh-hant-tw']) {
      expect(CAPTION_LANGUAGE.test(tag)).toBe(true);
    }
    for (const tag of ['EN', 'english', 'en_us', '../x', 'e', '']) {
      expect(CAPTION_LANGUAGE.test(tag)).toBe(false);
    }
  });
});

describe('pickCaptionTrack', () => {
  const en = { Language: 'en-us' };
  const ja = { Language: 'ja' };
  const zh = { Language: 'zh-cn' };

  it('prefers the same tag, then the same language, then the first track', () => {
    expect(pickCaptionTrack([en, ja, zh], 'zh-CN')).toBe(zh);
    expect(pickCaptionTrack([ja, en], 'en-gb')).toBe(en);
    expect(pickCaptionTrack([ja, en], 'fr')).toBe(ja);
    expect(pickCaptionTrack([], 'en-us')).toBeNull();
  });
});

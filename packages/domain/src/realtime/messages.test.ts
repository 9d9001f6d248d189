import { describe, expect, it } from 'vitest';
import { parseTopicMessage, topicMessage } from './messages.ts';
import { hubTopics } from './topics.ts';

describe('SPEC §7 topic messages (ARCHITECTURE §2: payloads validated before use)', () => {
  it('round-trips a typed message through the envelope', () => {
    const envelope = topicMessage(hubTopics.callSlide(42), { SlideIndex: 3 });
    expect(envelope).toEqual({ topic: 'conferencecall.42.slide', payload: { SlideIndex: 3 } });
    const parsed = parseTopicMessage(envelope);
    expect(parsed).toEqual({
      ok: true,
      message: { kind: 'callSlide', topic: hubTopics.callSlide(42), payload: { SlideIndex: 3 } },
    });
  });

  it('narrows the payload type by topic kind', () => {
    const parsed = parseTopicMessage({
      topic: 'conferencecall.42.presentercontrol',
      payload: { PresenterControlEnabled: true, SlideSyncEnabled: false },
    });
    if (!parsed.ok || parsed.message.kind !== 'presenterControl')
      throw new Error('expected presenter control');
    expect(parsed.message.payload.SlideSyncEnabled).toBe(false);
  });

  it('validates the payload against the schema of its topic, not any topic', () => {
    // A valid slide payload sent on the presenter topic lacks the presenter fields.
    expect(
      parseTopicMessage({ topic: 'conferencecall.42.presenter', payload: { SlideIndex: 3 } }),
    ).toEqual({
      ok: false,
      error: 'invalidPayload',
    });
  });

  it('refuses malformed envelopes and unknown topics', () => {
    expect(parseTopicMessage('hello')).toEqual({ ok: false, error: 'malformedEnvelope' });
    expect(parseTopicMessage({ payload: {} })).toEqual({ ok: false, error: 'malformedEnvelope' });
    expect(parseTopicMessage({ topic: 'conferencecall.42.secret', payload: {} })).toEqual({
      ok: false,
      error: 'unknownTopic',
    });
  });
});

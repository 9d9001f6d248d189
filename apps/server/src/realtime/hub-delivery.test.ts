// SPEC §6: public participants get a split topic's public payload, or nothing.
import { describe, expect, it } from 'vitest';
import { parseDelivery, payloadFor } from './hub-delivery.ts';

describe('what a subscriber receives of a delivery', () => {
  const topic = 'conferencecall.7001.slide';

  it('gives everyone the payload of a topic that is not split', () => {
    const delivery = { topic, payload: { SlideIndex: 9 } };
    expect(payloadFor(delivery, false)).toEqual({ SlideIndex: 9 });
    expect(payloadFor(delivery, true)).toEqual({ SlideIndex: 9 });
  });

  it('gives public participants the public payload, or nothing when it is null', () => {
    const split = { topic, payload: { SlideIndex: 9 }, publicPayload: { SlideIndex: 6 } };
    expect(payloadFor(split, false)).toEqual({ SlideIndex: 9 });
    expect(payloadFor(split, true)).toEqual({ SlideIndex: 6 });
    expect(payloadFor({ ...split, publicPayload: null }, true)).toBeUndefined();
  });

  it('accepts a relayed delivery only on a topic the protocol knows', () => {
    expect(parseDelivery({ topic, payload: { SlideIndex: 1 }, publicPayload: null })).toEqual({
      topic,
      payload: { SlideIndex: 1 },
      publicPayload: null,
    });
    expect(parseDelivery({ topic: 'nope.1', payload: {} })).toBeNull();
    expect(parseDelivery('x')).toBeNull();
  });
});

// One topic message as the hub sends it, within a process and between processes (through the
// adapter): the payload, and for topics split by SPEC §6 the payload public participants get.
import { parseTopic, TopicMessageEnvelopeSchema, type TopicMessageEnvelope } from '@podium/domain';

/** Absent publicPayload: public participants get the payload; null: they get nothing. */
export interface Delivery extends TopicMessageEnvelope {
  readonly publicPayload?: unknown;
}

/** A delivery that came from another process, checked before anything is sent on. */
export function parseDelivery(raw: unknown): Delivery | null {
  const envelope = TopicMessageEnvelopeSchema.safeParse(raw);
  if (!envelope.success || parseTopic(envelope.data.topic) === null) return null;
  const split = typeof raw === 'object' && raw !== null && 'publicPayload' in raw;
  return split ? { ...envelope.data, publicPayload: raw.publicPayload } : envelope.data;
}

/** What one subscriber receives of a delivery (SPEC §6); undefined: nothing. */
export function payloadFor(delivery: Delivery, isPublicParticipant: boolean): unknown {
  if (!isPublicParticipant || delivery.publicPayload === undefined) return delivery.payload;
  return delivery.publicPayload === null ? undefined : delivery.publicPayload;
}

// The realtime hub as the features see it (SPEC §7 Realtime): a connection that fetches its own
// token, keeps its topic subscriptions across reconnects and hands over validated messages only.
// Features depend on this interface, so component tests can pass a fake hub.
import type {
  CallAudioClientSignal,
  CallAudioServerSignal,
  CallAudioSignalAck,
  MeetingClientSignal,
  MeetingServerSignal,
  MeetingSignalAck,
  SubscribeAck,
  TopicDescriptor,
  TopicMessage,
  UpdateAck,
  UpdatePresControlMessage,
  UpdateUserPresDataMessage,
} from '@podium/domain';

export type HubConnectionEvent =
  /** Connected; `reconnect` when an earlier connection of this client had been lost (SPEC §8 refresh). */
  | { readonly type: 'connected'; readonly reconnect: boolean }
  /** The socket failed to connect or dropped; retries are under way (SPEC §8 toaster). */
  | { readonly type: 'connectionLost' }
  /** While lost: the next attempt is due at `atMs` (SPEC §9 schedule; the toaster counts to it). */
  | { readonly type: 'attemptScheduled'; readonly atMs: number }
  /**
   * The first connection's retries (SPEC §7) or the token retries (SPEC §4: every 10 s, 5 times)
   * are used up, or a lost connection's first attempt after the 60 s quick window failed
   * (SPEC §8/§9). Retries go on.
   */
  | { readonly type: 'retriesExhausted' }
  /** The server refused or cut the connection because access was revoked (SPEC §6). */
  | { readonly type: 'accessRevoked' }
  /** The server speaks another protocol version: this build is out of date. */
  | { readonly type: 'protocolMismatch' };

export type HubMessageListener = (message: TopicMessage) => void;
export type HubConnectionListener = (event: HubConnectionEvent) => void;

export interface HubClient {
  /** Opens the connection (token first). Calling it again while started does nothing. */
  start(): void;
  /** Closes the connection for good and cancels pending retries. */
  stop(): void;
  /**
   * Joins a topic now and after every reconnect. The ack says whether the server allowed it;
   * while disconnected the promise waits for the next connection.
   */
  subscribe(topic: TopicDescriptor): Promise<SubscribeAck>;
  unsubscribe(topic: TopicDescriptor): Promise<SubscribeAck>;
  /** SPEC §7 UpdatePresControl; rejects when the server does not answer. */
  updatePresControl(message: UpdatePresControlMessage): Promise<UpdateAck>;
  /**
   * SPEC §7 UpdateUserPresData (the resume position). Never rejects, so a caller can fall back to
   * REST on any refusal: 'unavailable' when not connected, when the server does not answer in time
   * or answers something unreadable; 'invalid' (nothing sent) for a message the schema refuses.
   */
  updateUserPresData(message: UpdateUserPresDataMessage): Promise<UpdateAck>;
  /** Meeting media signalling; 'unavailable' when not connected or without an answer in time. */
  meetingSignal(message: MeetingClientSignal): Promise<MeetingSignalAck>;
  /** Validated signalling the meeting media server sends this connection. */
  onMeetingSignal(listener: (signal: MeetingServerSignal) => void): () => void;
  /**
   * Conference call audio signalling (the call of this connection's token); 'unavailable' when
   * not connected or without an answer in time.
   */
  callAudioSignal(message: CallAudioClientSignal): Promise<CallAudioSignalAck>;
  /** Validated signalling the call audio server sends this connection. */
  onCallAudioSignal(listener: (signal: CallAudioServerSignal) => void): () => void;
  onMessage(listener: HubMessageListener): () => void;
  onConnection(listener: HubConnectionListener): () => void;
}

// What services see of the realtime hub (SPEC §7 Realtime): publish a typed topic message and
// cut participants off. The socket.io plugin implements it; services depend only on this.
import type { WarmUpResult } from './hub-warm-up.ts';
import type {
  CallAudioClientSignal,
  CallAudioServerSignal,
  CallAudioSignalAck,
  MeetingClientSignal,
  MeetingServerSignal,
  MeetingSignalAck,
  HubSubject,
  RetainedTopicKind,
  PublishSubject,
  TopicDescriptor,
  TopicKind,
  TopicOf,
  TopicPayload,
  UpdateAck,
  UpdatePresControlMessage,
  UpdateUserPresDataMessage,
} from '@podium/domain';

/** Which live connections a disconnect applies to (SPEC §6: revoked participants are cut off). */
export interface DisconnectFilter {
  /** Every connection opened with a token of this session (its sign-out, SPEC §8 timeout). */
  readonly sessionId?: string;
  readonly presId?: number;
  readonly conferenceId?: number;
  readonly coreUserId?: number;
  /** Only public participants (SPEC §4: a public call end revokes all public access). */
  readonly publicOnly?: boolean;
}

/**
 * SPEC §6 public/private split on a topic every participant may follow (the conference call's
 * .slide and .presenter carry a slide index): public participants get `publicPayload` instead of
 * the payload, or nothing when it is null. Absent: everyone gets the same payload.
 */
export interface PublishOptions<K extends TopicKind> {
  readonly publicPayload?: TopicPayload<K> | null;
}

export interface HubPublisher {
  /** Sends the payload (validated against its topic schema) to every subscriber of the topic. */
  publish<K extends TopicKind>(
    topic: TopicOf<K>,
    payload: TopicPayload<K>,
    options?: PublishOptions<K>,
  ): void;
  /** Disconnects matching sockets (after they have received any access message). */
  disconnect(filter: DisconnectFilter): Promise<void>;
}

export type { TopicDescriptor };

/**
 * One hub connection as the server resolved it from its token (SPEC §7 uegtoken): the
 * entitlement subject of packages/domain plus what handlers need to act for it.
 */
export interface HubClient {
  readonly subject: HubSubject;
  /** The conference call the token was issued for (SPEC §7 conferenceCallId), if any. */
  readonly conferenceId: number | null;
  /** SPEC §6 SGM role on the presentation (None 0, Attendee 1, Host 2). */
  readonly sgmRole: number;
  /** The session that asked for the token. */
  readonly sessionId: string;
  /** The visit log id the client sent with the token request; client-supplied. */
  readonly logId: number | null;
}

/**
 * The conference module's part of an UpdatePresControl (SPEC §7): the hub validates the message,
 * checks it names the connection's presentation and asks `mayPublishUpdate` (SPEC §6) with the
 * PublishSubject this handler reports; only then does it call `apply`.
 */
export interface PresControlUpdateHandler {
  /** What the sender may publish now (the conference module knows the active presenter). */
  publishSubject(client: HubClient, message: UpdatePresControlMessage): Promise<PublishSubject>;
  /** Stores an allowed update and publishes it to the call's topics. */
  apply(client: HubClient, message: UpdatePresControlMessage): Promise<UpdateAck>;
}

/** SPEC §7 UpdateUserPresData: PresId already checked against the connection's presentation. */
export type UserPresDataHandler = (
  client: HubClient,
  message: UpdateUserPresDataMessage,
) => Promise<UpdateAck>;

/** One hub connection as the meeting media server talks to it. */
export interface MeetingSignalPeer {
  /** The socket's id: stable for the connection's life. */
  readonly socketId: string;
  send(message: MeetingServerSignal): void;
}

/** The meeting media server's part of the hub: signalling messages and connections that end. */
export interface MeetingSignalHandler {
  message(
    client: HubClient,
    peer: MeetingSignalPeer,
    message: MeetingClientSignal,
  ): Promise<MeetingSignalAck>;
  /** The hub connection closed: its media connections close with it. */
  disconnected(socketId: string): void;
}

/** One hub connection as the call audio speakers' server talks to it. */
export interface CallAudioSignalPeer {
  /** The socket's id: stable for the connection's life. */
  readonly socketId: string;
  send(message: CallAudioServerSignal): void;
}

/** The call audio's part of the hub: signalling messages and connections that end. */
export interface CallAudioSignalHandler {
  message(
    client: HubClient,
    peer: CallAudioSignalPeer,
    message: CallAudioClientSignal,
  ): Promise<CallAudioSignalAck>;
  /** The hub connection closed: its audio connection closes with it. */
  disconnected(socketId: string): void;
}

/** What the conference module knows about a participant (SPEC §6), asked at token and connect time. */
export interface HubParticipation {
  /** SPEC §4/§6: this participant's access, or public access for a public participant, was revoked. */
  readonly accessRevoked: boolean;
  /** SPEC §6 conference call presenter (in the call's presenter list). */
  readonly isConferencePresenter: boolean;
}

export interface HubParticipationQuery {
  readonly presId: number;
  readonly conferenceId: number;
  readonly coreUserId: number;
  readonly isPublicParticipant: boolean;
  /** The role table's conference-presenter flag, the answer when nothing more is known. */
  readonly roleIsConferencePresenter: boolean;
  /** SPEC §6: with the role flags, what the cut-off rule's exemption reads (callCutOff). */
  readonly isSiteAdmin: boolean;
  /** SPEC §6 live video role bits on the presentation (Event Coordinator 4). */
  readonly liveVideoRoles: number;
}

/** A participant of a call, as presence marks them (packages/domain presence.ts). */
export interface PresenceKey {
  readonly conferenceId: number;
  readonly coreUserId: number;
}

/** Conference facts the hub needs but does not own; the conference module may replace the default. */
export interface HubDirectory {
  /** Whether conferenceId is a conference call (or live event) of presId. */
  isConferenceOf(presId: number, conferenceId: number): Promise<boolean>;
  participation(query: HubParticipationQuery): Promise<HubParticipation>;
}

/** Where the hub reports who is connected to a call (the conference module keeps the marks). */
export interface PresenceSink {
  /** These participants hold a hub connection to their call on this process now. */
  markPresent(keys: readonly PresenceKey[], at: Date): Promise<void>;
  /** Each of these participants' last connection on this process closed. */
  markAbsent(keys: readonly PresenceKey[]): Promise<void>;
}

/** What a retained topic holds now: the message a live change would publish (null: none). */
export interface RetainedMessage<K extends TopicKind> {
  readonly payload: TopicPayload<K>;
  readonly options?: PublishOptions<K>;
}

/** Reads a retained topic's current message from where the module keeps its state. */
export type RetainedSource<K extends RetainedTopicKind> = (
  topic: TopicOf<K>,
) => Promise<RetainedMessage<K> | null>;

/** app.hub: the publisher services use, plus the registrations of the modules behind the hub. */
export interface Hub extends HubPublisher {
  /**
   * The module that owns a retained topic's state says how to read it (packages/domain
   * RETAINED_TOPIC_KINDS); until then a subscriber gets what was last published, if anything.
   */
  retain<K extends RetainedTopicKind>(kind: K, source: RetainedSource<K>): void;
  onUpdatePresControl(handler: PresControlUpdateHandler): void;
  onUpdateUserPresData(handler: UserPresDataHandler): void;
  onMeetingSignal(handler: MeetingSignalHandler): void;
  onCallAudioSignal(handler: CallAudioSignalHandler): void;
  /** Replaces the default directory (ConferenceCallData.Id, role flags, nobody revoked). */
  useDirectory(directory: HubDirectory): void;
  /** Where presence goes (packages/domain presence.ts); until set, nowhere. */
  onPresence(sink: PresenceSink): void;
  /**
   * Called with the kind of every topic message this process delivers, its own and those
   * published on other processes, before its subscribers get it (the access memory forgets
   * what a revocation took away).
   */
  onDelivery(listener: (kind: TopicKind) => void): void;
  readonly directory: HubDirectory;
  /**
   * Whether hub handshakes are arriving by the dozen (a reconnect storm after a restart): the
   * API admission gate (plugins/api-gate.ts) then lets fewer requests run at once.
   */
  handshaking(): boolean;
  /**
   * Rehearses `handshakes` hub handshakes against this listening process (hub-warm-up.ts), so the
   * code they run is compiled before the viewers of a restart return; they count as no storm.
   */
  warmUp(handshakes: number): Promise<WarmUpResult>;
}

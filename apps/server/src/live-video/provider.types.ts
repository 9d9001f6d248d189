// The live video provider (ARCHITECTURE §1: each provider an interface with a built-in
// implementation that runs on one machine). It turns one feed per event into HLS in a folder the
// live video service names; the service keeps the event's state and decides who may do what.

export type FeedSource = 'browser' | 'rtmp';

export type FeedState =
  /** No feed process. */
  | 'idle'
  /** Waiting for an encoder to connect (RTMP) or receiving media. */
  | 'receiving'
  /** The feed ended normally; the recording is complete. */
  | 'stopped'
  /** The feed process failed. */
  | 'failed';

export interface FeedStatus {
  readonly state: FeedState;
  readonly source: FeedSource | null;
  /** The recording folder (under the event's folder) the feed writes into. */
  readonly folder: string | null;
}

export interface FeedEnd {
  readonly presId: number;
  readonly folder: string;
  readonly ok: boolean;
}

export interface LiveVideoProvider {
  /** Root folder of every event's recordings: {root}/{presId}/{folder}/. */
  readonly rootDir: string;
  /** Starts a recording fed by the browser studio's WebM chunks (pushChunk). */
  startBrowserFeed(presId: number, folder: string): Promise<void>;
  /** Appends the next chunk of the browser feed, in order; waits while the encoder catches up. */
  pushChunk(presId: number, chunk: Buffer): Promise<void>;
  /**
   * Opens an RTMP listener on `port` for the event's encoder; the recording starts when it
   * connects and ends when it disconnects.
   */
  startRtmpFeed(presId: number, folder: string, listenUrl: string): Promise<void>;
  /** Ends the event's feed and waits until its recording is complete. */
  stopFeed(presId: number): Promise<void>;
  status(presId: number): FeedStatus;
  /** Called once for each feed that ended (stopped, disconnected or failed). */
  onFeedEnd(listener: (end: FeedEnd) => void): void;
  /** Called each time an RTMP encoder is turned away for a wrong stream key. */
  onRefused(listener: (presId: number) => void): void;
  /** Ends every feed (server shutdown). */
  close(): Promise<void>;
}

// The wire protocol's schemas the hub client validates with (domain realtime), in a module of
// their own: the viewer evaluates them in a task before the hub client's (kind-views.ts), so a
// phone's main thread is not held by both at once. The topics' payload schemas come before them
// (hub-payloads.ts, a part of their own); importing that module here puts its file among the
// view's files the page fetches ahead.
import './hub-payloads.ts';
export {
  CallAudioServerSignalSchema,
  CallAudioSignalAckSchema,
  MeetingServerSignalSchema,
  MeetingSignalAckSchema,
  parseTopicMessage,
  SubscribeAckSchema,
  SubscribeManyAckSchema,
  UpdateAckSchema,
  UpdateUserPresDataMessageSchema,
} from '@podium/domain';

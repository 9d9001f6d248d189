// The wire protocol's schemas the hub client validates with (domain realtime), in a module of
// their own: the viewer evaluates them in a task before the hub client's (kind-views.ts), so a
// phone's main thread is not held by both at once.
export {
  MeetingServerSignalSchema,
  MeetingSignalAckSchema,
  parseTopicMessage,
  SubscribeAckSchema,
  SubscribeManyAckSchema,
  UpdateAckSchema,
  UpdateUserPresDataMessageSchema,
} from '@podium/domain';

// The topics' payload schemas (domain realtime payloads.ts), the larger half of the wire
// protocol's schemas, in a module of their own: the viewer evaluates them in a task before the
// rest of the protocol (hub-protocol.ts) and the hub client (kind-views.ts), so no one of those
// tasks holds a phone's main thread long.
export {
  AccessRevokedMessageSchema,
  AttendeePresenterListMessageSchema,
  AudioStateMessageSchema,
  CallStatusMessageSchema,
  CallUpdateMessageSchema,
  EntryCodeUpdateMessageSchema,
  MediaUpdateMessageSchema,
  NotificationMessageSchema,
  PlaybackControlMessageSchema,
  PresenterControlMessageSchema,
  PresenterListMessageSchema,
  PresenterUpdateMessageSchema,
  PublicAccessMessageSchema,
  PublicSlidesUpdateMessageSchema,
  QuestionUpdateMessageSchema,
  SlideMessageSchema,
  SlidesUpdateMessageSchema,
} from '@podium/domain';

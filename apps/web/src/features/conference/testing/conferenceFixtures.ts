// Fixtures of a conference call with slides (demo 2001's shape) for component tests: the
// presentation, users and the answers of the SPEC §7 conference calls.
import type {
  CallStatusResponse,
  ConferencePresControl,
  Participant,
  Presentation,
  Question,
  User,
} from '@podium/domain';
import type { FakeReply, RecordedRequest } from '../../../app/testing/fakeFetch.ts';
import { attendee, makeSlidesPresentation } from '../../viewer/test-utils.tsx';

export const PRES_ID = 2001;
export const CONF_ID = 7001;
export const CALL = `presentations/${PRES_ID}/conferencecalls/${CONF_ID}`;

export function conferencePresentation(overrides: Partial<Presentation> = {}): Presentation {
  return makeSlidesPresentation(12, {
    PresentationId: PRES_ID,
    TitleBarWeb: 'Northwind Q3 Earnings Call',
    HasConferenceCall: true,
    PrivateSlidesBeginAt: 7,
    ConferenceCallData: {
      CallTitle: 'Northwind Q3 Earnings Call',
      Id: CONF_ID,
      AskForPublicPrivate: true,
      QandAType: 'TextAndAudio',
      PreEventQADisabled: false,
      HideDocumentsBeforeEvent: false,
      PresenterControlEnabled: true,
      PlaybackEndTimeUtc: null,
    },
    ...overrides,
  });
}

export const presenterUser: User = {
  ...attendee,
  CoreId: 7,
  FullName: 'Pat Panelist',
  FirstName: 'Pat',
  LastName: 'Panelist',
  EmailAddress: 'panelist@podium.test',
  IsConferencePresenter: true,
};

export function liveStatus(overrides: Partial<CallStatusResponse> = {}): CallStatusResponse {
  return {
    Status: 'LIVE',
    StreamingState: 'Streaming',
    UpdatedDateUtc: '2026-11-21T15:00:00.000Z',
    PublicCallEndTimeUtc: null,
    StartTimeUtc: '2026-11-21T15:00:00.000Z',
    IsDeleted: false,
    QuestionEditAllowed: false,
    ...overrides,
  };
}

export function participant(overrides: Partial<Participant> = {}): Participant {
  return {
    Id: 501,
    IsPublicParticipant: false,
    AccessRevoked: false,
    RegistrationType: 'Standard',
    AllowToTalk: false,
    ...overrides,
  };
}

export function presControl(overrides: Partial<ConferencePresControl> = {}): ConferencePresControl {
  return {
    PresenterControlEnabled: true,
    SlideSyncEnabled: true,
    SlideIndex: 0,
    ActivePresenterCoreUserId: null,
    ActivePresenterName: null,
    Presenters: [{ CoreUserId: 7, Name: 'Pat Panelist' }],
    ...overrides,
  };
}

export function question(overrides: Partial<Question> = {}): Question {
  return {
    Id: 900,
    ConfId: CONF_ID,
    AttendeeFirstName: 'Ada',
    AttendeeMiddleInitial: '',
    AttendeeLastName: 'Attendee',
    AttendeeCompanyName: 'Fund',
    Question: 'What is the guidance for next year?',
    QuestionType: 'Text',
    BridgeType: null,
    DoNotAnnounceNameAndCompany: false,
    Status: 'Pristine',
    ...overrides,
  };
}

type Handler = FakeReply | ((request: RecordedRequest) => FakeReply);

/** The calls a conference view makes on entry, answering as a live call would. */
export function conferenceHandlers(
  options: {
    status?: CallStatusResponse;
    participant?: Participant;
    presControl?: ConferencePresControl;
    questions?: Question[];
  } = {},
): Record<string, Handler> {
  return {
    [`GET ${CALL}/status`]: { body: options.status ?? liveStatus() },
    [`GET ${CALL}/participants`]: { body: [options.participant ?? participant()] },
    [`GET ${CALL}/presControl`]: { body: options.presControl ?? presControl() },
    [`GET ${CALL}/questions`]: { body: options.questions ?? [] },
    [`GET ${CALL}/livestream`]: { body: { Url: `/api/v1/nrsservice/${CALL}/liveaudio/live.m3u8` } },
    [`GET ${CALL}/dialinnumbers`]: {
      body: {
        PhoneNumbers: [
          {
            Country: 'United States',
            CountryCode: 'US',
            PhoneNumber: '+1 (555) 010-4477',
            NumberType: 'Local',
            IsPrimary: false,
          },
          {
            Country: 'United States',
            CountryCode: 'US',
            PhoneNumber: '+1 (800) 555-0199',
            NumberType: 'TollFree',
            IsPrimary: true,
          },
        ],
        AccessCode: '7001 2001',
        SupportNumber: '+1 (800) 555-0100',
      },
    },
    [`POST ${CALL}/participantsessions`]: {
      body: {
        Id: 1,
        ConferenceId: CONF_ID,
        ParticipantId: 501,
        ParticipantType: 'Live',
        JoinTimeUtc: null,
        IsActive: true,
      },
    },
  };
}

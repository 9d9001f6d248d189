// The shape of a demo event as the data modules describe it; the loader turns it into rows.
// Asset paths are relative to src/demo/assets/.
import type { Disclaimer, EventInfo, Security } from '@podium/domain';
import type { PresentationExtras } from '../db/schema/index.ts';
import type { MediaManifest } from './media-manifest.ts';
import type { DemoConference } from './demo-conference.ts';
import type { DemoLiveVideo } from './demo-live-video.ts';
import type { DemoSimuLive } from './demo-simulive.ts';
import type { DemoMeeting } from './demo-meeting.ts';

export interface DemoUser {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly company: string;
  readonly isSiteAdmin: boolean;
  /** The role this user holds in every demo event (ARCHITECTURE §4). */
  readonly role: {
    readonly liveVideoRole: number;
    readonly sgmRole: number;
    readonly slideNavigation: boolean;
    readonly isConferencePresenter: boolean;
  };
}

export interface DemoBranding {
  readonly guid: string;
  readonly primaryColor: string;
  readonly stylesheet: string;
}

export interface DemoSpeaker {
  readonly name: string;
  readonly title: string;
  readonly company: string;
  /** SPEC §3 NameStyle, TitleStyle, CompanyStyle: inline CSS declarations (speaker-display.ts). */
  readonly nameStyle?: string;
  readonly titleStyle?: string;
  readonly companyStyle?: string;
  /** SPEC §3 Speaker URL: the page the speaker's name links to. */
  readonly url?: string;
  /** Seconds into the media at which the speaker appears (media events). */
  readonly appearanceTimes?: readonly number[];
  /** Indexes of the event's slides the speaker presents (→ SlideGuids). */
  readonly slideIndexes?: readonly number[];
}

/** On-demand media (SPEC §1 media kinds) described by the event's media.json. */
export interface DemoMedia {
  readonly manifest: MediaManifest;
  /** File in assets/branding/ shown over the video (SPEC §3 Watermark); null for none. */
  readonly watermark: string | null;
  /** WebVTT caption tracks in the event's asset folder, one per language. */
  readonly captions: readonly DemoCaptionTrack[];
}

export interface DemoCaptionTrack {
  readonly language: string;
  readonly label: string;
  readonly file: string;
}

export interface DemoUnderwriter {
  readonly name: string;
  readonly logoType: 'Issuer' | 'Underwriter';
  /** File in assets/branding/. */
  readonly logo: string;
}

export type DemoDocument =
  | { readonly name: string; readonly extType: 1 | 2 | 3 | 4 | 6; readonly file: string }
  | { readonly name: string; readonly extType: 5; readonly linkUrl: string };

export interface DemoEvent {
  readonly presId: number;
  readonly title: string;
  /** Folder under assets/ with this event's files. */
  readonly assetDir: string;
  /**
   * Manifest of slides (JSON [{file, thumb, title}], paths relative to assetDir), if any. Media
   * events take their slides, with cue times, from media.manifest instead.
   */
  readonly slidesManifest: string | null;
  readonly media: DemoMedia | null;
  readonly privateSlidesBeginAt: number | null;
  readonly branding: DemoBranding | null;
  /** File in assets/branding/. */
  readonly titleLogo: string | null;
  readonly underwriterButtonText: string | null;
  readonly underwriters: readonly DemoUnderwriter[];
  readonly speakers: readonly DemoSpeaker[];
  readonly documents: readonly DemoDocument[];
  readonly eventInfo: EventInfo;
  readonly disclaimer: Disclaimer | null;
  readonly security: Security;
  /** Whether PUBLIC-{presId} exists (SPEC §6 public portion). DEMO-{presId} always exists. */
  readonly hasPublicEntry: boolean;
  readonly links: readonly { readonly presId: number; readonly linkType: 0 | 1 | 2 }[];
  readonly extras: PresentationExtras;
  /** The event's conference call on the built-in bridge (demo-conference.ts), if it has one. */
  readonly conference?: DemoConference;
  /** The event's live video on the built-in provider (demo-live-video.ts), if it has one. */
  readonly liveVideo?: DemoLiveVideo;
  /** The event's small group meeting on the built-in provider (demo-meeting.ts); needs `conference`. */
  readonly meeting?: DemoMeeting;
  /** SPEC §9 show type (the simulated-live conference calls name theirs). */
  readonly showType?: string;
  /** The recording a simulated-live event broadcasts (demo-simulive.ts). */
  readonly simuLive?: DemoSimuLive;
  /** A retail show (SPEC §2 /register, §7 retail calls): the code of its public link. */
  readonly retail?: {
    readonly linkCode: string;
    /** Whether visitors register before they watch; true when absent. */
    readonly registrationRequired?: boolean;
  };
  /** Extra entry codes, e.g. REVIEW-{presId} of type review (SPEC §1 review mode). */
  readonly extraEntryCodes?: readonly { readonly code: string; readonly type: string }[];
}

/** Each event module builds its event for a load time, so dates are relative to it. */
export type DemoEventFactory = (loadedAt: Date) => DemoEvent;

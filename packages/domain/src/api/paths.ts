// One place for the SPEC §7 paths the viewer calls, relative to SERVICE_BASE_PATH
// (/api/v1/nrsservice). The server registers the same templates.
export const apiPaths = {
  signIn: () => 'account/signin',
  signOut: () => 'account/signout',
  loggedInUser: () => 'account/GetLoggedInUserForPresentation',
  keepAlive: () => 'account/KeepAlive',
  convertTime: () => 'time/convertUTCToClientTimeZone',
  processEntryCode: () => 'entrycode/processEntrycode',
  attendeeDetails: () => 'entrycode/attendeedetails',
  presentation: () => 'presentation',
  route: (presId: number) => `presentation/${presId}/route`,
  linkedPresentations: (presId: number, password: string) =>
    `presentations/${presId}/linkedpresentations/${encodeURIComponent(password)}`,
  disclaimer: (presId: number) => `presentation/${presId}/disclaimer`,
  acceptDisclaimer: (presId: number) => `presentation/${presId}/disclaimer/accept`,
  /** SPEC §2 leaveevent: the participant session for this event ends. */
  leaveEvent: (presId: number) => `presentation/${presId}/leave`,
  slideTransitions: (presId: number) => `presslidetransition/${presId}`,
  eventBrandingLogo: (presId: number) => `eventBranding/${presId}/logo`,
  slideImage: (presId: number, slideGuid: string) =>
    `presentation/${presId}/slides/${slideGuid}/image`,
  slideThumbnail: (presId: number, slideGuid: string) =>
    `presentation/${presId}/slides/${slideGuid}/thumbnail`,
  /** A WebP copy `width` px wide of a slide image or thumbnail (slides/image-variants.ts). */
  slideVariant: (presId: number, slideGuid: string, kind: 'image' | 'thumbnail', width: number) =>
    `presentation/${presId}/slides/${slideGuid}/${kind}/${width}`,
  documentStream: (presId: number, docId: number) =>
    `user/presentation/${presId}/documentstream/${docId}?applicationId=1`,
  /** SPEC §7: where a video document plays from (VideoUrlResponseSchema). */
  documentVideoUrl: (presId: number, docId: number) =>
    `user/presentation/${presId}/documentstream/${docId}?applicationId=1&getVideoUrl=true`,
  logEvent: () => 'logevent',
  /** SPEC §7 PUT {prefix}/{logId}/updatelogforcustomshow ({prefix}: where logevent lives). */
  customShowLog: (logId: number) => `${logId}/updatelogforcustomshow`,
  userPresData: (presId: number, userId: number) => `prescontrol/${presId}/userPresData/${userId}`,
  chapters: (containerGuid: string) => `presentation/media/chapters?containerGuid=${containerGuid}`,
  speakerMedia: (containerGuid: string) =>
    `presentation/media/speakermedia?containerGuid=${containerGuid}`,
  slideMedia: (containerGuid: string) => `presentation/${containerGuid}/slidemedia`,
  /** The caption tracks of a container, and one track's WebVTT file. */
  captionTracks: (containerGuid: string) =>
    `presentation/media/captions?containerGuid=${containerGuid}`,
  captionFile: (containerGuid: string, language: string) =>
    `presentation/media/captions/${containerGuid}/${language}`,
  /** Media files (video, audio, slide media) with HTTP range support. */
  mediaFile: (presId: number, fileName: string) =>
    `presentation/${presId}/media/${encodeURIComponent(fileName)}`,
  /** SPEC §7 POST uegtoken: the realtime hub token, for a conference call when it has one. */
  hubToken: (presId: number, query: { conferenceCallId?: number; logId?: number } = {}) => {
    const params = [
      query.conferenceCallId === undefined ? null : `conferenceCallId=${query.conferenceCallId}`,
      query.logId === undefined ? null : `logId=${query.logId}`,
    ].filter((p) => p !== null);
    return `presentations/${presId}/uegtoken${params.length > 0 ? `?${params.join('&')}` : ''}`;
  },
} as const;

/** SPEC §7: the branding stylesheet carries its own /v1 prefix under /api (absolute path). */
export const brandingStylesheetPath = (brandingGuid: string) =>
  `/api/v1/branding/${brandingGuid}/stylesheet?appId=1`;

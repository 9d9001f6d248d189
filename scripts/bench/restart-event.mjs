// The event `npm run bench:restart` runs, driven over REST as the console and the presenter drive
// it: demo 2001's conference call made live by the coordinator, the presenter in control of the
// slide, and the writes that must survive a SIGKILL (ARCHITECTURE §7: "no question, transition
// or log event lost").
import { apiPaths, conferencePaths } from '@podium/domain';
import { ApiSession } from './restart-http.mjs';

/** ARCHITECTURE §4: 2001, conference call 7001 with slides. */
export const PRES_ID = 2001;
export const CONF_ID = 7001;

/** The coordinator (console) and the presenter, signed in over REST. */
export async function crew(pool) {
  const coordinator = new ApiSession(pool);
  await coordinator.ok('POST', apiPaths.signIn(), {
    email: 'coordinator@podium.test',
    password: 'podium',
  });
  await coordinator.loadUser(PRES_ID);
  const presenter = new ApiSession(pool);
  await presenter.ok('POST', apiPaths.signIn(), {
    email: 'panelist@podium.test',
    password: 'podium',
  });
  const presenterUser = await presenter.loadUser(PRES_ID);
  const transition = (Transition) =>
    coordinator.ok('POST', conferencePaths.consoleTransition(PRES_ID, CONF_ID), { Transition });
  const state = await coordinator.ok('GET', conferencePaths.consoleState(PRES_ID, CONF_ID));
  if (state.Status.Status !== 'LIVE') {
    if (!state.Transitions.includes('live')) await transition('practice');
    await transition('live');
  }
  const presentation = await presenter.ok('GET', `${apiPaths.presentation()}?presid=${PRES_ID}`);
  const goTo = (SlideIndex) =>
    presenter.ok('POST', conferencePaths.presControl(PRES_ID, CONF_ID), {
      SlideIndex,
      ActivePresenterCoreUserId: presenterUser.CoreId,
    });
  return {
    coordinator,
    presenter,
    goTo,
    rowGuid: presentation.rowguid.toLowerCase(),
    slideGuids: presentation.Slides.map((s) => s.Guid),
    slideCount: presentation.Slides.length,
  };
}

/**
 * What must survive the kill: a question, a slide transition and a log event, each posted and
 * answered right before the SIGKILL. Returns what to look for after the restart.
 */
export async function postWrites(pool, people, round) {
  const attendee = new ApiSession(pool);
  await attendee.ok('POST', apiPaths.processEntryCode(), { EntryCode: `DEMO-${PRES_ID}` });
  await attendee.loadUser(PRES_ID);
  await attendee.ok('POST', conferencePaths.participants(PRES_ID, CONF_ID), {
    conferenceId: CONF_ID,
    emailAddress: '',
  });
  const route = await attendee.ok('GET', `presentation/${PRES_ID}/route`);
  const text = `Restart bench question ${round} at ${new Date().toISOString()}`;
  const at = new Date().toISOString();
  const [question, transition, logEvent] = await Promise.all([
    attendee.ok('POST', conferencePaths.questions(PRES_ID, CONF_ID), {
      QuestionType: 'Text',
      Question: text,
      DoNotAnnounceNameAndCompany: false,
    }),
    people.presenter.ok('POST', apiPaths.slideTransitions(PRES_ID), {
      PresId: PRES_ID,
      SlideGuid: people.slideGuids[round % people.slideCount],
      TransitionDateUtc: at,
    }),
    attendee.ok('POST', apiPaths.logEvent(), {
      logId: route.LogId,
      PresId: PRES_ID,
      EventType: 6,
      SlideIndex: round % people.slideCount,
    }),
  ]);
  return {
    attendee,
    questionId: question.Id,
    transitionAt: transition.TransitionDateUtc,
    logEventId: logEvent.Id,
  };
}

export async function writesSurvived(people, writes) {
  const questions = await writes.attendee.ok('GET', conferencePaths.questions(PRES_ID, CONF_ID));
  const transitions = await people.presenter.ok('GET', apiPaths.slideTransitions(PRES_ID));
  return {
    question: questions.some((q) => q.Id === writes.questionId),
    transition: transitions.some((t) => t.TransitionDateUtc === writes.transitionAt),
  };
}

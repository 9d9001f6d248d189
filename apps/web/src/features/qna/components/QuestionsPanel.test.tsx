// The Ask a Question panel (SPEC §4 statuses, §5 rules; ARCHITECTURE §5 names): submit, live
// status changes on the user's own topic, withdraw, edit when allowed, the character limit, and
// audio questions as raise / lower hand. Also the Dial-In panel (SPEC §9).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QUESTION_MAX_CHARS, hubTopics } from '@podium/domain';
import { errorBody, installFakeFetch } from '../../../app/testing/fakeFetch.ts';
import { ConferenceHubContext } from '../../conference/session-host.ts';
import {
  CALL,
  CONF_ID,
  conferenceHandlers,
  conferencePresentation,
  liveStatus,
  question,
} from '../../conference/testing/conferenceFixtures.ts';
import { createFakeHub, type FakeHub } from '../../conference/testing/fakeHub.ts';
import { ViewerPage } from '../../viewer/ViewerPage.tsx';
import { renderWithPresentation, setViewport } from '../../viewer/test-utils.tsx';

const LAZY = { timeout: 5000 } as const;
let hub: FakeHub;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  setViewport(1366, 768);
  hub = createFakeHub();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openPanel(name: 'Ask a Question' | 'Dial-In') {
  renderWithPresentation(
    <ConferenceHubContext.Provider value={hub}>
      <ViewerPage />
    </ConferenceHubContext.Provider>,
    conferencePresentation(),
  );
  await waitFor(
    () => expect(hub.subscribed).toContain(`conferencecall.${CONF_ID}.user.42.question`),
    LAZY,
  );
  fireEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('complementary', { name }, LAZY);
}

describe('Ask a Question', () => {
  it('submits a text question and shows each status the moderator sets, live', async () => {
    const server = installFakeFetch({
      ...conferenceHandlers(),
      [`POST ${CALL}/questions`]: { body: question({ DoNotAnnounceNameAndCompany: true }) },
    });
    const panel = within(await openPanel('Ask a Question'));
    fireEvent.change(await panel.findByRole('textbox', { name: 'Your question' }, LAZY), {
      target: { value: '  What is the guidance for next year?  ' },
    });
    fireEvent.click(panel.getByRole('checkbox', { name: 'Do not announce my name and company' }));
    fireEvent.click(panel.getByRole('button', { name: 'Submit question' }));

    expect(await panel.findByRole('status', {}, LAZY)).toHaveTextContent('Submitted');
    expect(server.to(`POST ${CALL}/questions`)[0]?.body).toEqual({
      QuestionType: 'Text',
      Question: 'What is the guidance for next year?',
      DoNotAnnounceNameAndCompany: true,
    });
    // SPEC §5: with a question open and no edit allowed, no second question can be asked.
    expect(panel.queryByRole('textbox', { name: 'Your question' })).not.toBeInTheDocument();

    act(() => hub.send(hubTopics.userQuestion(CONF_ID, 42), question({ Status: 'Current' })));
    expect(panel.getByRole('status')).toHaveTextContent('Being answered now');
    act(() => hub.send(hubTopics.userQuestion(CONF_ID, 42), question({ Status: 'Answered' })));
    // Answered closes it: the user sees how it ended and may ask again.
    expect(await panel.findByRole('textbox', { name: 'Your question' })).toBeInTheDocument();
    expect(panel.getByRole('status')).toHaveTextContent('Answered');
  });

  it('shows the written answer to the asker, live, and again after a reload', async () => {
    installFakeFetch(conferenceHandlers({ questions: [question({ Status: 'Current' })] }));
    const panel = within(await openPanel('Ask a Question'));
    expect(await panel.findByRole('status', {}, LAZY)).toHaveTextContent('Being answered now');
    act(() =>
      hub.send(
        hubTopics.userQuestion(CONF_ID, 42),
        question({ Status: 'Answered', Answer: 'Guidance comes with the Q4 results.' }),
      ),
    );
    expect(await panel.findByText('Answer from the event team')).toBeInTheDocument();
    expect(panel.getByText('Guidance comes with the Q4 results.')).toBeInTheDocument();
    expect(panel.getByRole('status')).toHaveTextContent('Answered');
  });

  it('keeps earlier written answers in view beside a newer open question', async () => {
    installFakeFetch(
      conferenceHandlers({
        questions: [
          question({ Id: 1, Question: 'First?', Status: 'Answered', Answer: 'Yes, in May.' }),
          question({ Id: 2, Question: 'Second?', Status: 'Pristine' }),
        ],
      }),
    );
    const panel = within(await openPanel('Ask a Question'));
    const earlier = within(
      await panel.findByRole('list', { name: 'Your answered questions' }, LAZY),
    );
    expect(earlier.getByText('First?')).toBeInTheDocument();
    expect(earlier.getByText('Yes, in May.')).toBeInTheDocument();
    expect(panel.getByRole('status')).toHaveTextContent('Submitted');
  });

  it('withdraws the open question', async () => {
    const server = installFakeFetch({
      ...conferenceHandlers({ questions: [question({ Status: 'Next' })] }),
      [`DELETE ${CALL}/questions/900`]: { status: 204 },
    });
    const panel = within(await openPanel('Ask a Question'));
    expect(await panel.findByText('Up next', {}, LAZY)).toBeInTheDocument();
    fireEvent.click(panel.getByRole('button', { name: 'Withdraw question' }));
    await waitFor(() => expect(server.to(`DELETE ${CALL}/questions/900`)).toHaveLength(1));
    expect(await panel.findByRole('textbox', { name: 'Your question' })).toBeInTheDocument();
    expect(panel.queryByText('What is the guidance for next year?')).not.toBeInTheDocument();
  });

  it('edits the open question when the call allows editing', async () => {
    const server = installFakeFetch({
      ...conferenceHandlers({
        status: liveStatus({ QuestionEditAllowed: true }),
        questions: [question()],
      }),
      [`PUT ${CALL}/questions/900`]: { body: question({ Question: 'And the dividend?' }) },
    });
    const panel = within(await openPanel('Ask a Question'));
    fireEvent.click(await panel.findByRole('button', { name: 'Edit question' }, LAZY));
    const box = panel.getByRole('textbox', { name: 'Your question' });
    expect(box).toHaveValue('What is the guidance for next year?');
    fireEvent.change(box, { target: { value: 'And the dividend?' } });
    fireEvent.click(panel.getByRole('button', { name: 'Update question' }));
    expect(
      await panel.findByText('And the dividend?', { selector: '.qna__mine-text' }),
    ).toBeInTheDocument();
    expect(server.to(`PUT ${CALL}/questions/900`)[0]?.body).toEqual({
      QuestionType: 'Text',
      Question: 'And the dividend?',
      DoNotAnnounceNameAndCompany: false,
    });
  });

  it('says "Maximum character count reached." at the limit and refuses an empty question', async () => {
    const server = installFakeFetch(conferenceHandlers());
    const panel = within(await openPanel('Ask a Question'));
    const box = await panel.findByRole('textbox', { name: 'Your question' }, LAZY);
    expect(box).toHaveAttribute('maxlength', String(QUESTION_MAX_CHARS));
    fireEvent.change(box, { target: { value: 'x'.repeat(QUESTION_MAX_CHARS) } });
    expect(panel.getByText('Maximum character count reached.')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: '   ' } });
    expect(panel.queryByText('Maximum character count reached.')).not.toBeInTheDocument();
    fireEvent.click(panel.getByRole('button', { name: 'Submit question' }));
    expect(await panel.findByRole('alert')).toHaveTextContent('Enter a question.');
    expect(server.to(`POST ${CALL}/questions`)).toHaveLength(0);
  });

  it('raises and lowers the hand (audio question), following its status', async () => {
    const audio = question({ Id: 901, QuestionType: 'Audio', Question: null });
    const server = installFakeFetch({
      ...conferenceHandlers(),
      [`POST ${CALL}/questions`]: { body: audio },
      [`DELETE ${CALL}/questions/901`]: { status: 204 },
    });
    const panel = within(await openPanel('Ask a Question'));
    fireEvent.click(await panel.findByRole('button', { name: 'Raise hand' }, LAZY));
    expect(await panel.findByRole('button', { name: 'Lower hand' })).toBeInTheDocument();
    expect(server.to(`POST ${CALL}/questions`)[0]?.body).toEqual({
      QuestionType: 'Audio',
      DoNotAnnounceNameAndCompany: false,
    });
    // SPEC §4: the hand stays raised through Current, and is down once Answered.
    act(() => hub.send(hubTopics.userQuestion(CONF_ID, 42), { ...audio, Status: 'Current' }));
    expect(panel.getByRole('button', { name: 'Lower hand' })).toBeInTheDocument();
    act(() => hub.send(hubTopics.userQuestion(CONF_ID, 42), { ...audio, Status: 'Answered' }));
    expect(panel.getByRole('button', { name: 'Raise hand' })).toBeInTheDocument();

    fireEvent.click(panel.getByRole('button', { name: 'Raise hand' }));
    // The button shows as the hand goes up and takes a press once the raise has finished.
    const lower = await panel.findByRole('button', { name: 'Lower hand' });
    await waitFor(() => expect(lower).toBeEnabled());
    fireEvent.click(lower);
    await waitFor(() => expect(server.to(`DELETE ${CALL}/questions/901`)).toHaveLength(1));
    expect(await panel.findByRole('button', { name: 'Raise hand' })).toBeInTheDocument();
  });

  it('closes questions once the call has ended (SPEC §5)', async () => {
    installFakeFetch(
      conferenceHandlers({ status: liveStatus({ Status: 'ENDED', StreamingState: 'Ended' }) }),
    );
    const panel = within(await openPanel('Ask a Question'));
    expect(
      await panel.findByText('Questions are not open for this call.', {}, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Call status' })).toHaveTextContent(
      'The event has ended. Thank you for joining.',
    );
  });
});

describe('Ask a Question: never lose a question (ARCHITECTURE §7, SPEC §9 storage keys)', () => {
  const DRAFT_KEY = 'P2001PquestionDraft';
  const networkDown = () => {
    throw new TypeError('Failed to fetch');
  };

  it('keeps the text and says it was not sent when the network fails, without resending', async () => {
    const server = installFakeFetch({
      ...conferenceHandlers(),
      [`POST ${CALL}/questions`]: networkDown,
    });
    const panel = within(await openPanel('Ask a Question'));
    const box = await panel.findByRole('textbox', { name: 'Your question' }, LAZY);
    fireEvent.change(box, { target: { value: 'What is the dividend policy?' } });
    fireEvent.click(panel.getByRole('checkbox', { name: 'Do not announce my name and company' }));
    fireEvent.click(panel.getByRole('button', { name: 'Submit question' }));

    expect(await panel.findByRole('alert')).toHaveTextContent(
      'Your question was not sent. Your text is still in the box',
    );
    expect(box).toHaveValue('What is the dividend policy?');
    expect(
      panel.getByRole('checkbox', { name: 'Do not announce my name and company' }),
    ).toBeChecked();
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null')).toEqual({
      text: 'What is the dividend policy?',
      doNotAnnounce: true,
    });
    // A lost answer may mean the question was stored: it is sent again only by the user.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.to(`POST ${CALL}/questions`)).toHaveLength(1);
  });

  it('says the question came too soon when the server refuses it for its rate (429), keeping the text', async () => {
    installFakeFetch({
      ...conferenceHandlers(),
      [`POST ${CALL}/questions`]: () => ({
        status: 429,
        body: errorBody(429, 'Too many requests. Please wait 41 seconds before trying again.'),
      }),
    });
    const panel = within(await openPanel('Ask a Question'));
    const box = await panel.findByRole('textbox', { name: 'Your question' }, LAZY);
    fireEvent.change(box, { target: { value: 'What is the dividend policy?' } });
    fireEvent.click(panel.getByRole('button', { name: 'Submit question' }));
    expect(await panel.findByRole('alert')).toHaveTextContent(
      'Too many questions in a short time. Your text is still in the box',
    );
    expect(box).toHaveValue('What is the dividend policy?');
  });

  it('keeps the text through a server error and a reload, then clears it once accepted', async () => {
    let up = false;
    const server = installFakeFetch({
      ...conferenceHandlers(),
      [`POST ${CALL}/questions`]: () =>
        up
          ? { body: question({ Question: 'What is the dividend policy?' }) }
          : { status: 503, body: errorBody(503, 'Service unavailable.') },
    });
    const panel = within(await openPanel('Ask a Question'));
    fireEvent.change(await panel.findByRole('textbox', { name: 'Your question' }, LAZY), {
      target: { value: 'What is the dividend policy?' },
    });
    fireEvent.click(panel.getByRole('button', { name: 'Submit question' }));
    expect(await panel.findByRole('alert')).toHaveTextContent('Your question was not sent.');

    // The page is reloaded: the question is back in the box, not sent.
    cleanup();
    const again = within(await openPanel('Ask a Question'));
    const box = await again.findByRole('textbox', { name: 'Your question' }, LAZY);
    expect(box).toHaveValue('What is the dividend policy?');
    expect(again.queryByRole('alert')).not.toBeInTheDocument();
    expect(server.to(`POST ${CALL}/questions`)).toHaveLength(1);

    up = true;
    fireEvent.click(again.getByRole('button', { name: 'Submit question' }));
    expect(await again.findByRole('status', {}, LAZY)).toHaveTextContent('Submitted');
    expect(again.getByText('What is the dividend policy?')).toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull());
    expect(server.to(`POST ${CALL}/questions`)).toHaveLength(2);
  });

  it('drops a draft the server turns out to have stored (a lost answer), rather than offer it twice', async () => {
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ text: '  What is the guidance for next year? ', doNotAnnounce: false }),
    );
    installFakeFetch(conferenceHandlers({ questions: [question()] }));
    const panel = within(await openPanel('Ask a Question'));
    expect(await panel.findByRole('status', {}, LAZY)).toHaveTextContent('Submitted');
    await waitFor(() => expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull());
  });

  it('keeps an update that did not go through, for the next edit', async () => {
    const server = installFakeFetch({
      ...conferenceHandlers({
        status: liveStatus({ QuestionEditAllowed: true }),
        questions: [question()],
      }),
      [`PUT ${CALL}/questions/900`]: networkDown,
    });
    const panel = within(await openPanel('Ask a Question'));
    fireEvent.click(await panel.findByRole('button', { name: 'Edit question' }, LAZY));
    fireEvent.change(panel.getByRole('textbox', { name: 'Your question' }), {
      target: { value: 'And the dividend?' },
    });
    fireEvent.click(panel.getByRole('button', { name: 'Update question' }));
    expect(await panel.findByRole('alert')).toHaveTextContent('Your question was not sent.');
    expect(panel.getByRole('textbox', { name: 'Your question' })).toHaveValue('And the dividend?');
    expect(server.to(`PUT ${CALL}/questions/900`)).toHaveLength(1);

    cleanup();
    const again = within(await openPanel('Ask a Question'));
    fireEvent.click(await again.findByRole('button', { name: 'Edit question' }, LAZY));
    expect(again.getByRole('textbox', { name: 'Your question' })).toHaveValue('And the dividend?');
  });

  it('says a failed withdraw was not done, in its own words', async () => {
    installFakeFetch({
      ...conferenceHandlers({ questions: [question()] }),
      [`DELETE ${CALL}/questions/900`]: { status: 500, body: errorBody(500, 'Boom') },
    });
    const panel = within(await openPanel('Ask a Question'));
    fireEvent.click(await panel.findByRole('button', { name: 'Withdraw question' }, LAZY));
    expect(await panel.findByRole('alert')).toHaveTextContent(
      'Your question could not be withdrawn. Try again.',
    );
    expect(panel.getByText('What is the guidance for next year?')).toBeInTheDocument();
  });
});

describe('Dial-In', () => {
  it('lists the toll-free number first, the access code, the *1 tip and the calendar file', async () => {
    installFakeFetch(conferenceHandlers());
    const panel = within(await openPanel('Dial-In'));
    const numbers = await panel.findAllByRole('link', { name: /^\+1/ }, LAZY);
    expect(numbers.map((n) => n.textContent)).toEqual(['+1 (800) 555-0199', '+1 (555) 010-4477']);
    expect(panel.getByText('US toll-free')).toBeInTheDocument();
    expect(panel.getByText('US local')).toBeInTheDocument();
    expect(panel.getByText('7001 2001')).toBeInTheDocument();
    expect(
      panel.getByText('Dial-in tip: press *1 to ask a question by phone.'),
    ).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Add to calendar (.ics)' })).toHaveAttribute(
      'href',
      `/api/v1/nrsservice/${CALL}/icsfile`,
    );
  });
});

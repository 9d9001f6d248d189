// The console's part in the call's audio: the `Call audio` list of speakers by name (the
// console's presenters and participants, else "User {id}") with "Speaking" / "Muted" and
// `Mute {name}`, kept current by the console topic; `Allow to talk` on a raised hand and `End
// turn` while its asker has the floor, both through PUT bridgeParticipant; the server's refusal
// shown as the console shows other errors.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { conferencePaths, hubTopics, type CallAudioSpeaker } from '@podium/domain';
import { errorBody, type FakeReply } from '../../../app/testing/fakeFetch.ts';
import { consoleCallAudioPath } from '../console.api.ts';
import {
  CONF_ID,
  PANELIST,
  PRES_ID,
  installFakeConsole,
  makeQuestion,
  paths,
} from '../testing/fakeConsoleServer.ts';
import { renderConsole } from '../testing/renderConsole.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CALL_AUDIO = `GET ${consoleCallAudioPath(PRES_ID, CONF_ID)}`;
const BRIDGE = `PUT ${conferencePaths.bridgeParticipant(PRES_ID, CONF_ID)}`;

const speaker = (overrides: Partial<CallAudioSpeaker>): CallAudioSpeaker => ({
  CoreUserId: PANELIST.CoreUserId,
  Floor: 'presenter',
  Muted: false,
  Speaking: false,
  ...overrides,
});

function install(speakers: CallAudioSpeaker[], bridge: () => FakeReply = () => ({ body: {} })) {
  return installFakeConsole(
    { questions: [makeQuestion({ Id: 12, QuestionType: 'Audio', Question: null })] },
    { [CALL_AUDIO]: () => ({ body: { Speakers: speakers } }), [BRIDGE]: bridge },
  );
}

async function speakersList() {
  return screen.findByRole('list', { name: 'Call audio' });
}

describe('Call audio', () => {
  it('lists the speakers by name with their state, and follows the console topic', async () => {
    install([
      speaker({ Speaking: true }),
      speaker({ CoreUserId: 42, Floor: 'guest', Muted: true }),
      speaker({ CoreUserId: 99 }),
    ]);
    const { hub } = renderConsole();
    expect(await screen.findByRole('heading', { name: 'Call audio' })).toBeInTheDocument();
    const [pat, ada, unknown] = within(await speakersList()).getAllByRole('listitem');
    expect(pat).toHaveTextContent('Pat Panelist');
    expect(pat).toHaveTextContent('Speaking');
    expect(ada).toHaveTextContent('Ada Attendee');
    expect(ada).toHaveTextContent('Muted');
    expect(unknown).toHaveTextContent('User 99');
    expect(within(ada!).getByRole('button', { name: 'Mute Ada Attendee' })).toBeDisabled();
    expect(within(pat!).getByRole('button', { name: 'Mute Pat Panelist' })).toBeEnabled();

    act(() =>
      hub.send(hubTopics.consoleUpdate(CONF_ID), {
        Type: 'callAudio',
        Speakers: [speaker({ Muted: true })],
      }),
    );
    const [only, ...rest] = within(await speakersList()).getAllByRole('listitem');
    expect(rest).toEqual([]);
    expect(only).toHaveTextContent('Muted');

    act(() => hub.send(hubTopics.consoleUpdate(CONF_ID), { Type: 'callAudio', Speakers: [] }));
    expect(screen.getByText("No one is on the call's audio from the browser.")).toBeInTheDocument();
  });

  it('applies speaking changes as they come, never by reading the console again', async () => {
    const server = install([speaker({})]);
    const { hub } = renderConsole();
    await speakersList();
    await waitFor(() => expect(server.to(CALL_AUDIO)).toHaveLength(2));
    // The notification panel reads its message beside each of the two whole reads.
    await waitFor(() => expect(server.to(`GET ${paths.controls}`)).toHaveLength(2));
    const reads = server.requests.length;
    for (const speaking of [true, false, true])
      act(() =>
        hub.send(hubTopics.consoleUpdate(CONF_ID), {
          Type: 'callAudio',
          Speakers: [speaker({ Speaking: speaking })],
        }),
      );
    expect(within(await speakersList()).getByRole('listitem')).toHaveTextContent('Speaking');
    expect(server.requests).toHaveLength(reads);
  });

  it('mutes a presenter without the floor and an attendee keeping theirs', async () => {
    const server = install([speaker({}), speaker({ CoreUserId: 42, Floor: 'guest' })]);
    renderConsole();
    await userEvent.click(await screen.findByRole('button', { name: 'Mute Pat Panelist' }));
    await waitFor(() => expect(server.to(BRIDGE)).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Mute Ada Attendee' }));
    await waitFor(() => expect(server.to(BRIDGE)).toHaveLength(2));
    expect(server.to(BRIDGE).map((r) => r.body)).toEqual([
      {
        AllowToTalk: false,
        BridgeParticipantId: null,
        audioState: 'Muted',
        coreUserId: PANELIST.CoreUserId,
        emailAddress: null,
      },
      {
        AllowToTalk: true,
        BridgeParticipantId: null,
        audioState: 'Muted',
        coreUserId: 42,
        emailAddress: null,
      },
    ]);
  });

  it('still loads when the call audio cannot be read, with nobody listed', async () => {
    installFakeConsole({}, { [CALL_AUDIO]: { status: 404, body: errorBody(404, 'Not found.') } });
    renderConsole();
    expect(await screen.findByRole('heading', { name: 'Call audio' })).toBeInTheDocument();
    expect(screen.getByText("No one is on the call's audio from the browser.")).toBeInTheDocument();
  });
});

describe('Allow to talk and End turn', () => {
  const questionItem = async () =>
    within(await screen.findByRole('list', { name: 'Questions' })).getAllByRole('listitem')[0]!;

  it('gives a raised hand the floor, unmuted, and takes it back, muted', async () => {
    const server = install([]);
    renderConsole();
    const item = await questionItem();
    await userEvent.click(within(item).getByRole('button', { name: 'Allow to talk' }));
    const end = await within(item).findByRole('button', { name: 'End turn' });
    expect(within(item).queryByRole('button', { name: 'Allow to talk' })).not.toBeInTheDocument();
    await userEvent.click(end);
    await within(item).findByRole('button', { name: 'Allow to talk' });
    expect(server.to(BRIDGE).map((r) => r.body)).toEqual([
      {
        AllowToTalk: true,
        BridgeParticipantId: null,
        audioState: 'Unmuted',
        coreUserId: 42,
        emailAddress: null,
      },
      {
        AllowToTalk: false,
        BridgeParticipantId: null,
        audioState: 'Muted',
        coreUserId: 42,
        emailAddress: null,
      },
    ]);
  });

  it('offers End turn while the asker speaks as a guest in the call audio', async () => {
    install([speaker({ CoreUserId: 42, Floor: 'guest' })]);
    renderConsole();
    const item = await questionItem();
    expect(await within(item).findByRole('button', { name: 'End turn' })).toBeInTheDocument();
  });

  it('offers nothing on a text question or a closed raised hand', async () => {
    installFakeConsole(
      {
        questions: [
          makeQuestion({ Id: 11 }),
          makeQuestion({ Id: 12, QuestionType: 'Audio', Question: null, Status: 'Answered' }),
        ],
      },
      { [CALL_AUDIO]: { body: { Speakers: [] } } },
    );
    renderConsole();
    await screen.findByRole('list', { name: 'Questions' });
    expect(screen.queryByRole('button', { name: 'Allow to talk' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End turn' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal (a listen-only registration) as the console shows errors", async () => {
    const message = 'A listen-only registration cannot be allowed to talk.';
    install([], () => ({ status: 409, body: errorBody(409, message) }));
    renderConsole();
    const item = await questionItem();
    await userEvent.click(within(item).getByRole('button', { name: 'Allow to talk' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The action did not go through.');
    expect(alert).toHaveTextContent(message);
    expect(within(item).getByRole('button', { name: 'Allow to talk' })).toBeInTheDocument();
  });
});

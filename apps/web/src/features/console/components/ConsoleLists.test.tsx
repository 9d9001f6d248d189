// The console's lists (ARCHITECTURE §5): `Questions` with the moderator moves the domain allows
// (SPEC §4 question statuses), `Participants` with `Revoke access` (SPEC §6), `Presenters` with
// `Make active presenter`. Each action calls its endpoint and the lists are read again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ADMIN,
  PANELIST,
  installFakeConsole,
  makeParticipant,
  makeQuestion,
  paths,
} from '../testing/fakeConsoleServer.ts';
import { renderConsole } from '../testing/renderConsole.tsx';
import { errorBody } from '../../../app/testing/fakeFetch.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const buttonsOf = (item: HTMLElement) =>
  within(item)
    .queryAllByRole('button')
    .map((b) => b.textContent);

async function items(list: string) {
  return within(await screen.findByRole('list', { name: list })).getAllByRole('listitem');
}

describe('Questions', () => {
  it('offers only the moves the domain allows from each status', async () => {
    installFakeConsole({
      questions: [
        makeQuestion({ Id: 1, Status: 'Pristine' }),
        makeQuestion({ Id: 2, Status: 'Next' }),
        makeQuestion({ Id: 3, Status: 'Current' }),
        makeQuestion({ Id: 4, Status: 'Answered' }),
        makeQuestion({ Id: 5, Status: 'Ignored' }),
      ],
    });
    renderConsole();
    const [pristine, next, current, answered, ignored] = await items('Questions');
    expect(buttonsOf(pristine!)).toEqual([
      'Mark current',
      'Mark next',
      'Mark answered',
      'Ignore',
      'Send answer',
    ]);
    expect(buttonsOf(next!)).toEqual(['Mark current', 'Mark answered', 'Ignore', 'Send answer']);
    expect(buttonsOf(current!)).toEqual(['Mark next', 'Mark answered', 'Ignore', 'Send answer']);
    // An answered question may be answered again (a correction); an ignored one not at all.
    expect(buttonsOf(answered!)).toEqual(['Send answer']);
    expect(buttonsOf(ignored!)).toEqual([]);
  });

  it('marks a question current, then answered, and the list shows each status', async () => {
    const server = installFakeConsole();
    renderConsole();
    const [item] = await items('Questions');
    expect(within(item!).getByText('New')).toBeInTheDocument();

    await userEvent.click(within(item!).getByRole('button', { name: 'Mark current' }));
    expect(await within(item!).findByText('Current')).toBeInTheDocument();
    expect(server.to(`PUT ${paths.question(11)}`).map((r) => r.body)).toEqual([
      { Status: 'Current' },
    ]);
    expect(within(item!).queryByRole('button', { name: 'Mark current' })).not.toBeInTheDocument();

    const readsBefore = server.to(`GET ${paths.questions}`).length;
    await userEvent.click(within(item!).getByRole('button', { name: 'Mark answered' }));
    expect(await within(item!).findByText('Answered')).toBeInTheDocument();
    expect(server.to(`PUT ${paths.question(11)}`).map((r) => r.body)).toEqual([
      { Status: 'Current' },
      { Status: 'Answered' },
    ]);
    expect(server.to(`GET ${paths.questions}`).length).toBeGreaterThan(readsBefore);
    expect(buttonsOf(item!)).toEqual(['Send answer']);
  });

  it('answers a question in writing: checked first, sent, then shown with the question', async () => {
    const server = installFakeConsole();
    renderConsole();
    const [item] = await items('Questions');
    const box = within(item!).getByRole('textbox', { name: 'Answer' });
    await userEvent.click(within(item!).getByRole('button', { name: 'Send answer' }));
    expect(await within(item!).findByRole('alert')).toHaveTextContent('Enter an answer.');
    expect(server.to(`PUT ${paths.answer(11)}`)).toEqual([]);

    await userEvent.type(box, '  Margins widen as the new plants come online.  ');
    expect(within(item!).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(item!).getByRole('button', { name: 'Send answer' }));
    expect(
      await within(item!).findByText('Margins widen as the new plants come online.', {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(server.to(`PUT ${paths.answer(11)}`).map((r) => r.body)).toEqual([
      { Answer: 'Margins widen as the new plants come online.' },
    ]);
    expect(within(item!).getByText('Answered')).toBeInTheDocument();
    expect(within(item!).getByRole('textbox', { name: 'Answer' })).toHaveValue('');
  });

  it('keeps the answer in the box when the server refuses it', async () => {
    installFakeConsole({ refuseActions: { status: 409, body: errorBody(409, 'Not allowed.') } });
    renderConsole();
    const [item] = await items('Questions');
    const box = within(item!).getByRole('textbox', { name: 'Answer' });
    await userEvent.type(box, 'Later this year.');
    await userEvent.click(within(item!).getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(box).toHaveValue('Later this year.');
  });

  it('shows name and company of a do-not-announce question, marked (SPEC §5)', async () => {
    installFakeConsole({
      questions: [
        makeQuestion({
          AttendeeFirstName: 'Quinn',
          AttendeeMiddleInitial: 'R',
          AttendeeLastName: 'Quiet',
          AttendeeCompanyName: 'Hush Partners',
          DoNotAnnounceNameAndCompany: true,
        }),
        makeQuestion({ Id: 12, QuestionType: 'Audio', Question: null }),
      ],
    });
    renderConsole();
    const [quiet, audio] = await items('Questions');
    expect(within(quiet!).getByText('Quinn R. Quiet')).toBeInTheDocument();
    expect(within(quiet!).getByText('Hush Partners')).toBeInTheDocument();
    expect(within(quiet!).getByText('Do not announce')).toBeInTheDocument();
    expect(within(audio!).queryByText('Do not announce')).not.toBeInTheDocument();
    expect(within(audio!).getByText('Raised hand (audio question)')).toBeInTheDocument();
  });
});

describe('Participants', () => {
  it('revokes a participant after confirmation and shows them revoked', async () => {
    const server = installFakeConsole({
      participants: [
        makeParticipant(),
        makeParticipant({ Id: 502, CoreUserId: 43, Name: 'Pub Lic', IsPublicParticipant: true }),
      ],
    });
    renderConsole();
    const [ada, pub] = await items('Participants');
    expect(within(pub!).getByText('Public')).toBeInTheDocument();

    await userEvent.click(within(ada!).getByRole('button', { name: 'Revoke access' }));
    const dialog = screen.getByRole('dialog', { name: "Revoke Ada Attendee's access?" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await within(ada!).findByText('Access revoked')).toBeInTheDocument();
    expect(server.to(`POST ${paths.revoke(501)}`)).toHaveLength(1);
    expect(server.to(`POST ${paths.revoke(502)}`)).toHaveLength(0);
    expect(within(ada!).getByRole('button', { name: 'Revoke access' })).toBeDisabled();
    expect(within(pub!).getByRole('button', { name: 'Revoke access' })).toBeEnabled();
  });
});

describe('Participants: the coordinator themself', () => {
  it("offers no `Revoke access` on the coordinator's own row", async () => {
    installFakeConsole({
      participants: [
        makeParticipant(),
        makeParticipant({ Id: 503, CoreUserId: 44, Name: 'Cora Ordinator', IsCaller: true }),
      ],
    });
    renderConsole();
    const [ada, own] = await items('Participants');
    expect(within(own!).getByText('Cora Ordinator')).toBeInTheDocument();
    expect(within(own!).queryByRole('button', { name: 'Revoke access' })).toBeNull();
    expect(within(ada!).getByRole('button', { name: 'Revoke access' })).toBeEnabled();
  });
});

describe('Presenters', () => {
  it('makes a presenter active and marks them', async () => {
    const server = installFakeConsole({ activePresenter: ADMIN.CoreUserId });
    renderConsole();
    const [panelist, admin] = await items('Presenters');
    expect(within(admin!).getByText('Active presenter')).toBeInTheDocument();
    expect(within(admin!).getByRole('button', { name: 'Make active presenter' })).toBeDisabled();

    await userEvent.click(within(panelist!).getByRole('button', { name: 'Make active presenter' }));
    expect(await within(panelist!).findByText('Active presenter')).toBeInTheDocument();
    expect(server.to(`POST ${paths.active(PANELIST.CoreUserId)}`)).toHaveLength(1);
    expect(within(admin!).queryByText('Active presenter')).not.toBeInTheDocument();
    expect(within(panelist!).getByRole('button', { name: 'Make active presenter' })).toBeDisabled();
  });
});

describe('access', () => {
  it("tells a user without the coordinator role they don't have access (server 403)", async () => {
    const server = installFakeConsole({
      refuseAll: {
        status: 403,
        body: { statusCode: 403, error: 'Forbidden', message: 'Only event coordinators.' },
      },
    });
    renderConsole();
    expect(
      await screen.findByRole('heading', { name: "You don't have access to the console" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Questions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go live' })).not.toBeInTheDocument();
    expect(server.to(`POST ${paths.transition}`)).toHaveLength(0);
  });
});

// The one confirm dialog: focus starts on the named answer, Tab and Shift+Tab stay among the
// answers, Escape takes the safe answer and its keys do not reach the page, and focus returns to
// the control that opened it whichever way it closes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog.tsx';

afterEach(cleanup);

function Harness(props: {
  initialFocus?: 'confirm' | 'cancel';
  onConfirm?: () => void;
  onPageKey?: (key: string) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div onKeyDown={(event) => props.onPageKey?.(event.key)}>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <ConfirmDialog
          title="End the call?"
          message="Attendees stop hearing the call."
          confirmLabel="End"
          cancelLabel="Keep"
          {...(props.initialFocus ? { initialFocus: props.initialFocus } : {})}
          onConfirm={() => {
            props.onConfirm?.();
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        />
      )}
    </div>
  );
}

async function open() {
  const user = userEvent.setup();
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'End the call?' });
  return { user, opener, dialog };
}

describe('ConfirmDialog', () => {
  it('is a modal dialog named by its title and described by its message', async () => {
    render(<Harness />);
    const { dialog } = await open();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Attendees stop hearing the call.');
  });

  it('focuses the confirming answer by default, or the safe one when asked', async () => {
    render(<Harness />);
    const first = await open();
    expect(within(first.dialog).getByRole('button', { name: 'End' })).toHaveFocus();
    cleanup();
    render(<Harness initialFocus="cancel" />);
    const second = await open();
    expect(within(second.dialog).getByRole('button', { name: 'Keep' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab among its answers', async () => {
    render(<Harness initialFocus="cancel" />);
    const { user, dialog } = await open();
    const keep = within(dialog).getByRole('button', { name: 'Keep' });
    const end = within(dialog).getByRole('button', { name: 'End' });
    await user.tab();
    expect(end).toHaveFocus();
    await user.tab();
    expect(keep).toHaveFocus();
    await user.tab({ shift: true });
    expect(end).toHaveFocus();
  });

  it('keeps the keys after a click on its text or its backdrop', async () => {
    const onPageKey = vi.fn();
    render(<Harness onPageKey={onPageKey} />);
    const { user, dialog } = await open();
    const keep = within(dialog).getByRole('button', { name: 'Keep' });
    const end = within(dialog).getByRole('button', { name: 'End' });
    // A press on the backdrop leaves the focus on the answer.
    await user.click(dialog.parentElement as HTMLElement);
    expect(end).toHaveFocus();
    // A click on the message focuses the dialog; Tab and Shift+Tab enter its answers from there.
    await user.click(within(dialog).getByText('Attendees stop hearing the call.'));
    expect(dialog).toHaveFocus();
    await user.tab();
    expect(keep).toHaveFocus();
    await user.click(within(dialog).getByText('Attendees stop hearing the call.'));
    await user.tab({ shift: true });
    expect(end).toHaveFocus();
    await user.click(within(dialog).getByText('Attendees stop hearing the call.'));
    await user.keyboard('{ArrowRight}{Escape}');
    expect(onPageKey).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Escape takes the safe answer, its keys stay inside, and focus returns to the opener', async () => {
    const onConfirm = vi.fn();
    const onPageKey = vi.fn();
    render(<Harness onConfirm={onConfirm} onPageKey={onPageKey} />);
    const { user, opener } = await open();
    await user.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onPageKey).not.toHaveBeenCalledWith('ArrowRight');
    expect(onPageKey).not.toHaveBeenCalledWith('Escape');
    expect(opener).toHaveFocus();
  });

  it('gives focus back to the opener after either answer', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    const first = await open();
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Keep' }));
    expect(first.opener).toHaveFocus();
    const second = await open();
    await second.user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(second.opener).toHaveFocus();
  });
});

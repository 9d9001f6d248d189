// Slide navigation in the viewer (SPEC §2 Slides, §4 slide change rules, §9 storage prefix;
// ARCHITECTURE §5 accessible names).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LogEventType } from '@podium/domain';
import { ViewerPage } from '../../viewer/ViewerPage.tsx';
import {
  makeSlidesPresentation,
  renderWithPresentation,
  setViewport,
  stubFetch,
  type RecordedCall,
} from '../../viewer/test-utils.tsx';
import { useSlidesStore } from '../slides.store.ts';

let calls: RecordedCall[];

beforeEach(() => {
  sessionStorage.clear();
  useSlidesStore.setState({ indexByPres: {} });
  setViewport(1366, 768);
  calls = stubFetch();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Stands in for Image so the test sees which slide images the viewer requests ahead. */
function recordImageRequests(): string[] {
  const created: string[] = [];
  vi.stubGlobal(
    'Image',
    class {
      decoding = 'auto';
      set src(value: string) {
        created.push(value);
      }
      decode() {
        return Promise.resolve();
      }
    },
  );
  return created;
}

const slideLogs = () => calls.filter((c) => c.url.endsWith('/logevent'));

describe('Slides', () => {
  it('names the current slide "Slide N of M" and describes it by its title', () => {
    renderWithPresentation(<ViewerPage />, makeSlidesPresentation(12));
    const image = screen.getByRole('img', { name: 'Slide 1 of 12' });
    expect(image).toHaveAccessibleDescription('Title of slide 1');
    expect(image).toHaveAttribute('src', '/api/v1/nrsservice/presentation/1001/slides/0/image');
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeEnabled();
  });

  it('pages with the buttons, swapping the src of the same img element', async () => {
    const user = userEvent.setup();
    renderWithPresentation(<ViewerPage />, makeSlidesPresentation(3));
    const image = screen.getByRole('img', { name: 'Slide 1 of 3' });
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByRole('img', { name: 'Slide 2 of 3' })).toBe(image);
    expect(image).toHaveAttribute('src', '/api/v1/nrsservice/presentation/1001/slides/1/image');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByRole('img', { name: 'Slide 3 of 3' })).toBe(image);
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(screen.getByRole('img', { name: 'Slide 2 of 3' })).toBe(image);
  });

  it('logs each change as a Slide event with its index (SPEC §7 logevent)', async () => {
    const user = userEvent.setup();
    renderWithPresentation(<ViewerPage />, makeSlidesPresentation(5), { logId: 77 });
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    await user.click(screen.getByRole('button', { name: 'Go to slide 4' }));
    expect(slideLogs().map((c) => [c.method, c.body])).toEqual([
      ['POST', { logId: 77, PresId: 1001, EventType: LogEventType.Slide, SlideIndex: 1 }],
      ['POST', { logId: 77, PresId: 1001, EventType: LogEventType.Slide, SlideIndex: 3 }],
    ]);
  });

  it('does not log before the visit has a logId, and keeps working when logging fails', async () => {
    const user = userEvent.setup();
    renderWithPresentation(<ViewerPage />, makeSlidesPresentation(5), { logId: null });
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(slideLogs()).toHaveLength(0);
    cleanup();

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new Error('offline'))),
    );
    renderWithPresentation(<ViewerPage />, makeSlidesPresentation(5), { logId: 9 });
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByRole('img', { name: 'Slide 3 of 5' })).toBeInTheDocument();
  });

  it('pages with ArrowLeft/ArrowRight and PageUp/PageDown, but not while typing', async () => {
    const user = userEvent.setup();
    renderWithPresentation(
      <>
        <input aria-label="Notes" />
        <ViewerPage />
      </>,
      makeSlidesPresentation(5),
    );
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: 'Slide 2 of 5' })).toBeInTheDocument();
    await user.keyboard('{PageDown}{PageDown}');
    expect(screen.getByRole('img', { name: 'Slide 4 of 5' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('img', { name: 'Slide 3 of 5' })).toBeInTheDocument();
    await user.keyboard('{PageUp}');
    expect(screen.getByRole('img', { name: 'Slide 2 of 5' })).toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: 'Notes' }));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('img', { name: 'Slide 2 of 5' })).toBeInTheDocument();
  });

  it('ignores arrow keys past either end (SPEC §5 valid index)', async () => {
    const user = userEvent.setup();
    renderWithPresentation(<ViewerPage />, makeSlidesPresentation(2));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('img', { name: 'Slide 1 of 2' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('img', { name: 'Slide 2 of 2' })).toBeInTheDocument();
    expect(slideLogs()).toHaveLength(1);
  });

  it('offers a "Slide thumbnails" navigation with "Go to slide N" buttons and marks the current one', async () => {
    const user = userEvent.setup();
    renderWithPresentation(<ViewerPage />, makeSlidesPresentation(12));
    const bar = screen.getByRole('navigation', { name: 'Slide thumbnails' });
    const buttons = within(bar).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(
      Array.from({ length: 12 }, (_, i) => `Go to slide ${i + 1}`),
    );
    expect(within(bar).getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await user.click(within(bar).getByRole('button', { name: 'Go to slide 8' }));
    expect(screen.getByRole('img', { name: 'Slide 8 of 12' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Go to slide 8' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(bar).getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('clicking the current thumbnail is not a change (SPEC §4: same index ignored)', async () => {
    const user = userEvent.setup();
    renderWithPresentation(<ViewerPage />, makeSlidesPresentation(4));
    await user.click(screen.getByRole('button', { name: 'Go to slide 1' }));
    expect(slideLogs()).toHaveLength(0);
  });

  it('centres the current thumbnail by scrolling the strip, never the page', async () => {
    // Laid out as a strip 300 px wide of thumbnails 120 px wide, 130 px apart.
    const boxOf = (element: HTMLElement) => {
      const n = /^Go to slide (\d+)$/.exec(element.getAttribute('aria-label') ?? '')?.[1];
      const left = n === undefined ? 0 : (Number(n) - 1) * 130;
      const width = n === undefined ? 300 : 120;
      return { left, width, right: left + width, top: 0, bottom: 60, height: 60 } as DOMRect;
    };
    const scrollBy = vi.fn();
    const scrollIntoView = vi.fn();
    const original = HTMLElement.prototype.getBoundingClientRect;
    HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
      return boxOf(this);
    };
    HTMLElement.prototype.scrollBy = scrollBy;
    HTMLElement.prototype.scrollIntoView = scrollIntoView;
    try {
      const user = userEvent.setup();
      renderWithPresentation(<ViewerPage />, makeSlidesPresentation(12));
      // Slide 1's centre (60) is left of the strip's (150): it opens there, scrolled by -90.
      await waitFor(() => expect(scrollBy).toHaveBeenCalled());
      expect(scrollBy.mock.contexts[0]).toBe(screen.getByRole('list'));
      expect(scrollBy.mock.calls[0]?.[0]).toMatchObject({ left: -90 });
      scrollBy.mockClear();
      await user.click(screen.getByRole('button', { name: 'Next slide' }));
      await waitFor(() => expect(scrollBy).toHaveBeenCalledTimes(1));
      expect(scrollBy.mock.calls[0]?.[0]).toMatchObject({ left: 40 });
      expect(scrollIntoView).not.toHaveBeenCalled();
    } finally {
      HTMLElement.prototype.getBoundingClientRect = original;
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollBy;
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
    }
  });

  it('brings the current thumbnail back to the middle when the strip changes size', async () => {
    // The strip is 300 px wide; the thumbnails 120 px wide, 130 px apart, shifted as it scrolls.
    let scrolled = 0;
    const original = HTMLElement.prototype.getBoundingClientRect;
    HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
      const n = /^Go to slide (\d+)$/.exec(this.getAttribute('aria-label') ?? '')?.[1];
      const left = n === undefined ? 0 : (Number(n) - 1) * 130 - scrolled;
      const width = n === undefined ? 300 : 120;
      return { left, width, right: left + width, top: 0, bottom: 60, height: 60 } as DOMRect;
    };
    const scrollBy = vi.fn((options: ScrollToOptions) => {
      scrolled += options.left ?? 0;
    });
    HTMLElement.prototype.scrollBy = scrollBy as HTMLElement['scrollBy'];
    const resized: ResizeObserverCallback[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          resized.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      const user = userEvent.setup();
      renderWithPresentation(<ViewerPage />, makeSlidesPresentation(12));
      await user.click(screen.getByRole('button', { name: 'Go to slide 6' }));
      // Slide 6's centre (710) goes to the strip's (150).
      await waitFor(() => expect(scrolled).toBe(560));
      scrollBy.mockClear();
      // Nothing moved: nothing to do.
      for (const report of resized) report([], {} as ResizeObserver);
      expect(scrollBy).not.toHaveBeenCalled();
      // The strip's content shifted by 200 px as its box changed: scrolled back by 200.
      scrolled = 360;
      for (const report of resized) report([], {} as ResizeObserver);
      expect(scrollBy).toHaveBeenCalledTimes(1);
      expect(scrollBy.mock.calls[0]?.[0]).toMatchObject({ left: 200 });
    } finally {
      HTMLElement.prototype.getBoundingClientRect = original;
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollBy;
      vi.unstubAllGlobals();
    }
  });

  it('keeps the slide across a reload under the P{presId}P storage key (SPEC §9)', async () => {
    const user = userEvent.setup();
    const presentation = makeSlidesPresentation(6);
    renderWithPresentation(<ViewerPage />, presentation);
    await user.click(screen.getByRole('button', { name: 'Go to slide 5' }));
    expect(sessionStorage.getItem('P1001PslideIndex')).toBe('4');
    cleanup();
    useSlidesStore.setState({ indexByPres: {} });

    renderWithPresentation(<ViewerPage />, presentation);
    expect(screen.getByRole('img', { name: 'Slide 5 of 6' })).toBeInTheDocument();
  });

  it('ignores a stored index that is out of range for the deck', () => {
    sessionStorage.setItem('P1001PslideIndex', '40');
    renderWithPresentation(<ViewerPage />, makeSlidesPresentation(6));
    expect(screen.getByRole('img', { name: 'Slide 1 of 6' })).toBeInTheDocument();
  });

  it('prefetches the SPEC §9 window around the current slide on wide screens', async () => {
    const created = recordImageRequests();
    const user = userEvent.setup();
    renderWithPresentation(<ViewerPage />, makeSlidesPresentation(12));
    const index = (url: string) => Number(/slides\/(\d+)\/image/.exec(url)?.[1]);
    expect(created.map(index)).toEqual([0, 1, 2, 3, 4, 5]);
    await user.click(screen.getByRole('button', { name: 'Go to slide 9' }));
    expect(created.map(index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('does not prefetch on a narrow screen (SPEC §9)', () => {
    const created = recordImageRequests();
    setViewport(375, 667);
    renderWithPresentation(<ViewerPage />, makeSlidesPresentation(12));
    expect(created).toEqual([]);
  });

  it('blocks the context menu and dragging of slide images when BlockSlidesCopy is set', () => {
    const presentation = makeSlidesPresentation(3);
    renderWithPresentation(<ViewerPage />, {
      ...presentation,
      Security: { ...presentation.Security, BlockSlidesCopy: true, BlockSlidesText: true },
    });
    const image = screen.getByRole('img', { name: 'Slide 1 of 3' });
    expect(fireEvent.contextMenu(image)).toBe(false);
    expect(fireEvent.dragStart(image)).toBe(false);
    expect(image).toHaveAttribute('draggable', 'false');
    expect(image.closest('.slides')).toHaveClass('slides--no-select');
  });

  it('leaves slide images alone when copying is allowed', () => {
    renderWithPresentation(<ViewerPage />, makeSlidesPresentation(3));
    const image = screen.getByRole('img', { name: 'Slide 1 of 3' });
    expect(fireEvent.contextMenu(image)).toBe(true);
    expect(image.closest('.slides')).not.toHaveClass('slides--no-select');
  });

  it('follows a resize into the mobile layout (SPEC §2: width ≤ 768 or height > width)', () => {
    const { container } = renderWithPresentation(<ViewerPage />, makeSlidesPresentation(3));
    expect(container.querySelector('.viewer')).toHaveClass('viewer--desktop');
    act(() => setViewport(1024, 1366));
    expect(container.querySelector('.viewer')).toHaveClass('viewer--mobile');
    act(() => setViewport(768, 500));
    expect(container.querySelector('.viewer')).toHaveClass('viewer--mobile');
    act(() => setViewport(769, 500));
    expect(container.querySelector('.viewer')).toHaveClass('viewer--desktop');
  });
});

// In-page probes for the media sync benchmark: functions passed to page.evaluate / locator.evaluate,
// so each runs inside the viewer and reads the media time in the same task as the DOM change it
// saw. Kept apart from the driver so what runs in the browser is easy to read on its own.

/* global window, document, MutationObserver, HTMLInputElement */

/**
 * Installs a MutationObserver that records every change of the current slide (the slide image's
 * alt "Slide N of M", or the slide-media video's label "Slide N video") with the main media
 * element's currentTime and performance.now() at that moment, and records when a range input (the
 * Seek slider) fired 'input', which is when a person's seek reaches the page. Runs on the main
 * media element (locator.evaluate).
 */
export function installSlideProbe(media) {
  const probe = { changes: [], inputs: [] };
  window.__podiumBench = probe;
  const currentLabel = () => {
    const clip = document.querySelector('video[aria-label^="Slide "][aria-label$=" video"]');
    if (clip) return clip.getAttribute('aria-label');
    const image = Array.from(document.querySelectorAll('img[alt^="Slide "]')).find((img) =>
      /^Slide \d+ of \d+$/.test(img.getAttribute('alt') ?? ''),
    );
    return image ? image.getAttribute('alt') : null;
  };
  probe.current = currentLabel();
  new MutationObserver(() => {
    const label = currentLabel();
    if (label === null || label === probe.current) return;
    probe.current = label;
    probe.changes.push({
      label,
      slide: Number(/^Slide (\d+)/.exec(label)?.[1]),
      mediaTime: media.currentTime,
      rate: media.playbackRate,
      wall: performance.now(),
    });
  }).observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['alt', 'aria-label', 'src'],
  });
  document.addEventListener(
    'input',
    (event) => {
      if (event.target instanceof HTMLInputElement && event.target.type === 'range')
        probe.inputs.push({ value: Number(event.target.value), wall: performance.now() });
    },
    { capture: true },
  );
}

/** Forgets what the probe recorded so far (before the timed playback pass). */
export function resetSlideProbe() {
  const probe = window.__podiumBench;
  probe.changes = [];
  probe.inputs = [];
}

export function readSlideProbe() {
  const probe = window.__podiumBench;
  return { changes: probe.changes, inputs: probe.inputs, current: probe.current };
}

/** The main media element's state (locator.evaluate). */
export function readMedia(media) {
  return {
    currentTime: media.currentTime,
    paused: media.paused,
    ended: media.ended,
    playbackRate: media.playbackRate,
    duration: media.duration,
  };
}

/** The Playback speed option value for a rate (locator.evaluate on the select). */
export function speedOptionValue(select, rate) {
  const option = Array.from(select.options).find(
    (o) => Number.parseFloat(o.value) === rate || Number.parseFloat(o.text) === rate,
  );
  return option ? option.value : null;
}

/** Whether the probe's current slide is slide n (page.waitForFunction). */
export function probeShowsSlide(n) {
  return window.__podiumBench.current?.startsWith(`Slide ${n} `) === true;
}

/** Whether the Seek slider is a native range input, which fill can set (locator.evaluate). */
export function isRangeInput(el) {
  return el instanceof HTMLInputElement && el.type === 'range';
}

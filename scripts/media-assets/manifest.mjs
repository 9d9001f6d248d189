// Builds the media.json manifest of one demo event from its timed narration. Every time here is a
// segment start measured from the spoken audio (tools.mjs speakSegments), never typed by hand.
// Format: scripts/media-assets/README.md.

/** The folder of the deck the recorded roadshow shows (under the demo assets). */
export const DECK_DIR = 'recorded-roadshow';

/**
 * Slides of an event with slides: one per narration segment, in order, pointing at the recorded
 * roadshow's committed deck (scripts/demo-assets: 1001's slides the narration shows, numbered
 * within that deck), so nothing is duplicated. `deck` is recorded-roadshow/slides.json, whose
 * entries name their `source` slide in 1001's deck, the number the narration uses.
 */
function slidesOf(timed, deck) {
  return timed.map((t, index) => {
    const source = deck.find((s) => s.source === t.slide);
    if (!source) throw new Error(`the recorded roadshow has no slide ${t.slide}`);
    return {
      index,
      slideFile: `../${DECK_DIR}/${source.file}`,
      thumbFile: `../${DECK_DIR}/${source.thumb}`,
      title: source.title,
      timeSeconds: t.startSeconds,
    };
  });
}

/** A speaker appears at each segment where the voice changes to them (SPEC §3 Speaker.AppearanceTimes). */
function speakersOf(timed, speakers, withSlides) {
  const order = [...new Set(timed.map((t) => t.speaker))];
  return order.map((key) => {
    const s = speakers[key];
    return {
      speakerId: s.speakerId,
      name: s.name,
      title: s.title,
      company: s.company,
      appearanceTimes: timed
        .filter((t, i) => t.speaker === key && timed[i - 1]?.speaker !== key)
        .map((t) => t.startSeconds),
      slideIndexes: withSlides ? timed.flatMap((t, i) => (t.speaker === key ? [i] : [])) : [],
    };
  });
}

function chaptersOf(timed) {
  return timed
    .filter((t) => t.chapter)
    .map((t) => ({ title: t.chapter, timeSeconds: t.startSeconds }));
}

function segmentsOf(timed, speakers, withSlides) {
  return timed.map((t, i) => ({
    startSeconds: t.startSeconds,
    endSeconds: t.endSeconds,
    speechSeconds: Number(t.speechSeconds.toFixed(3)),
    speakerId: speakers[t.speaker].speakerId,
    slideIndex: withSlides ? i : null,
    text: t.text,
  }));
}

/**
 * @param event {presId, title, timed, speakers, deck?, video?, audio?, slideMedia?, mediaActions?}
 *   `deck` present ⇔ the event has slides.
 */
export function buildManifest(event) {
  const { timed, speakers, deck } = event;
  const withSlides = Boolean(deck);
  return {
    presId: event.presId,
    title: event.title,
    durationSeconds: timed[timed.length - 1].endSeconds,
    video: event.video ?? [],
    audio: event.audio ?? [],
    slides: withSlides ? slidesOf(timed, deck) : [],
    slideMedia: event.slideMedia ?? [],
    speakers: speakersOf(timed, speakers, withSlides),
    chapters: chaptersOf(timed),
    mediaActions: event.mediaActions ?? [],
    segments: segmentsOf(timed, speakers, withSlides),
  };
}

/**
 * 1002's media actions (SPEC §3 Media action): the presenter goes to the large player whenever the
 * voice hands over (CFO takes the floor, CEO closes) and back to the regular player when the growth
 * chart, which carries slide media, comes up. Each timecode is a segment start in whole seconds.
 */
export function roadshowMediaActions(timed) {
  const startOfSlide = (n) => {
    const t = timed.find((s) => s.slide === n);
    if (!t) throw new Error(`narration has no slide ${n}`);
    return t.startSeconds;
  };
  return [
    { id: 1, type: 2, timecodeSequence: [startOfSlide(5), startOfSlide(12)].join(',') },
    { id: 2, type: 1, timecodeSequence: String(startOfSlide(6)) },
  ];
}

// The slide of the moment in media with slides (SPEC §2 MediaSlides), named like the slides-only
// stage (`Slide N of M`). A slide with slide media (SPEC §3 IsSlideMedia) shows its clip in
// place, muted and looping, playing while the main media plays. `Search slides` jumps as the
// slide controls do: the media seeks to the slide found.
import { memo, useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { usePresentation } from '../../presentation/presentation.context.ts';
import { SlideNavControls } from '../../slides/components/SlideNavControls.tsx';
import { SlideImage } from '../../slides/components/SlideImage.tsx';
import { SlideSearchSlot } from '../../slides/components/SlideSearchSlot.tsx';
import { slidePicture } from '../../slides/slide-picture.ts';
import { useSlideKeyboard } from '../../slides/useSlideKeyboard.ts';
import { useSlidePrefetch } from '../../slides/useSlidePrefetch.ts';
import { useMediaStore } from '../media.store.ts';
import { useMediaSlideNavigation } from '../useMediaSlideNavigation.ts';
import { useSlideMediaUrls } from '../useSlideMedia.ts';
import '../../slides/slides.css';
import { NoSlidesNotice } from '../../slides/components/NoSlidesNotice.tsx';

interface SlideClipProps {
  readonly src: string;
  readonly label: string;
  /** The clip could not be loaded (its address may have expired). */
  readonly onFailed: (src: string) => void;
}

function SlideClip({ src, label, onFailed }: SlideClipProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const playing = useMediaStore((s) => s.playback.status === 'Playing');
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (playing) video.play()?.catch(() => undefined);
    else video.pause();
  }, [playing, src]);
  return (
    <video
      ref={ref}
      className="slides__image media-slide-clip"
      src={src}
      onError={() => onFailed(src)}
      aria-label={label}
      muted
      loop
      playsInline
      preload="auto"
      disablePictureInPicture
    />
  );
}

export const MediaSlideStage = memo(function MediaSlideStage({
  containerGuid,
}: {
  readonly containerGuid: string | null;
}) {
  const { t } = useTranslation('slides');
  const { t: tm } = useTranslation('media');
  const { presentation } = usePresentation();
  const { slides, position, canGoTo, goTo, next, previous } = useMediaSlideNavigation();
  const clips = useSlideMediaUrls(containerGuid, slides);
  const titleId = useId();
  useSlideKeyboard(true, previous, next);
  useSlidePrefetch(slides, position);
  const { BlockSlidesCopy, BlockSlidesText } = presentation.Security;

  const current = slides[position];
  if (!current) return <NoSlidesNotice />;
  const count = slides.length;
  const clip =
    current.IsSlideMedia && current.SlideMediaGuid
      ? clips.urls.get(current.SlideMediaGuid)
      : undefined;
  return (
    <section className={BlockSlidesText ? 'slides slides--no-select' : 'slides'}>
      <SlideSearchSlot slides={slides} mayNavigate onJump={goTo} />
      <div className="slides__frame">
        {clip ? (
          <SlideClip
            src={clip}
            label={tm('slideVideo', { n: position + 1 })}
            onFailed={clips.renew}
          />
        ) : (
          <SlideImage
            {...slidePicture(current)}
            alt={t('slideOf', { n: position + 1, m: count })}
            describedBy={titleId}
            blockCopy={BlockSlidesCopy}
          />
        )}
        <span id={titleId} className="viewer-sr-only">
          {current.Title}
        </span>
      </div>
      <SlideNavControls
        index={position}
        count={count}
        previousDisabled={position === 0 || !canGoTo(position - 1)}
        nextDisabled={position === count - 1 || !canGoTo(position + 1)}
        onPrevious={previous}
        onNext={next}
      />
    </section>
  );
});

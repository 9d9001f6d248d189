// SPEC §3 Watermark: when HasWatermark, a decoration over the playing media (never announced).
// Without an image the viewer's own address or name marks the picture (the event title for a
// viewer without one), which is what a watermark is for: a screen recording shows who made it.
interface WatermarkProps {
  readonly image: string | null;
  readonly text: string | null;
}

export function Watermark({ image, text }: WatermarkProps) {
  if (image) {
    return (
      <img
        className="media-watermark media-watermark--image"
        data-testid="watermark"
        src={image}
        alt=""
        aria-hidden="true"
      />
    );
  }
  return (
    <div
      className="media-watermark media-watermark--text"
      data-testid="watermark"
      aria-hidden="true"
    >
      {text}
    </div>
  );
}

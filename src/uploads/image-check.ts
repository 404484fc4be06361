import sharp from 'sharp';
import { sniffImage, type SniffedImage } from './image-sniff';

/**
 * Most pixels an uploaded image may have, every frame of an animation counted: a 50-megapixel
 * camera photo. Decoding one that large takes about 1.5 s on a 2-core server (in libvips's
 * threads, not on the event loop, and streamed: tens of MB). A decompression bomb, a small file
 * whose header declares hundreds of megapixels, is refused from its header alone.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

export type ImageCheck =
  { ok: true; image: SniffedImage } | { ok: false; reason: 'not-an-image' | 'too-many-pixels' };

/** sharp's name for each format the sniffer accepts. */
const DECODED_FORMAT: Record<SniffedImage['extension'], string> = {
  '.png': 'png',
  '.jpg': 'jpeg',
  '.gif': 'gif',
  '.webp': 'webp',
};

/**
 * Accepts an upload only if it is a PNG, JPEG, GIF or WebP by its first bytes (see sniffImage)
 * and also decodes, whole and cleanly, as that format: every pixel of every frame is read, and
 * a warning from the decoder (truncated data, a corrupt segment) refuses it. A PNG signature
 * followed by HTML, a cut-off JPEG or a GIF header in front of a script is no image.
 * It only judges: cleanImage then encodes what is stored, without metadata.
 */
export async function checkImage(bytes: Buffer): Promise<ImageCheck> {
  const image = sniffImage(bytes);
  if (!image) return { ok: false, reason: 'not-an-image' };
  try {
    // The header alone (no pixel limit here, so a bomb is told apart from a broken file).
    const { format, width, height } = await sharp(bytes, {
      limitInputPixels: false,
      pages: -1,
    }).metadata();
    if (format !== DECODED_FORMAT[image.extension]) return { ok: false, reason: 'not-an-image' };
    if (width * height > MAX_IMAGE_PIXELS) return { ok: false, reason: 'too-many-pixels' };
    // Every pixel of every frame; the limit again, should the decoder count otherwise.
    await sharp(bytes, {
      failOn: 'warning',
      limitInputPixels: MAX_IMAGE_PIXELS,
      pages: -1,
    }).stats();
    return { ok: true, image };
  } catch {
    return { ok: false, reason: 'not-an-image' };
  }
}

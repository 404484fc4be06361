import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from './image-check';
import type { SniffedImage } from './image-sniff';

/**
 * The longest side a stored image may have: twice the widest place the site shows one (a banner
 * on a wide screen), so it stays sharp on high-density screens. Larger images are scaled down to
 * fit inside MAX_IMAGE_SIDE × MAX_IMAGE_SIDE; smaller ones are never enlarged.
 */
export const MAX_IMAGE_SIDE = 2400;

/** JPEG and lossy WebP quality: indistinguishable from the original on a photo, at a third of it. */
export const IMAGE_QUALITY = 82;

export interface CleanImage {
  /** The image to store, in the format it was uploaded in, without any metadata. */
  bytes: Buffer;
  width: number;
  height: number;
  /**
   * A WebP rendition of a PNG or JPEG, only when it is smaller than `bytes`: served instead to
   * browsers that accept WebP (see UploadsController).
   */
  webp?: Buffer;
}

/**
 * Decodes an image that passed checkImage and encodes it again, so that only its pixels are kept:
 * no EXIF (and so no GPS position, camera, owner or time), no XMP, no IPTC, no comments, no
 * embedded thumbnail. A photo taken at home can carry where that home is.
 *
 * - The EXIF orientation is applied to the pixels first (the tag that said it is dropped).
 * - Colours are converted to sRGB through the embedded ICC profile, if any, which is then dropped:
 *   sRGB is what a browser assumes of an image without a profile.
 * - Scaled down to fit inside MAX_IMAGE_SIDE × MAX_IMAGE_SIDE, never up.
 * - The same format out: JPEG (mozjpeg, quality 82), PNG (lossless, zlib level 9), WebP (quality
 *   82), GIF. An animated GIF or WebP keeps every frame and its timing; its frames are scaled
 *   together.
 *
 * libvips does the work in its own threads: the event loop is never blocked.
 */
export async function cleanImage(bytes: Buffer, image: SniffedImage): Promise<CleanImage> {
  const animated = image.extension === '.gif' || image.extension === '.webp';
  let pipeline = sharp(bytes, {
    failOn: 'warning',
    limitInputPixels: MAX_IMAGE_PIXELS,
    // Every frame of an animation, not just the first.
    animated,
  });
  const { pages = 1 } = await pipeline.metadata();
  // Orientation applies to a single picture (a camera's JPEG, occasionally a WebP or PNG).
  if (pages === 1) pipeline = pipeline.rotate();
  pipeline = pipeline
    .resize({
      width: MAX_IMAGE_SIDE,
      height: MAX_IMAGE_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .toColourspace('srgb');

  // The rendition from the same decoded, rotated and scaled pixels, not from the stored JPEG
  // (one lossy step, not two). A PNG is a drawing, a screenshot or text more often than a photo:
  // its WebP stays lossless.
  const rendition =
    image.extension === '.jpg' || image.extension === '.png'
      ? pipeline
          .clone()
          .webp(image.extension === '.png' ? { lossless: true } : { quality: IMAGE_QUALITY })
          .toBuffer()
      : undefined;
  // No withMetadata / keepMetadata anywhere: sharp writes no EXIF, XMP, IPTC, ICC or comment.
  const [{ data, info }, webp] = await Promise.all([
    encode(pipeline, image.extension).toBuffer({ resolveWithObject: true }),
    rendition,
  ]);
  const height = pages > 1 ? (info.pageHeight ?? info.height) : info.height;
  const clean: CleanImage = { bytes: data, width: info.width, height };
  if (webp && webp.length < data.length) clean.webp = webp;
  return clean;
}

function encode(pipeline: sharp.Sharp, extension: SniffedImage['extension']): sharp.Sharp {
  switch (extension) {
    case '.jpg':
      return pipeline.jpeg({ quality: IMAGE_QUALITY, mozjpeg: true });
    case '.png':
      return pipeline.png({ compressionLevel: 9, adaptiveFiltering: true });
    case '.webp':
      return pipeline.webp({ quality: IMAGE_QUALITY });
    case '.gif':
      return pipeline.gif();
  }
}

/** The name a stored PNG or JPEG's WebP rendition has: the same random name, `.webp`. */
export function webpRenditionName(name: string): string | undefined {
  return /\.(png|jpe?g)$/i.test(name) ? name.replace(/\.(png|jpe?g)$/i, '.webp') : undefined;
}

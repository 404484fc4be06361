import sharp from 'sharp';
import { IMAGE_QUALITY } from './image-clean';
import { MAX_IMAGE_PIXELS } from './image-check';

/**
 * The picture of a shared link (KakaoTalk, Facebook, X): 1200 × 630, the 1.91 : 1 frame every one
 * of them shows whole, well above KakaoTalk's 200 × 200 minimum and far below its size limit.
 */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/**
 * The name of a stored image's share rendition: the same random name, `-share.jpg`. Made on the
 * first request for it (see UploadsController.share), so banners stored before it existed have one
 * too, and removed with the image.
 */
export function shareRenditionName(name: string): string | undefined {
  // A share picture has none of its own: asking for one must not store a chain of copies.
  if (/-share\.jpg$/i.test(name)) return undefined;
  return /\.(png|jpe?g|webp|gif)$/i.test(name)
    ? name.replace(/\.(png|jpe?g|webp|gif)$/i, '-share.jpg')
    : undefined;
}

/**
 * A stored image (already clean: rotated, sRGB, no metadata) as a share picture: its first frame,
 * cropped to fill 1200 × 630 around what draws the eye, on white where it was transparent, as a
 * JPEG (every app that previews links reads one). A small picture is scaled up: a soft preview
 * is better than none.
 */
export async function shareImage(stored: Buffer): Promise<Buffer> {
  return sharp(stored, { failOn: 'warning', limitInputPixels: MAX_IMAGE_PIXELS })
    .resize({
      width: SHARE_IMAGE_WIDTH,
      height: SHARE_IMAGE_HEIGHT,
      fit: 'cover',
      position: sharp.strategy.attention,
    })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: IMAGE_QUALITY, mozjpeg: true })
    .toBuffer();
}

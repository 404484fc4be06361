import { cleanImage, sniffImage, type CleanImage } from '../../src/uploads';
import type { TestApp } from './test-app';

/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A real 2×2 JPEG (uploads are decoded whole, so a header alone no longer passes). */
export const JPEG = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/' +
    '2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/' +
    'wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEB' +
    'AQAAAAAAAAAAAAAAAAAABAX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCaAInv/9k=',
  'base64',
);

/** A real 2×2 GIF. */
export const GIF = Buffer.from(
  'R0lGODlhAgACAIAAAExpcS59MiH5BAUAAAAALAAAAAACAAIAAAICjFMAOw==',
  'base64',
);

/** A real 2×2 WebP (lossless). */
export const WEBP = Buffer.from('UklGRh4AAABXRUJQVlA4TBEAAAAvAUAAAAfQvrpUpv+BiOh/AAA=', 'base64');

const HTML = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');

/** A PNG signature and IHDR chunk (the first 33 bytes of a real PNG) followed by an HTML page. */
export const PNG_THEN_HTML = Buffer.concat([PNG.subarray(0, 33), HTML]);

/** A GIF signature and screen descriptor followed by a script. */
export const GIF_THEN_SCRIPT = Buffer.concat([
  Buffer.from('GIF89a\x02\x00\x02\x00\x00\x00\x00', 'latin1'),
  HTML,
]);

/** The real JPEG without its last bytes: scan data and end marker cut off. */
export const TRUNCATED_JPEG = JPEG.subarray(0, JPEG.length - 4);

/** Creates a lecture through the back office with a PNG banner; answers its id. */
export async function createLectureWithBanner(
  app: TestApp,
  auth: string,
  title: string,
): Promise<number> {
  const created = await app.http
    .post('/api/admin/lecture')
    .set('Authorization', auth)
    .field('title', title)
    .field('instructor_name', '이선생')
    .field('organizer', '마음숲')
    .field('reg_period_start', '2026-11-20')
    .field('reg_period_end', '2026-11-30')
    .field('lec_period_start', '2026-12-10')
    .field('lec_period_end', '2026-12-11')
    .field('inquiry', '02-123-4567')
    .field('content', '<h1>안내</h1><p><strong>굵게</strong></p>')
    .field('fees', JSON.stringify([{ fee_type: '1회차', amount: 40000 }]))
    .attach('file', PNG, { filename: 'banner.png', contentType: 'image/png' })
    .expect(201);
  return created.body.id as number;
}

/** A 1×1 SVG: XML that can carry script, never accepted as an upload. */
export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(1)</script></svg>',
);

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * The 1×1 PNG with its header saying `width` × `height`: what a decompression bomb looks like to
 * the server (a header declaring a huge image, a few bytes of data), checksum fixed so that
 * only the size is wrong.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const bytes = Buffer.from(PNG);
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

/** A JPEG comment (COM) segment put right after the start-of-image marker. */
export function withJpegComment(jpeg: Buffer, comment: string): Buffer {
  const text = Buffer.from(comment, 'utf8');
  const header = Buffer.alloc(4);
  header.writeUInt16BE(0xfffe, 0);
  header.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, text, jpeg.subarray(2)]);
}

/**
 * What the server stores for an accepted upload: the image encoded again without metadata, and
 * its WebP rendition when smaller (see cleanImage). Encoding is deterministic, so the served
 * bytes equal these.
 */
export async function storedForm(bytes: Buffer): Promise<CleanImage> {
  const image = sniffImage(bytes);
  if (!image) throw new Error('not an image');
  return cleanImage(bytes, image);
}

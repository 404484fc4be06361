/**
 * What an uploaded image really is, judged by its first bytes (its "magic number"), never by its
 * name or the Content-Type the browser sent: both are the uploader's to choose. Only raster formats
 * browsers show as images are accepted. SVG is refused: it is XML that can carry script.
 */
export interface SniffedImage {
  /** The extension the stored file gets (decides the Content-Type it is served with). */
  extension: '.png' | '.jpg' | '.gif' | '.webp';
  mimeType: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, prefix: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + prefix.length) return false;
  return prefix.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(text: string): number[] {
  return [...text].map((char) => char.charCodeAt(0));
}

export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  if (startsWith(bytes, PNG)) return { extension: '.png', mimeType: 'image/png' };
  if (startsWith(bytes, JPEG)) return { extension: '.jpg', mimeType: 'image/jpeg' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) {
    return { extension: '.gif', mimeType: 'image/gif' };
  }
  // RIFF <4-byte size> WEBP
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) {
    return { extension: '.webp', mimeType: 'image/webp' };
  }
  return null;
}

import { sniffImage } from './image-sniff';

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('sniffImage', () => {
  it.each([
    ['a PNG', PNG_1X1, '.png'],
    ['a JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]), '.jpg'],
    ['a GIF89a', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), '.gif'],
    ['a GIF87a', Buffer.from('GIF87a\x01\x00\x01\x00', 'latin1'), '.gif'],
    ['a WebP', Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'), '.webp'],
  ])('recognises %s by its first bytes', (_name, bytes, extension) => {
    expect(sniffImage(bytes)?.extension).toBe(extension);
  });

  it.each([
    ['HTML (named .png or not)', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['SVG, which can carry script', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['SVG behind an XML declaration', Buffer.from('<?xml version="1.0"?><svg/>')],
    ['a RIFF that is not WebP (WAV)', Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1')],
    ['a truncated PNG signature', PNG_1X1.subarray(0, 4)],
    ['nothing', Buffer.alloc(0)],
    ['a PDF', Buffer.from('%PDF-1.7')],
  ])('refuses %s', (_name, bytes) => {
    expect(sniffImage(bytes)).toBeNull();
  });
});

import sharp from 'sharp';
import { checkImage, MAX_IMAGE_PIXELS } from './image-check';

const HTML = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');

/** A 64×48 photo-like image (noise, so every format has real data to cut off) in `format`. */
function photo(format: 'png' | 'jpeg' | 'gif' | 'webp'): Promise<Buffer> {
  const noise = { type: 'gaussian', mean: 128, sigma: 40 } as const;
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#888', noise } })
    .toFormat(format)
    .toBuffer();
}

/** Three 30×20 frames as one animated image. */
async function animation(format: 'gif' | 'webp'): Promise<Buffer> {
  const frames = await Promise.all(
    ['#c00', '#0c0', '#00c'].map((background) =>
      sharp({ create: { width: 30, height: 20, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(frames, { join: { animated: true } })
    .toFormat(format)
    .toBuffer();
}

describe('checkImage', () => {
  let images: Record<'png' | 'jpeg' | 'gif' | 'webp', Buffer>;
  beforeAll(async () => {
    images = {
      png: await photo('png'),
      jpeg: await photo('jpeg'),
      gif: await photo('gif'),
      webp: await photo('webp'),
    };
  });

  it.each([
    ['png', '.png'],
    ['jpeg', '.jpg'],
    ['gif', '.gif'],
    ['webp', '.webp'],
  ] as const)('accepts a whole %s as %s', async (format, extension) => {
    expect(await checkImage(images[format])).toEqual({
      ok: true,
      image: expect.objectContaining({ extension }),
    });
  });

  it.each(['gif', 'webp'] as const)('accepts an animated %s', async (format) => {
    expect(await checkImage(await animation(format))).toMatchObject({ ok: true });
  });

  it.each([
    [
      'a PNG signature and header followed by HTML',
      () => Buffer.concat([images.png.subarray(0, 33), HTML]),
    ],
    ['a JPEG header followed by HTML', () => Buffer.concat([images.jpeg.subarray(0, 200), HTML])],
    [
      'a GIF header followed by a script',
      () => Buffer.concat([Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00', 'latin1'), HTML]),
    ],
    [
      'a RIFF/WEBP header followed by HTML',
      () => Buffer.concat([images.webp.subarray(0, 16), HTML]),
    ],
    ['a truncated PNG', () => images.png.subarray(0, Math.floor(images.png.length * 0.6))],
    ['a truncated JPEG', () => images.jpeg.subarray(0, Math.floor(images.jpeg.length * 0.6))],
    // Not here: a JPEG missing only its end marker. Whether libjpeg warns depends on where the
    // last (random) scan data ends, so it is accepted or refused by chance; its pixels are all
    // there, and the privacy issue's re-encoding writes a whole file anyway.
    ['a truncated GIF', () => images.gif.subarray(0, Math.floor(images.gif.length * 0.6))],
    ['a truncated WebP', () => images.webp.subarray(0, Math.floor(images.webp.length * 0.6))],
    [
      'the old test "JPEG" (markers, no image)',
      () =>
        Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0xff, 0xd9]),
    ],
    ['HTML', () => HTML],
    [
      'SVG, which sharp could draw',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
    ],
  ])('refuses %s as no image', async (_name, bytes) => {
    expect(await checkImage(bytes())).toEqual({ ok: false, reason: 'not-an-image' });
  });

  it('refuses a TIFF, which sharp could decode but browsers do not show', async () => {
    const tiff = await sharp(images.png).tiff().toBuffer();
    expect(await checkImage(tiff)).toEqual({ ok: false, reason: 'not-an-image' });
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    // About 60 KB of PNG that declares 10000×10000 pixels of one colour.
    const bomb = await sharp({
      limitInputPixels: false,
      create: { width: 10_000, height: 10_000, channels: 3, background: '#000' },
    })
      .png({ palette: true, compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const started = performance.now();
    expect(await checkImage(bomb)).toEqual({ ok: false, reason: 'too-many-pixels' });
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('counts every frame of an animation against the pixel limit', async () => {
    const side = Math.ceil(Math.sqrt(MAX_IMAGE_PIXELS / 2)) + 1;
    // Two colours: the GIF encoder would merge two equal frames into one.
    const [frame, other] = await Promise.all(
      ['#000', '#fff'].map((background) =>
        sharp({
          limitInputPixels: false,
          create: { width: side, height: side, channels: 3, background },
        })
          .png({ palette: true })
          .toBuffer(),
      ),
    );
    const twoFrames = await sharp([frame, other], {
      limitInputPixels: false,
      join: { animated: true },
    })
      .gif()
      .toBuffer();
    expect(await checkImage(frame)).toMatchObject({ ok: true });
    expect(await checkImage(twoFrames)).toEqual({ ok: false, reason: 'too-many-pixels' });
  }, 60_000);
});

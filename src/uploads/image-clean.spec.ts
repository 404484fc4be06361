import sharp from 'sharp';
import { cleanImage, MAX_IMAGE_SIDE, webpRenditionName } from './image-clean';
import { sniffImage } from './image-sniff';

const noise = { type: 'gaussian', mean: 128, sigma: 40 } as const;

function canvas(width: number, height: number, background = '#888') {
  return sharp({ create: { width, height, channels: 3, background, noise } });
}

async function clean(bytes: Buffer) {
  const image = sniffImage(bytes);
  if (!image) throw new Error('not an image');
  return cleanImage(bytes, image);
}

describe('cleanImage', () => {
  it('drops EXIF (with GPS), XMP and ICC and turns the picture upright', async () => {
    // 60 wide, 40 high, with "rotate 90° clockwise to show" (6): upright it is 40 × 60.
    const sent = await canvas(60, 40)
      .withIccProfile('p3')
      .withExif({
        IFD0: { Make: 'Phone', Copyright: '김엄마' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 33/1 0/1' },
      })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>')
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const before = await sharp(sent).metadata();
    expect([before.orientation, !!before.exif, !!before.xmp, !!before.icc]).toEqual([
      6,
      true,
      true,
      true,
    ]);

    const { bytes, width, height } = await clean(sent);
    const after = await sharp(bytes).metadata();
    expect(after.format).toBe('jpeg');
    expect([after.width, after.height, width, height]).toEqual([40, 60, 40, 60]);
    expect(after.orientation).toBeUndefined();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(bytes.includes('Phone')).toBe(false);
  });

  it('converts colours to sRGB through the embedded profile before dropping it', async () => {
    const red = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
      .withIccProfile('p3')
      .png()
      .toBuffer();
    const { bytes } = await clean(red);
    const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(245);
    expect(data[1]).toBeLessThan(10);
    expect(data[2]).toBeLessThan(10);
  });

  it.each([
    [5000, 3000, 2400, 1440],
    [3000, 5000, 1440, 2400],
    [2400, 2400, 2400, 2400],
    [800, 600, 800, 600],
  ])('fits %i × %i inside 2400 px as %i × %i, never enlarging', async (w, h, ew, eh) => {
    const sent = await sharp({ create: { width: w, height: h, channels: 3, background: '#abc' } })
      .png()
      .toBuffer();
    const { bytes } = await clean(sent);
    const { width, height, format } = await sharp(bytes).metadata();
    expect([format, width, height]).toEqual(['png', ew, eh]);
    expect(Math.max(width, height)).toBeLessThanOrEqual(MAX_IMAGE_SIDE);
  });

  it('keeps every frame and the timing of an animated GIF', async () => {
    const frames = await Promise.all(
      ['#c00', '#0c0', '#00c'].map((background) =>
        sharp({ create: { width: 30, height: 20, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif({ delay: [100, 200, 300], loop: 0 })
      .toBuffer();
    const { bytes, width, height } = await clean(gif);
    const after = await sharp(bytes, { animated: true }).metadata();
    expect([after.format, after.pages, after.pageHeight, after.width]).toEqual(['gif', 3, 20, 30]);
    expect(after.delay).toEqual([100, 200, 300]);
    expect([width, height]).toEqual([30, 20]);
  });

  it('makes a WebP rendition of a photo JPEG when it is smaller, none for WebP or GIF', async () => {
    // Noise softened like a photo's detail (raw noise is where JPEG beats WebP).
    const noisy = await canvas(400, 300).png().toBuffer();
    const jpeg = await sharp(noisy).blur(2).jpeg({ quality: 95 }).toBuffer();
    const fromJpeg = await clean(jpeg);
    expect(fromJpeg.webp).toBeDefined();
    expect(fromJpeg.webp!.length).toBeLessThan(fromJpeg.bytes.length);
    const rendition = await sharp(fromJpeg.webp!).metadata();
    expect([rendition.format, rendition.width, rendition.height]).toEqual(['webp', 400, 300]);
    expect(rendition.exif).toBeUndefined();

    const webp = await clean(await canvas(40, 30).webp().toBuffer());
    expect(webp.webp).toBeUndefined();
  });

  it('re-encodes a WebP as a WebP, without metadata', async () => {
    const sent = await canvas(50, 40)
      .withExif({ IFD0: { Artist: '김엄마' } })
      .webp()
      .toBuffer();
    expect((await sharp(sent).metadata()).exif).toBeDefined();
    const { bytes } = await clean(sent);
    const after = await sharp(bytes).metadata();
    expect([after.format, after.exif]).toEqual(['webp', undefined]);
  });
});

describe('webpRenditionName', () => {
  it.each([
    ['a.png', 'a.webp'],
    ['a.jpg', 'a.webp'],
    ['a.JPEG', 'a.webp'],
    ['a.gif', undefined],
    ['a.webp', undefined],
    ['a.svg', undefined],
  ])('%s → %s', (name, expected) => {
    expect(webpRenditionName(name)).toBe(expected);
  });
});

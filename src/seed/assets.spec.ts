import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_ASSETS_DIR } from './seed.service';

/**
 * The seed copies these files into the image storage as they are (they never pass the upload's
 * re-encoding: sharp cannot write SVG). They are hand-written SVG, and must stay free of what an
 * editor leaves behind: metadata blocks, comments, editor namespaces, embedded raster images
 * (which could carry EXIF of their own) and anything that runs.
 */
describe('seed images', () => {
  const files = ['lectures', 'programs'].flatMap((folder) =>
    readdirSync(join(DEMO_ASSETS_DIR, folder)).map((name) => join(folder, name)),
  );

  it('are all SVG', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(file).toMatch(/\.svg$/);
  });

  it.each(files)('%s carries no metadata, comment, embedded image or script', (file) => {
    const text = readFileSync(join(DEMO_ASSETS_DIR, file), 'utf8');
    expect(text).not.toMatch(
      /<metadata|<!--|<\?xpacket|xmlns:(rdf|dc|cc|inkscape|sodipodi|xmp)|<image|data:|<script|on[a-z]+=/i,
    );
  });
});

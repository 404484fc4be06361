/**
 * The folders images live in, named as the API paths name them (spec §7); siteFiles holds the
 * pictures of 센터 정보 (counsellors, the home page's rooms), contentFiles the pictures in the
 * body of a lecture or a notice (the editor's uploads, issue 36).
 */
export const UPLOAD_FOLDERS = [
  'programFiles',
  'lectureFiles',
  'siteFiles',
  'contentFiles',
] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

export const IMAGE_CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
};

/** A stored file name: one path segment of safe characters with an image extension. */
const STORED_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,150}\.(svg|png|jpe?g|webp|gif)$/;

export function isUploadFolder(value: string): value is UploadFolder {
  return (UPLOAD_FOLDERS as readonly string[]).includes(value);
}

export function isStoredFileName(value: string): boolean {
  return STORED_NAME.test(value);
}

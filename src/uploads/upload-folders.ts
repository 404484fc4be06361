/** The folders images live in, named as the API paths name them (spec §7). */
export const UPLOAD_FOLDERS = ['programFiles', 'lectureFiles'] as const;
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

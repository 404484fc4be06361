// The uploads module's public face: where images are kept (ImageStorage, a folder or a bucket),
// the upload folders and the checks an image passes. Other modules import from here.
export { UploadsModule } from './uploads.module';
export { ImageStorage, readAll, type StoredImage } from './storage/image-storage';
export { createImageStorage } from './storage/create-image-storage';
export {
  IMAGE_CONTENT_TYPES,
  UPLOAD_FOLDERS,
  isStoredFileName,
  isUploadFolder,
  type UploadFolder,
} from './upload-folders';
export { checkImage, MAX_IMAGE_PIXELS } from './image-check';
export { cleanImage, MAX_IMAGE_SIDE, webpRenditionName, type CleanImage } from './image-clean';
export { sniffImage } from './image-sniff';

// The uploads module's public face: where images are kept (ImageStorage, a folder or a bucket),
// the upload folders, the checks an image passes, and how the back office takes one (part `file`
// read by ImageUploadInterceptor, stored clean by storeCleanImage). Other modules import from here.
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
export {
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_WIDTH,
  shareImage,
  shareRenditionName,
} from './share-image';
export {
  assertImage,
  removeStoredImage,
  storeCleanImage,
  type UploadedImage,
} from './image-upload';
export { IMAGE_TOO_LARGE, ImageUploadInterceptor } from './image-upload.interceptor';

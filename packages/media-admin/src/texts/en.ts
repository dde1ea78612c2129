/**
 * The media library's and uploads' interface texts in English.
 * They lived in core's catalogue, which every shop page downloads, while no shop page used them;
 * they wait here for the media islands, which take them into their `defineMessages`.
 */
export const MEDIA_EN = {
  uploadQueued: 'Queued',
  uploadUploading: 'Uploading',
  uploadDone: 'Uploaded',
  uploadFailed: 'Upload failed',
  uploadQueueLimit: 'You have added too many files to the queue.',
  uploadFileTooLarge: '{name} exceeds the maximum upload size for this site.',
  uploadEmptyFile: '{name} is empty. Please try another file.',
  uploadTypeNotAllowed: 'You are not allowed to upload this file type.',
  uploadNotImage: 'This file is not an image. Please try another.',
  uploadMemoryExceeded: 'Memory exceeded. Please try another, smaller file.',
  uploadDimensionsExceeded: 'This image is larger than the maximum size. Please try another.',
  uploadGenericFailure: 'An error occurred in the upload. Please try again later.',
  uploadServerConfig: 'There was a configuration error. Please contact the server administrator.',
  uploadHttpError:
    'The server answered unexpectedly. The file may have been uploaded: check the media library or reload the page.',
  uploadHttpErrorImage:
    'The server could not process the image. It may be busy or short of resources. Uploading a smaller image may help; the suggested maximum size is 2560 pixels.',
  uploadIoError: 'An error occurred while reading or writing the file.',
  uploadSecurityError: 'Security error.',
  uploadCancelled: 'Upload cancelled.',
  uploadStopped: 'Upload stopped.',
  uploadRemove: 'Remove {name}',
  mediaTrashed: 'Item moved to the trash.',
  mediaUndo: 'Undo',
};

/**
 * The document locker's texts (docs/product.md, Document locker). Reached through
 * `messages/locker.ts` from the lazy /document-tester chunk only (decision 011). The
 * texts that the server also sends (`lockerMessages` in '@seva/schemas') are kept equal to
 * them by `locker-messages.test.ts`.
 */
const locker = {
  seed: {
    nameRequired: 'Document name is required',
    photoRequired: 'Photo is required',
    signatureRequired: 'Signature is required',
    types: 'Only JPEG, PNG and WebP files are allowed',
    tooLarge: 'File size cannot exceed 5MB',
    created: 'Document uploaded successfully!',
    failed: 'Failed to upload document. Please try again.',
    notFound: 'Document not found',
    loadFailed: 'Failed to load document. Please try again later.',
    deleted: 'Document deleted successfully',
    empty: 'No documents found. Create a new one!',
    prompt: 'Select a document from the list or create a new one',
  },
  title: 'My Documents',
  listTitle: 'Your Documents',
  newDocument: 'New Document',
  cancelUpload: 'Cancel Upload',
  formTitle: 'Upload a New Document',
  name: 'Document Name',
  namePlaceholder: 'e.g. Passport photo',
  photo: 'Photo',
  signature: 'Signature',
  fileHint: 'JPEG, PNG or WebP, up to 5MB',
  upload: 'Upload Document',
  uploading: 'Uploading...',
  uploadedOn: (date: string) => `Uploaded ${date}`,
  downloadPhoto: 'Download Photo',
  downloadSignature: 'Download Signature',
  imageUnavailable: 'Image not available',
  loading: 'Loading documents...',
  listFailed: 'Failed to fetch documents',
  retry: 'Try again',
  delete: 'Delete',
  deleteOf: (name: string) => `Delete ${name}`,
  deleteTitle: 'Delete Document',
  deleteText: (name: string) =>
    `Are you sure you want to delete "${name}"? This action cannot be undone.`,
  cancel: 'Cancel',
  deleteFailed: 'Could not delete the document. Please try again.',
  photoOf: (name: string) => `Photo of ${name}`,
  signatureOf: (name: string) => `Signature of ${name}`,
} as const;

export default locker;

/** Upload limit for images (shell spec §9): under 2MB. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export type ImageKind = 'png' | 'jpeg';
export type ImageProblem = 'type' | 'size';

// File signatures: a renamed .exe or an SVG called .png fails here, whatever its name or MIME.
const PNG = [0x89, 0x50, 0x4e, 0x47];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: number[]): boolean =>
  signature.every((byte, i) => bytes[i] === byte);

/** The image kind the leading bytes announce, or null. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpeg';
  return null;
}

/** The first `count` bytes of a file (FileReader: works in every browser and in jsdom). */
function readHead(file: Blob, count = 4): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(file.slice(0, count));
  });
}

/** What is wrong with an image file for upload, type first; null when it may go. */
export async function checkImage(
  file: Blob,
  maxBytes = MAX_IMAGE_BYTES,
): Promise<ImageProblem | null> {
  let kind: ImageKind | null = null;
  try {
    kind = sniffImage(await readHead(file));
  } catch {
    kind = null; // unreadable counts as not an image
  }
  if (!kind) return 'type';
  return file.size < maxBytes ? null : 'size';
}

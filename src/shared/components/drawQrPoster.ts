/**
 * Poster layout in canvas pixels: a cover image when there is one (the 750x320 covers, 2.34:1),
 * a title, the QR code, a caption (the link) below it.
 */
const WIDTH = 640;
const PADDING = 40;
const COVER_HEIGHT = Math.round((WIDTH - 2 * PADDING) / 2.34);
const QR_SIZE = 480;

/**
 * Draws the poster of a QR code (the canvas antd's QRCode rendered) as a PNG. `cover` must be
 * same-origin data (an image fetched as base64, `fetchImageBase64`): an image from another origin
 * would taint the canvas, and the PNG could not be read back.
 */
export function drawQrPoster(
  qr: HTMLCanvasElement,
  title: string,
  caption: string,
  cover?: CanvasImageSource,
): Promise<Blob> {
  const top = cover ? PADDING + COVER_HEIGHT : 0;
  const qrTop = top + 110;
  const height = qrTop + QR_SIZE + 90;
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('no 2d canvas'));
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, WIDTH, height);
  if (cover) context.drawImage(cover, PADDING, PADDING, WIDTH - 2 * PADDING, COVER_HEIGHT);
  context.textAlign = 'center';
  context.fillStyle = '#1f1f1f';
  context.font = 'bold 30px sans-serif';
  // The last argument shrinks a long title to the width instead of cutting it.
  context.fillText(title, WIDTH / 2, top + 70, WIDTH - 2 * PADDING);
  context.imageSmoothingEnabled = false;
  context.drawImage(qr, (WIDTH - QR_SIZE) / 2, qrTop, QR_SIZE, QR_SIZE);
  context.fillStyle = '#595959';
  context.font = '18px sans-serif';
  context.fillText(caption, WIDTH / 2, qrTop + QR_SIZE + 50, WIDTH - 2 * PADDING);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the poster could not be encoded'))),
      'image/png',
    ),
  );
}

/** The MIME type of base64 image data, by its first bytes (the upload takes png, jpeg, gif, webp). */
function imageType(base64: string): string {
  if (base64.startsWith('/9j/')) return 'image/jpeg';
  if (base64.startsWith('R0lGOD')) return 'image/gif';
  if (base64.startsWith('UklGR')) return 'image/webp';
  return 'image/png';
}

/** An image of base64 data (what `GET /api/file/downloadFile` answers), decoded for a canvas. */
export function imageOfBase64(base64: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('the image could not be decoded'));
    image.src = `data:${imageType(base64)};base64,${base64}`;
  });
}

/** Poster layout in canvas pixels: a title, the QR code, a caption (the link) below it. */
const WIDTH = 640;
const PADDING = 40;
const QR_SIZE = 480;
const QR_TOP = 110;
const HEIGHT = QR_TOP + QR_SIZE + 90;

/** Draws the poster of a QR code (the canvas antd's QRCode rendered) as a PNG. */
export function drawQrPoster(qr: HTMLCanvasElement, title: string, caption: string): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('no 2d canvas'));
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, WIDTH, HEIGHT);
  context.textAlign = 'center';
  context.fillStyle = '#1f1f1f';
  context.font = 'bold 30px sans-serif';
  // The last argument shrinks a long title to the width instead of cutting it.
  context.fillText(title, WIDTH / 2, 70, WIDTH - 2 * PADDING);
  context.imageSmoothingEnabled = false;
  context.drawImage(qr, (WIDTH - QR_SIZE) / 2, QR_TOP, QR_SIZE, QR_SIZE);
  context.fillStyle = '#595959';
  context.font = '18px sans-serif';
  context.fillText(caption, WIDTH / 2, QR_TOP + QR_SIZE + 50, WIDTH - 2 * PADDING);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the poster could not be encoded'))),
      'image/png',
    ),
  );
}

import { useAppDispatch } from '@/shared/store/hooks';
import { loadingChanged } from '@/shared/session/sessionSlice';

/** The shell overlay's text while an image is produced (docs/decisions/0004-image-capturing-overlay.md). */
export const CAPTURING_TEXT = '图片生成中...';

/** Lets the overlay paint before the drawing, which holds the main thread, starts. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Runs `produce` (drawing an image) under the shell's full-page overlay 图片生成中...; the overlay
 * goes when it ends, however it ends.
 */
export function useImageCapture() {
  const dispatch = useAppDispatch();
  return async <T>(produce: () => Promise<T>): Promise<T> => {
    dispatch(loadingChanged(true));
    try {
      await nextFrame();
      return await produce();
    } finally {
      dispatch(loadingChanged(false));
    }
  };
}

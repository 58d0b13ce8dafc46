import { useRef } from 'react';
import type { EntryPath } from './editorModel';

/**
 * Drag to reorder within one list: the entry dragged is remembered, a drop on a sibling (same
 * group, or both top level) moves it there.
 */
export function useDragMove(onMove: (path: EntryPath, to: number) => void) {
  const dragged = useRef<EntryPath | undefined>(undefined);
  return (path: EntryPath): React.HTMLAttributes<HTMLDivElement> => ({
    draggable: true,
    onDragStart: (event) => {
      event.stopPropagation();
      dragged.current = path;
    },
    onDragOver: (event) => event.preventDefault(),
    onDrop: (event) => {
      event.preventDefault();
      event.stopPropagation();
      const from = dragged.current;
      dragged.current = undefined;
      if (!from || from.length !== path.length) return;
      if (from.length === 2 && from[0] !== path[0]) return;
      onMove(from, path[path.length - 1]);
    },
  });
}

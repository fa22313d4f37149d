import { useEffect, useRef, useState } from 'react';
import { dropZoneLabel } from '../uploads/entry-type';
import { draggedFileTypes, isFileDrag } from './drop-target';

/**
 * Files dragged over the window (docs/product.md §4): the words the drop zone shows while they are, or null.
 * It ends when the drag leaves the window, on the drop (handed to `onDrop`) and on Escape.
 */
export function useFileDrag(onDrop: (files: File[]) => void): string | null {
  const [label, setLabel] = useState<string | null>(null);
  // The latest handler, without re-adding the listeners on every render.
  const dropped = useRef(onDrop);
  useEffect(() => {
    dropped.current = onDrop;
  });

  useEffect(() => {
    let showing = false;
    const show = (next: string | null) => {
      showing = next !== null;
      setLabel(next);
    };
    const isFiles = (event: DragEvent) => isFileDrag([...(event.dataTransfer?.types ?? [])]);
    const onDragOver = (event: DragEvent) => {
      if (!event.dataTransfer || !isFiles(event)) return;
      // Without this the browser would not allow the drop, and would open the file instead.
      event.preventDefault();
      const shown = dropZoneLabel(draggedFileTypes([...event.dataTransfer.items]));
      event.dataTransfer.dropEffect = shown === 'Add Entry' ? 'copy' : 'none';
      show(shown);
    };
    const onDragLeave = (event: DragEvent) => {
      // Moving between elements names where it went; leaving the window names nothing.
      if (event.relatedTarget === null) show(null);
    };
    const onDragEnd = () => show(null);
    const onDropEvent = (event: DragEvent) => {
      show(null);
      if (!event.dataTransfer || !isFiles(event)) return;
      event.preventDefault();
      dropped.current([...event.dataTransfer.files]);
    };
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !showing) return;
      // Escape that ends a drag is spent on it, so an open panel stays open.
      event.preventDefault();
      show(null);
    };
    window.addEventListener('dragenter', onDragOver);
    window.addEventListener('dragover', onDragOver);
    window.addEventListener('dragleave', onDragLeave);
    window.addEventListener('drop', onDropEvent);
    window.addEventListener('dragend', onDragEnd);
    window.addEventListener('keydown', onEscape, true);
    return () => {
      window.removeEventListener('dragenter', onDragOver);
      window.removeEventListener('dragover', onDragOver);
      window.removeEventListener('dragleave', onDragLeave);
      window.removeEventListener('drop', onDropEvent);
      window.removeEventListener('dragend', onDragEnd);
      window.removeEventListener('keydown', onEscape, true);
    };
  }, []);

  return label;
}

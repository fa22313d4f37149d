import { useEffect, useRef } from 'react';

/**
 * Files pasted anywhere (a screenshot, say) go to `onFiles`, as a drop would (docs/product.md §4). A paste
 * without files (text into a field) is left to the browser.
 */
export function usePastedFiles(onFiles: (files: File[]) => void): void {
  const handler = useRef(onFiles);
  useEffect(() => {
    handler.current = onFiles;
  });

  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const files = [...(event.clipboardData?.files ?? [])];
      if (files.length === 0) return;
      event.preventDefault();
      handler.current(files);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, []);
}

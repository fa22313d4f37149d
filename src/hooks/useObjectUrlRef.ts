import { useCallback } from 'react';

/**
 * A ref for an <img> that shows `blob` from an object URL which lives exactly as long as the element
 * (React 19 ref cleanup revokes it): a picture this device keeps before the server has it.
 */
export function useObjectUrlRef(blob: Blob | null | undefined) {
  return useCallback(
    (element: HTMLImageElement | null) => {
      if (!element || !blob) return;
      const url = URL.createObjectURL(blob);
      element.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
}

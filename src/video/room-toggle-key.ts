/** docs/product.md §9: meta+P (Cmd+P on a Mac) opens or closes the video room; any other chord is not it. */
export function isRoomToggle(press: {
  key: string;
  metaKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}): boolean {
  return (
    press.metaKey &&
    !press.ctrlKey &&
    !press.altKey &&
    !press.shiftKey &&
    press.key.toLowerCase() === 'p'
  );
}

import type { Locator } from 'playwright-core';

/**
 * A finger drawn sideways across an element, as the browser reports a touch (pointer events):
 * from 85 % to 15 % of its width for 'left', the other way for 'right', drifting 8 px down.
 * `atHeight` is where across its height the finger goes, as a fraction (the middle by default).
 */
export async function swipeAcross(
  where: Locator,
  direction: 'left' | 'right',
  atHeight = 0.5,
): Promise<void> {
  const box = await where.first().boundingBox();
  if (!box) throw new Error('Nothing to swipe across');
  const y = box.y + box.height * atHeight;
  const [from, to] = direction === 'left' ? [0.85, 0.15] : [0.15, 0.85];
  await where.page().evaluate(
    ({ x0, x1, y }) => {
      const target = document.elementFromPoint(x0, y)!;
      const touch = { pointerType: 'touch', pointerId: 11, isPrimary: true, bubbles: true };
      target.dispatchEvent(new PointerEvent('pointerdown', { ...touch, clientX: x0, clientY: y }));
      target.dispatchEvent(
        new PointerEvent('pointermove', { ...touch, clientX: x1, clientY: y + 8 }),
      );
      target.dispatchEvent(
        new PointerEvent('pointerup', { ...touch, clientX: x1, clientY: y + 8 }),
      );
    },
    { x0: box.x + box.width * from, x1: box.x + box.width * to, y },
  );
}

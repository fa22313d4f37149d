import { isValidElement, type ReactNode } from 'react';

export interface FoundButton {
  /** aria-label, else the button's text */
  name: string;
  click(): void;
}

const textOf = (node: ReactNode): string =>
  typeof node === 'string' || typeof node === 'number'
    ? String(node)
    : Array.isArray(node)
      ? node.map(textOf).join('')
      : isValidElement<{ children?: ReactNode }>(node)
        ? textOf(node.props.children)
        : '';

/**
 * The buttons of a tree of host elements, so a test can press one without a DOM. Works for
 * components that render plain elements only (no hooks, no nested components).
 */
export function buttonsIn(node: ReactNode): FoundButton[] {
  if (Array.isArray(node)) return node.flatMap((child: ReactNode) => buttonsIn(child));
  if (!isValidElement<{ children?: ReactNode; onClick?: () => void; 'aria-label'?: string }>(node))
    return [];
  const { children, onClick } = node.props;
  if (node.type !== 'button') return buttonsIn(children);
  return [
    {
      name: node.props['aria-label'] ?? textOf(children),
      click: () => onClick?.(),
    },
  ];
}

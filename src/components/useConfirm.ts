import { useContext } from 'react';
import { ConfirmContext, type Ask } from './confirm-context';

/** `await confirm({title, confirmLabel, danger})`: true when the person went ahead. */
export function useConfirm(): Ask {
  const ask = useContext(ConfirmContext);
  if (!ask) throw new Error('useConfirm needs a ConfirmProvider above it');
  return ask;
}

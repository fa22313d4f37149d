import { createContext } from 'react';
import type { ConfirmRequest } from './ConfirmDialog';

/** Asks the person; resolves true when they went ahead. */
export type Ask = (request: ConfirmRequest) => Promise<boolean>;

export const ConfirmContext = createContext<Ask | null>(null);

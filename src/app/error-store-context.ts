import { createContext } from 'react';
import type { ErrorStore } from './error-store';

export const ErrorStoreContext = createContext<ErrorStore | null>(null);

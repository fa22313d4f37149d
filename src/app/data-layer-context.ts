import { createContext } from 'react';
import type { DataLayer } from '../data/data-layer';

/** The page's data layer: for the screens that write (useWrite), and "sync now" (useSyncNow). */
export const DataLayerContext = createContext<Pick<DataLayer, 'write' | 'runner'> | null>(null);

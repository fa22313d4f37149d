import { createContext } from 'react';
import type { DataLayer } from '../data/data-layer';

/** The page's data layer, for the screens that write (through useWrite). */
export const DataLayerContext = createContext<Pick<DataLayer, 'write'> | null>(null);

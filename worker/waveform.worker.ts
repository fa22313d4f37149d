import { expose } from 'comlink';
import { waveformApi } from './waveform-api';

// Runs off the main thread so decoding a long recording never freezes the page.
expose(waveformApi);

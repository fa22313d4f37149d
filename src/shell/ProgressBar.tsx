import { useNavigation } from 'react-router-dom';
import { processing } from '../uploads/upload-state';
import { useUploads } from '../uploads/useUploads';
import { ProgressBarView } from './progress/ProgressBarView';
import { useProgressTimeline } from './progress/useProgressTimeline';

/**
 * docs/product.md §9's top progress bar: shows while a route's screen is loading or files are being sent,
 * once that has lasted 200 ms.
 */
export function ProgressBar() {
  const navigating = useNavigation().state !== 'idle';
  const uploading = processing(useUploads());
  return <ProgressBarView view={useProgressTimeline(navigating || uploading)} />;
}

import { useState } from 'react';
import { useAuth } from '../app/useAuth';
import { usePendingCount } from '../hooks/data/usePendingCount';
import { useUploads } from '../uploads/useUploads';
import { browserPlatform, commandKeyOf } from './toolbar/command-key';
import { toolbarStatus } from './toolbar/toolbar-status';
import { ToolbarView } from './toolbar/ToolbarView';
import { useShell } from './useShell';

/**
 * docs/product.md §2's bottom toolbar (hidden below 768 px) with the shortcut hints and 'Upload: N%'. Only for
 * signed-in users: the shortcuts and uploads are theirs (docs/product.md §6).
 */
export function BottomToolbar() {
  const { authenticated } = useAuth();
  return authenticated ? <SignedInToolbar /> : null;
}

/** Apart, so a visitor's page (prerendered too, where there is no navigator) never asks the platform. */
function SignedInToolbar() {
  const { sidebarOpen } = useShell();
  const uploads = useUploads();
  const pending = usePendingCount();
  const [commandKey] = useState(() => commandKeyOf(browserPlatform()));
  return (
    <ToolbarView
      sidebarOpen={sidebarOpen}
      commandKey={commandKey}
      status={toolbarStatus(uploads, pending)}
    />
  );
}

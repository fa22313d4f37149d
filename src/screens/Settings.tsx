import { useDocumentTitle } from '../app/useDocumentTitle';
import { useCurrentUser } from '../hooks/data/useCurrentUser';
import { AppearanceSection } from '../settings/AppearanceSection';
import { AvatarPicker } from '../settings/AvatarPicker';
import { EmailForm } from '../settings/EmailForm';
import { ExportData } from '../settings/ExportData';
import { NewsletterToggle } from '../settings/NewsletterToggle';
import { PasswordForm } from '../settings/PasswordForm';
import { RemindersSection } from '../settings/RemindersSection';
import { SignOutEverywhere } from '../settings/SignOutEverywhere';
import { StorageUse } from '../settings/StorageUse';
import { TimezoneForm } from '../settings/TimezoneForm';
import { UsernameForm } from '../settings/UsernameForm';
import { useOnline } from '../shell/useOnline';
import '../settings/settings.css';

/**
 * /settings: how Ritual looks on this device, the reminders (their pause is queued like any
 * change, so it works offline), then every account setting. No Twitter section:
 * the integration is gone, so no account has Twitter connected to disconnect. Account changes go
 * straight to the server and are not queued, so offline the page still shows the account as last
 * seen but says the changes need a connection; the appearance works offline, being this device's.
 */
export function Settings() {
  useDocumentTitle('Settings');
  const user = useCurrentUser();
  const online = useOnline();
  if (user === undefined) return <main className="screen settings" aria-busy="true" />;
  return (
    <main className="screen settings">
      <h1>Settings</h1>
      <AppearanceSection />
      {user === null ? (
        <p className="settings-note">
          Your account has not reached this device yet. Please connect to load it.
        </p>
      ) : (
        <>
          <RemindersSection user={user} />
          {!online && (
            <p className="settings-note" role="status">
              You are offline. Changes to your account need a connection: they are not kept on this
              device to send later.
            </p>
          )}
          <UsernameForm user={user} online={online} />
          <AvatarPicker user={user} online={online} />
          <EmailForm user={user} online={online} />
          <TimezoneForm user={user} online={online} />
          <NewsletterToggle user={user} online={online} />
          <PasswordForm online={online} />
          <StorageUse userId={user.id} online={online} />
          <ExportData online={online} />
          <SignOutEverywhere online={online} />
        </>
      )}
    </main>
  );
}

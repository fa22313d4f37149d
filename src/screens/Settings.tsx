import { useCurrentUser } from '../hooks/data/useCurrentUser';
import { AvatarPicker } from '../settings/AvatarPicker';
import { EmailForm } from '../settings/EmailForm';
import { ExportData } from '../settings/ExportData';
import { NewsletterToggle } from '../settings/NewsletterToggle';
import { PasswordForm } from '../settings/PasswordForm';
import { SignOutEverywhere } from '../settings/SignOutEverywhere';
import { TimezoneForm } from '../settings/TimezoneForm';
import { TwitterSection } from '../settings/TwitterSection';
import { UsernameForm } from '../settings/UsernameForm';
import { useOnline } from '../shell/useOnline';
import '../settings/settings.css';

/**
 * /settings: every account setting. Account changes go straight to the server and are not queued,
 * so offline the page still shows the account as last seen but says the changes need a connection.
 */
export function Settings() {
  const user = useCurrentUser();
  const online = useOnline();
  if (user === undefined) return <main className="screen settings" aria-busy="true" />;
  if (user === null)
    return (
      <main className="screen settings">
        <h1>Settings</h1>
        <p>Your account has not reached this device yet. Please connect to load it.</p>
      </main>
    );
  return (
    <main className="screen settings">
      <h1>Settings</h1>
      {!online && (
        <p className="settings-offline" role="status">
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
      <TwitterSection online={online} />
      <ExportData online={online} />
      <SignOutEverywhere online={online} />
    </main>
  );
}

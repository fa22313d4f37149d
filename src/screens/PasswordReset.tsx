import { useParams } from 'react-router-dom';
import { NewPasswordForm } from './account-parts/NewPasswordForm';
import { RequestResetForm } from './account-parts/RequestResetForm';

/** /password-reset/:token?: ask for a reset link, or follow one to set a new password. */
export function PasswordReset() {
  const { token } = useParams();
  // Keyed by the token, so following a second link starts from a clean form.
  return token ? <NewPasswordForm key={token} token={token} /> : <RequestResetForm />;
}

import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { useAuth } from '../app/useAuth';
import { useAuthApi } from '../app/useAuthApi';
import { ConfirmEmailResult } from './account-parts/ConfirmEmailResult';
import { useMailLink } from './account-parts/useMailLink';

/** /confirm-email/:token?: confirms the mailed address as soon as the link is opened. */
export function ConfirmEmail() {
  const { token } = useParams();
  const { authenticated } = useAuth();
  if (!token) return <ConfirmEmailResult state={{ status: 'no-link' }} signedIn={authenticated} />;
  return <ConfirmingEmail token={token} signedIn={authenticated} />;
}

function ConfirmingEmail({ token, signedIn }: { token: string; signedIn: boolean }) {
  const api = useAuthApi();
  const state = useMailLink(
    token,
    useCallback((link: string) => api.confirmEmail(link), [api]),
  );
  return <ConfirmEmailResult state={state} signedIn={signedIn} />;
}

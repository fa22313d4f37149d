import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { useAuth } from '../app/useAuth';
import { useAuthApi } from '../app/useAuthApi';
import { CancelEmailChangeResult } from './account-parts/CancelEmailChangeResult';
import { useMailLink } from './account-parts/useMailLink';

/** /cancel-email-change/:token?: stops the email change the old address was told of, on opening. */
export function CancelEmailChange() {
  const { token } = useParams();
  const { authenticated } = useAuth();
  if (!token)
    return <CancelEmailChangeResult state={{ status: 'no-link' }} signedIn={authenticated} />;
  return <CancellingEmailChange token={token} signedIn={authenticated} />;
}

function CancellingEmailChange({ token, signedIn }: { token: string; signedIn: boolean }) {
  const api = useAuthApi();
  const state = useMailLink(
    token,
    useCallback((link: string) => api.cancelEmailChange(link), [api]),
  );
  return <CancelEmailChangeResult state={state} signedIn={signedIn} />;
}

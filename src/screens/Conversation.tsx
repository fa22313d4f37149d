import { useParams } from 'react-router-dom';
import { useAuth } from '../app/useAuth';
import { ErrorText } from '../../contract/error-texts';
import { useChatPartner } from '../hooks/data/useChatPartner';
import { ConversationView } from '../messages/ConversationView';
import { usePartnerLookup } from '../messages/usePartnerLookup';
import '../messages/messages.css';
import { useOnline } from '../shell/useOnline';
import { NotFound } from './NotFound';

/**
 * /messages/:user: the conversation with one user (a username, or an id while their name has not
 * reached this device). Someone never messaged before is looked up on the server and remembered,
 * so the conversation opens offline afterwards; an unknown name is docs/product.md §2's not-found page.
 */
export function Conversation() {
  const { user: route = '' } = useParams();
  const { userId } = useAuth();
  const online = useOnline();
  const local = useChatPartner(route);
  const lookup = usePartnerLookup(route, online);

  if (lookup.state === 'missing') return <NotFound />;
  if (local === undefined || (local.id === null && ['looking', 'found'].includes(lookup.state)))
    return <main className="screen" aria-busy="true" />;
  if (local.id === null)
    return (
      <main className="screen messages-conversation">
        <h1>{route}</h1>
        <p className="screen-form__error" role="alert">
          {lookup.state === 'unreachable' && lookup.error ? lookup.error : ErrorText.network}
        </p>
        <p>This conversation has not been opened on this device yet; it opens with a connection.</p>
      </main>
    );
  if (local.id === userId)
    return (
      <main className="screen messages-conversation">
        <h1>Messages</h1>
        <p role="alert">You cannot message yourself.</p>
      </main>
    );
  return <ConversationView key={local.id} partnerId={local.id} partner={local.user} />;
}

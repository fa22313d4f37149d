import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { MAX_CHAT_MESSAGE_LENGTH } from '../../contract/chat';
import { Button } from '../components/Button';

/**
 * The message field ('Message') and its 'Send' button. Enter sends, Shift+Enter starts a new
 * line. `send` stores the message locally (the outbox sends it), so the field clears at once.
 */
export function Composer({ send }: { send: (value: string) => Promise<void> }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const text = value.trim();

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (text === '') return;
    setError(null);
    setValue('');
    send(text).catch((failure: Error) => {
      setValue(text);
      setError(failure.message);
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  }

  return (
    <form className="messages-composer" onSubmit={submit}>
      <label htmlFor="messages-composer-field" className="visually-hidden">
        Message
      </label>
      <textarea
        id="messages-composer-field"
        rows={1}
        placeholder="Message"
        maxLength={MAX_CHAT_MESSAGE_LENGTH}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Button
        type="submit"
        variant="primary"
        icon={<SendHorizontal aria-hidden="true" />}
        disabled={text === ''}
      >
        Send
      </Button>
      {error && (
        <p className="screen-form__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

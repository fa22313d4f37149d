import { useEffect, useId, useRef, useState } from 'react';
import { Copy } from 'lucide-react';
import { Button } from '../components/Button';
import { copyText } from './copy-text';
import './share.css';

const NOTICE_MS = 1500;

/** A read-only text to hand on (a link, an embed code) and a Copy button that says it copied. */
export function CopyField({
  label,
  value,
  multiline = false,
}: {
  label: string;
  value: string;
  multiline?: boolean;
}) {
  const id = useId();
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    if (notice === null) return;
    const timer = window.setTimeout(() => setNotice(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  function copy() {
    if (!field.current) return;
    copyText(value, field.current).then(
      () => setNotice(`${label} copied to clipboard.`),
      () => setNotice('Could not copy: select the text and copy it yourself.'),
    );
  }

  return (
    <div className="share-copy">
      <label htmlFor={id}>{label}</label>
      <div className="share-copy__row">
        {multiline ? (
          <textarea id={id} ref={field} readOnly rows={3} value={value} />
        ) : (
          <input id={id} ref={field} readOnly value={value} />
        )}
        <Button
          icon={<Copy aria-hidden="true" />}
          aria-label={`Copy ${label.toLowerCase()}`}
          onClick={copy}
        >
          Copy
        </Button>
      </div>
      <p role="status" className="share-copy__notice">
        {notice}
      </p>
    </div>
  );
}

export interface ErrorBannerProps {
  /** the readable message of the last store error; nothing shows without one */
  message: string | undefined;
  onDismiss: () => void;
}

/** docs/product.md §2/§8: store errors show in a red banner the user can close. */
export function ErrorBanner({ message, onDismiss }: ErrorBannerProps) {
  if (!message) return null;
  return (
    <div role="alert" className="error-banner">
      <p className="error-banner__message">{message}</p>
      <button type="button" className="error-banner__close" aria-label="Close" onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}

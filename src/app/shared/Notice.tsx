/** A visible message that can be dismissed; announced to screen readers. */
export function Notice({
  text,
  dismissLabel,
  onDismiss,
  testId,
}: {
  text: string;
  dismissLabel: string;
  onDismiss: () => void;
  testId: string;
}) {
  return (
    <div className="notice" role="status" data-testid={testId}>
      <span>{text}</span>
      <button type="button" className="notice-close" onClick={onDismiss} aria-label={dismissLabel}>
        ×
      </button>
    </div>
  );
}

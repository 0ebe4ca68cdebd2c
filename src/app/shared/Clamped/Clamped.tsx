import { useId, useState } from 'react';

/**
 * A paragraph of introduction that, on a phone-sized screen, shows its first
 * lines and a "more" button, so the code is on the first screen; wider
 * screens always show it whole (the button is hidden there by CSS).
 */
export function Clamped({
  text,
  className,
  moreLabel,
  lessLabel,
}: {
  text: string;
  className: string;
  moreLabel: string;
  lessLabel: string;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className={`clamped ${className}${open ? ' is-open' : ''}`}>
      <p id={id}>{text}</p>
      <button
        type="button"
        className="clamp-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {open ? lessLabel : moreLabel}
      </button>
    </div>
  );
}

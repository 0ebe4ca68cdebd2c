import { useRef } from 'react';

/** A button that opens the file chooser; the chosen file goes to `onFile`. */
export function FileButton({ label, testId, onFile }: { label: string; testId: string; onFile: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" data-testid={testId} onClick={() => input.current?.click()}>
        ⤒ {label}
      </button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        hidden
        data-testid={`${testId}-file`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          // The same file chosen again is a new upload.
          event.target.value = '';
        }}
      />
    </>
  );
}

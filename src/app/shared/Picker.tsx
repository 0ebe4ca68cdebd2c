/** A labelled `<select>` of a fixed list of values, each option's text from the caller: the page's one picker. */
export function Picker<T extends string>({
  label,
  testId,
  value,
  options,
  optionText,
  onChange,
  disabled = false,
  className = 'picker',
}: {
  label: string;
  testId: string;
  value: T;
  options: readonly T[];
  optionText: (option: T) => string;
  onChange: (value: T) => void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <label className={className}>
      <span>{label}</span>
      <select
        data-testid={testId}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {optionText(option)}
          </option>
        ))}
      </select>
    </label>
  );
}

type RadioChoiceProps<T extends string> = {
  name: string;
  legend: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
  error?: string | undefined;
};

/** A native radio group in a fieldset: arrow keys move between choices. */
export function RadioChoice<T extends string>({ name, legend, value, options, onChange, error }: RadioChoiceProps<T>) {
  return (
    <fieldset className="grid gap-1.5" aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-4 accent-primary"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${name}-error`} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

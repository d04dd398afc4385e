type Consequences = { hospitalisation: boolean; outsideEmergencyCare: boolean; death: boolean };

const BOXES: { key: keyof Consequences; label: string }[] = [
  { key: 'hospitalisation', label: 'Hospitalisation' },
  { key: 'outsideEmergencyCare', label: 'Prise en charge par des secours extérieurs (SAMU, pompiers, urgences)' },
  { key: 'death', label: 'Décès' },
];

/** The consequences the declaration duty reads (R2324-25, L331-8-1): plain checkboxes, 44 px rows. */
export function ConsequenceBoxes({
  values,
  onChange,
}: {
  values: Consequences;
  onChange: (key: keyof Consequences, checked: boolean) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">Conséquences</legend>
      {BOXES.map((box) => (
        <label key={box.key} className="flex min-h-11 items-center gap-3 rounded-md border border-border p-2">
          <input
            type="checkbox"
            checked={values[box.key]}
            onChange={(event) => onChange(box.key, event.target.checked)}
            // shrink-0: beside a label that wraps (the second one, on a phone) the box would shrink to 13 px.
            className="size-5 shrink-0"
          />
          {box.label}
        </label>
      ))}
    </fieldset>
  );
}

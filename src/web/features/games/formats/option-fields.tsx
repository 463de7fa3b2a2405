import { FORMATS, optionApplies, type GameType, type OptionSpec } from '../../../../golf';
import { ChoiceOption } from '../components/create-game/choice-option';
import type { FormatOptionsProps } from './panel';

// The create form's fields for a format's options, from the engine's option specs: a format whose options are
// choices, switches or counts needs no form of its own.

function OptionField({ type, name, spec, options, onChange }: FormatOptionsProps & { type: GameType; name: string; spec: OptionSpec }) {
  const value = options[name] ?? spec.default;
  const set = (next: unknown) => onChange({ ...options, [name]: next });
  switch (spec.kind) {
    case 'choice':
      return (
        <fieldset className="grid gap-3">
          <legend className="mb-3 text-sm font-medium">{spec.label}</legend>
          <div className="grid grid-cols-2 gap-2">
            {spec.values.map((choice) => (
              <ChoiceOption
                key={choice.value}
                name={`create-game-${type}-${name}`}
                value={choice.value}
                label={choice.label}
                description={choice.description}
                checked={choice.value === value}
                onSelect={set}
              />
            ))}
          </div>
        </fieldset>
      );
    case 'flag':
      return (
        // The whole row is the 44 px target, as a side bet's is.
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
          <input type="checkbox" className="size-5 shrink-0 accent-primary" checked={value === true} onChange={(event) => set(event.target.checked)} />
          {spec.label}
        </label>
      );
    case 'count':
      return (
        <label className="grid gap-2 text-sm font-medium">
          {spec.label}
          <input
            type="number"
            inputMode="numeric"
            className="h-11 w-24 rounded-md border bg-background px-3"
            min={spec.min}
            max={spec.max}
            value={typeof value === 'number' ? value : spec.default}
            onChange={(event) => set(Number(event.target.value))}
          />
        </label>
      );
  }
}

/** Every option of the format, in the order its definition lists them. */
export function optionFieldsOf(type: GameType) {
  return function FormatOptionFields(props: FormatOptionsProps) {
    return (
      <>
        {Object.entries<OptionSpec>(FORMATS[type].options)
          .filter(([name]) => optionApplies(FORMATS[type].options, name, props.options))
          .map(([name, spec]) => (
            <OptionField key={name} type={type} name={name} spec={spec} {...props} />
          ))}
      </>
    );
  };
}

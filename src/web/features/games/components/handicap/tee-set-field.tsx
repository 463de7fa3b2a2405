import { TEE_SETS, type TeeSet } from '../../../../../golf';
import { ChoiceGroup } from '../create-game/choice-group';

/** How each tee set is offered (product §R12 `teeSet`). */
export const TEE_SET_LABELS: Readonly<Record<TeeSet, string>> = { M: "Men's", W: "Women's" };

const choices = TEE_SETS.map((teeSet) => ({ value: teeSet, label: TEE_SET_LABELS[teeSet] }));

type TeeSetFieldProps = {
  id?: string;
  /** "Tee set" unless told (the create form, whose Tee picker is a group named "Tee", says "Ratings for"). */
  label?: string;
  value: TeeSet;
  onChange: (teeSet: TeeSet) => void;
  error?: string;
};

/**
 * The tee set a golfer plays in a "whs" game (product §R12 `teeSet`): "Men's" or "Women's", two radios side by side,
 * each at least 48 px tall, that fit a 390 px phone. The women's set plays the tee's women's rating, slope, pars and
 * stroke indexes. Tests find them with exact names ("Men's" is inside "Women's").
 */
export function TeeSetField({ id, label = 'Tee set', value, onChange, error }: TeeSetFieldProps) {
  return <ChoiceGroup id={id} legend={label} choices={choices} value={value} onChange={onChange} compact error={error} />;
}

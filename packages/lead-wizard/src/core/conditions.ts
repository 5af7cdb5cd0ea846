import type { Condition } from './panel';

/**
 * §5 Action conditions: an action applies only if every condition matches the form's values.
 * A condition's value list means any of them; a checkbox group's value (joined by commas, §5
 * Field value) matches when one of its checked values does.
 */
export function conditionMatches(condition: Condition, values: Readonly<Record<string, string>>): boolean {
  const actual = values[condition.field] ?? '';
  const wanted = Array.isArray(condition.value) ? condition.value : [condition.value];
  const parts = actual.split(',').map((s) => s.trim());
  return wanted.some((w) => w === actual || parts.includes(w));
}

export function conditionsMatch(conditions: readonly Condition[], values: Readonly<Record<string, string>>): boolean {
  return conditions.every((c) => conditionMatches(c, values));
}

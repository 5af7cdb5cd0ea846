import { rangeLabel, valueLabel, type Facet } from '../core/facets';
import type { FilterKey } from '../core/filters';
import type { Selection } from '../core/request';
import type { CourseSearchTexts } from '../core/texts';

export interface FacetsProps {
  id: string;
  facets: Facet[];
  selection: Selection;
  texts: CourseSearchTexts;
  onChange(field: FilterKey, values: string[]): void;
}

/**
 * Value facets as checkbox groups with counts (a ticked value's group keeps its other values, see
 * request.ts facetCountBodies); range facets as radio choices with "Any". Native inputs in
 * fieldsets: keyboard use (Tab, Space, arrows between radios) comes with them.
 */
export function Facets({ id, facets, selection, texts, onChange }: FacetsProps) {
  return (
    <>
      {facets.map((facet) => {
        const chosen = selection[facet.field] ?? [];
        const legend = <legend className="vt-course-search__legend">{texts[facet.field]}</legend>;
        if (facet.type === 'value') {
          // A ticked value the answer no longer counts stays listed (count 0), so it can be unticked.
          const data = [
            ...facet.data,
            ...chosen.filter((v) => !facet.data.some((d) => String(d.value) === v)).map((value) => ({ value, count: 0 })),
          ];
          if (!data.length) return null;
          return (
            <fieldset key={facet.field} className="vt-course-search__facet vt-course-search__facet--value" data-facet={facet.field}>
              {legend}
              {data.map(({ value, count }) => {
                const v = String(value);
                const on = chosen.includes(v);
                return (
                  <label key={v} className="vt-course-search__option">
                    <input
                      type="checkbox"
                      name={`${id}-${facet.field}`}
                      value={v}
                      checked={on}
                      onChange={() => onChange(facet.field, on ? chosen.filter((c) => c !== v) : [...chosen, v])}
                    />
                    <span className="vt-course-search__value">{valueLabel(v)}</span>{' '}
                    <span className="vt-course-search__count">({count})</span>
                  </label>
                );
              })}
            </fieldset>
          );
        }
        const picked = chosen[0] ?? '';
        return (
          <fieldset key={facet.field} className="vt-course-search__facet vt-course-search__facet--range" data-facet={facet.field}>
            {legend}
            {[{ name: '', count: null as number | null }, ...facet.data].map(({ name, count }) => (
              <label key={name} className="vt-course-search__option">
                <input
                  type="radio"
                  name={`${id}-${facet.field}`}
                  value={name}
                  checked={picked === name}
                  onChange={() => onChange(facet.field, name ? [name] : [])}
                />
                <span className="vt-course-search__value">{name ? rangeLabel(name, texts) : texts.any}</span>
                {count !== null && <span className="vt-course-search__count"> ({count})</span>}
              </label>
            ))}
          </fieldset>
        );
      })}
    </>
  );
}

// How the NCR list and the board name their facets (shared/lists/issueFacets.ts): the chips of staff screens and
// the wall screen's title line.
import { EFFECTIVENESS_LABELS, ISSUE_CATEGORY_LABELS, ISSUE_STATUS_LABELS, ROOT_CAUSE_LABELS } from '../../../shared/constants.ts';
import {
  foldName, ISSUE_FACET_KEYS, parseCategory, parseDateRange, parseEffectiveness, parseIssueStatus, parseRootCause, parseStationId,
  type IssueFacetKey, type IssueFacetParam, type IssueFacets,
} from '../../../shared/lists/issueFacets.ts';
import type { IssueSummary } from '../../../shared/records.ts';

type Named = Pick<IssueSummary, 'assTo' | 'sid' | 'stn' | 'prod'>;

const KEY_LABELS: Record<IssueFacetKey, string> = {
  assignee: 'Assignee', category: 'Category', station: 'Station', product: 'Product', reported: 'Reported',
  rc: 'Root cause', eff: 'Effectiveness', status: 'Status',
};

/** A choice's label by its parser and labels; as written when it is none. */
function choiceText<V extends number>(raw: string, parse: (raw: string) => V | null, labels: Record<V, string>): string {
  const value = parse(raw);
  return value === null ? raw : labels[value];
}

/**
 * A facet's value as the screen shows it: people, products and stations named as the NCRs name them where one
 * matches (a station the list has no NCR of shows its number), categories by label, date ranges 'from – to'.
 */
function facetValueText(facet: IssueFacetParam, issues: readonly Named[]): string {
  const asWritten = facet.raw.trim().replace(/\s+/g, ' ');
  switch (facet.key) {
    case 'assignee': {
      const name = foldName(facet.raw);
      return issues.find((issue) => foldName(issue.assTo ?? '') === name)?.assTo ?? asWritten;
    }
    case 'product': {
      const product = foldName(facet.raw);
      return issues.find((issue) => foldName(issue.prod) === product)?.prod.trim() ?? asWritten;
    }
    case 'category': return choiceText(facet.raw, parseCategory, ISSUE_CATEGORY_LABELS);
    case 'rc': return choiceText(facet.raw, parseRootCause, ROOT_CAUSE_LABELS);
    case 'eff': return choiceText(facet.raw, parseEffectiveness, EFFECTIVENESS_LABELS);
    case 'status': return choiceText(facet.raw, parseIssueStatus, ISSUE_STATUS_LABELS);
    case 'station': {
      const sid = parseStationId(facet.raw);
      return issues.find((issue) => issue.sid === sid)?.stn || `#${sid ?? facet.raw}`;
    }
    case 'reported': {
      const range = parseDateRange(facet.raw);
      return range ? `${range.from} – ${range.to}` : facet.raw;
    }
  }
}

/** A facet's chip: 'Assignee: Anna Berger', 'Category: Major', 'Station: Linz North', 'Reported: 2026-01-05 – 2026-01-11'. */
export function issueFacetLabel(facet: IssueFacetParam, issues: readonly Named[]): string {
  return `${KEY_LABELS[facet.key]}: ${facetValueText(facet, issues)}`;
}

/** The chips of the facets that apply, each with its facet (to remove it by). */
export function issueFacetChips(facets: IssueFacets, issues: readonly Named[]): { id: string; label: string; facet: IssueFacetParam }[] {
  return facets.active.map((facet) => ({ id: `${facet.key}=${facet.raw}`, label: issueFacetLabel(facet, issues), facet }));
}

/** The wall screen's title line: 'Assignee: Anna Berger, Jonas Weber · Category: Major'; '' without facets. */
export function issueFacetTitle(facets: IssueFacets, issues: readonly Named[]): string {
  return ISSUE_FACET_KEYS.flatMap((key) => {
    const values = facets.active.filter((facet) => facet.key === key).map((facet) => facetValueText(facet, issues));
    return values.length > 0 ? [`${KEY_LABELS[key]}: ${values.join(', ')}`] : [];
  }).join(' · ');
}

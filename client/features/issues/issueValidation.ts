// Client-side checks of the editable issue texts, matching the server's rules (shared/schemas/issue.ts).
import { ISSUE_PRODUCT_MAX, SHORT_TEXT_MAX } from '../../../shared/constants.ts';
import type { Validation } from '../../components/ValidatedTextInput.tsx';


export function validateSnid(text: string): Validation<string> {
  const value = text.trim();
  if (value === '') return { error: 'NCR # must not be empty' };
  if (value.length > SHORT_TEXT_MAX) return { error: `NCR # must be at most ${SHORT_TEXT_MAX} characters` };
  return { value };
}

/** SPEC §5: Product non-empty and at most ISSUE_PRODUCT_MAX characters. */
export function validateProduct(text: string): Validation<string> {
  const value = text.trim();
  if (value === '') return { error: 'Product must not be empty' };
  if (value.length > ISSUE_PRODUCT_MAX) return { error: `Product must be at most ${ISSUE_PRODUCT_MAX} characters` };
  return { value };
}

/** Add issue: a station chosen (sid above 0) and a product of 1 to ISSUE_PRODUCT_MAX characters (SPEC §5). */
export function canAddIssue(sid: number, product: string): boolean {
  return sid > 0 && 'value' in validateProduct(product);
}

/**
 * Player search everywhere in the product: the text is trimmed, lower-cased and stripped of
 * diacritics, then matched as a substring. Folding also maps letters that NFD does not split
 * (ø, æ, ß, đ, ł, ı) so that 'odegaard' finds 'Ødegaard'.
 */
const EXTRA_FOLDS: Record<string, string> = {
  ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', đ: 'd', ð: 'd', ł: 'l', ı: 'i', þ: 'th',
};

export function foldForSearch(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[øæœßđðłıþ]/g, (ch) => EXTRA_FOLDS[ch] ?? ch)
    // Recomposed, so scripts whose letters NFD splits (Hangul syllables into 2-3 jamo) keep
    // their length: a stored folded name must fit its column (issue 11).
    .normalize('NFC');
}

/** True when the query (folded) occurs in any of the texts (folded); an empty query matches all. */
export function matchesSearch(query: string, ...texts: Array<string | null | undefined>): boolean {
  const needle = foldForSearch(query);
  if (needle === '') return true;
  return texts.some((t) => t != null && foldForSearch(t).includes(needle));
}

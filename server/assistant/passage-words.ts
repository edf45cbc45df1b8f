/**
 * A visitor's words for what a passage or a person's role says in its own words, spelt out before
 * the rest of the reading (normalise, after the site's synonyms): a spreadsheet's "empty cell" is
 * the clean-data post's "missing value" and "0" there is its "zero"; "who rote the artical" asks
 * a byline; a role typed in a hurry ("tecnology hed") is the role. Without these the unknown-word
 * gate sends the ask to the honest reply ("cell" is no word of the site's), or the spelling
 * corrector keeps an English word ("rote", "hed") that is not the one meant.
 */
export const passageWords: [RegExp, string][] = [
  // A spreadsheet's empty cell or blank field is a missing value (clean-data post, check 3).
  [/\b(?:empty|blank|null|missing|unfilled) (?:cells?|fields?|entries|entry|boxes|spots|values?)\b/g, "missing values"],
  [/\bcells? (?:that (?:are|is) |which (?:are|is) |left )?(?:empty|blank)\b/g, "missing values"],
  // "Treat them as 0", "the same as 0": the number as the post writes it.
  [/(?<=\b(?:as|to|with|into|a|than) )0\b(?![.,]\d)/g, "zero"],
  // A byline asked with the verb or the noun misspelt.
  [/\bwho (?:rote|wote|wrot|wroat|writ)\b/g, "who wrote"],
  [/\b(?:artical|articel|artcle|aritcle|artical|artikel)(s?)\b/g, "article$1"],
  // A role's "head" typed short or swapped, after a word of technology.
  [/\b(tech\w*|tecnology|techology|tehcnology) (?:hed|haed|heed|hd|heda)\b/g, "$1 head"],
];

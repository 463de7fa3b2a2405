/**
 * The Handicap Index box of the games' forms (product §R12, §R19; issue 30): a labelled input taking one decimal and
 * "+" for a plus index, props value text / onChange / error / id / label (hint, placeholder optional). Read its text
 * with indexFieldRead (the engine's indexParse: blank, an index in tenths, or the engine's message), send it with
 * indexWireValue, and fill it from a stored index with indexInputText. The profile's dialog uses the same box, so it
 * lives in src/web/components and src/web/lib; this module is the games' one place to import it from.
 */
export { HandicapIndexField as IndexField, type HandicapIndexFieldProps as IndexFieldProps } from '../../../../components/handicap-index-field';
export { INDEX_REFUSED_TITLE, indexFieldRead, indexInputText, indexWireValue, type IndexFieldRead } from '../../../../lib/handicap-index';

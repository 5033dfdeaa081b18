// "Did you mean": the library's own edit distance and nearest name, so that the CLI and the
// library's strict options suggest alike.
export { editDistance, nearest } from '../nearest.js';

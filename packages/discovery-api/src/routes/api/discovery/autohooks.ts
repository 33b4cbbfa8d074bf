/** The discovery calls (/api/discovery/...) need a verified bearer token, like the search helpers. */
export { default } from '../search/autohooks.js';

/** Embed modes for dashboard assets (spec §4). */
export type EmbedMode =
  | 'embed'
  | 'new window'
  | 'power bi embed'
  | 'power bi embed actions bar'
  | 'power bi embed toolbar'
  | 'api power bi embed'
  | 'tableau embed'
  | 'tableau embed toolbar'
  | 'none'
  | (string & {});

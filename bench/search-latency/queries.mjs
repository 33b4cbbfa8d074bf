// The query lists of every scenario, derived from the corpus' own document frequencies (deterministic).

/** PostgreSQL's English stop words (snowball english.stop): the server drops them, so queries avoid them. */
export const STOP_WORDS = new Set(
  `i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself it its itself
they them their theirs themselves what which who whom this that these those am is are was were be been being have has had having do
does did doing a an the and but if or because as until while of at by for with about against between into through during before after
above below to from up down in out on off over under again further then once here there when where why how all any both each few more
most other some such no nor not only own same so than too very s t can will just don should now`.split(/\s+/),
);

/** Lower-case words of a text (letters only), as the document-frequency count sees them. */
export const words = (text) => text.toLowerCase().match(/[a-z]+/g) ?? [];

/** Natural-language questions for semantic and hybrid search, across the corpus' topics. */
const QUESTIONS = [
  'how did brands reduce plastic packaging waste with recycled materials',
  'tiktok creators campaign for young audiences',
  'loyalty programme rewards that increase repeat purchase',
  'electric car launch with test drive events',
  'mobile banking app for first time savers',
  'influencer partnership to build brand awareness',
  'supermarket shelf display that lifted sales',
  'rebrand with a new logo and visual identity',
  'measuring media attribution with analytics dashboards',
  'employer branding to recruit graduates',
  'football sponsorship that engaged fans in the stadium',
  'luxury fashion collection launch for premium shoppers',
  'healthy breakfast food campaign for families',
  'hotel and airline travel promotion for summer holidays',
  'crisis communications and press coverage',
  'chatbot and machine learning personalisation for customers',
  'market entry strategy for a new country',
  'diversity and inclusion in advertising representation',
  'experiential pop up event with immersive installation',
  'seo and paid search to grow organic website traffic',
  'charity fundraising campaign with community volunteers',
  'podcast and newsletter content strategy',
  'price promotion and discount coupons during the sale',
  'b2b lead generation webinar for enterprise clients',
];

const FILTER_SETS = [
  'regions_Europe,content_types_Case Study,published_date_Past 2 years',
  'regions_North America,regions_Europe,topics_Sustainability,published_date_Past 12 months',
  'industries_Financial Services,published_date_Past 3 years',
  'countries_Germany,countries_France,capabilities_Social Media',
  'content_types_Credentials,content_types_Proposal,agencies_Northlight Creative,published_date_Past 6 months',
];

/** Words typed letter by letter into the search box (suggestions as you type). */
function typedPrefixes(list) {
  return list.flatMap((word) => Array.from({ length: word.length }, (_, index) => word.slice(0, index + 1)));
}

/**
 * @param corpus createCorpus()
 * @param df Map word → number of documents whose title, description, metadata or text has it
 * @param count documents in the corpus
 */
export function buildQueries(corpus, df, count) {
  const candidates = [...df].filter(([word]) => word.length >= 4 && !STOP_WORDS.has(word));
  // Broad: single words in about 30 % of the documents.
  const broad = candidates
    .filter(([, n]) => n / count >= 0.25 && n / count <= 0.35)
    .sort((a, b) => Math.abs(a[1] / count - 0.3) - Math.abs(b[1] / count - 0.3) || a[0].localeCompare(b[0]))
    .slice(0, 10)
    .map(([word, n]) => ({ q: word, df: n }));
  // Selective: rare general words (30–300 documents) and small clients' brand names (5–80 documents).
  const general = new Set(corpus.general);
  const brands = new Set(corpus.clients.flatMap((client) => client.brands.map((brand) => brand.toLowerCase())));
  const spread = (list, n) =>
    list.filter((_, index) => index % Math.max(1, Math.floor(list.length / n)) === 0).slice(0, n);
  const rareWords = spread(
    candidates.filter(([word, n]) => general.has(word) && n >= 30 && n <= 300).sort((a, b) => a[0].localeCompare(b[0])),
    25,
  );
  const rareBrands = spread(
    candidates
      .filter(([word, n]) => brands.has(word) && !general.has(word) && n >= 5 && n <= 80)
      .sort((a, b) => a[0].localeCompare(b[0])),
    25,
  );
  const selective = [...rareWords, ...rareBrands].map(([word, n]) => ({ q: word, df: n }));
  // Filtered: mid-frequency words (4–12 % of the documents) with facet and date filters.
  const mid = spread(
    candidates.filter(([, n]) => n / count >= 0.04 && n / count <= 0.12).sort((a, b) => a[0].localeCompare(b[0])),
    10,
  );
  const filtered = mid.flatMap(([word, n]) => FILTER_SETS.map((filters) => ({ q: word, df: n, filters })));
  const typed = [
    'sustainability',
    'packaging',
    'northwind',
    'loyalty',
    'influencer',
    'summit',
    'credentials',
    'germany',
    'retail',
    'campaign',
    'electric',
    'how',
    'brand',
    'zenith',
  ];
  const suggestions = typedPrefixes(typed).map((text) => ({ text }));
  return {
    broad,
    selective,
    filtered,
    semantic: QUESTIONS.map((q) => ({ q })),
    hybrid: QUESTIONS.map((q) => ({ q })),
    suggestions,
  };
}

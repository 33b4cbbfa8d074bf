// The search-latency corpus: a deterministic generator (seeded PRNG) of marketing-library documents with
// realistic metadata and text. Same version and seed → the same documents, byte for byte, in any process:
// the cached data folder, the in-process peer engine and the query list are all derived from it.
//
// Text: sentences drawn from a Zipf distribution over the most frequent real English words (the vocabulary
// of the local embedding provider's word vectors, ordered by their corpus frequency rank), mixed with the
// document's topics' own words, marketing words and named entities (clients, brands, countries, cities).
// Metadata is skewed like a real library: a few big clients and many small ones, Europe and North America
// heavier than other regions, most documents from the last two years.
import { readWordVectorFile } from '../../packages/discovery-api/dist/search/embeddings/word-vector-file.js';
import { defaultWordVectorFile } from '../../packages/discovery-api/dist/search/embeddings/convert-wink-embeddings.js';

/** Bump when anything below changes what is generated: the cached data folder is rebuilt when it differs. */
export const GENERATOR_VERSION = 'search-latency-corpus-v1';
export const SEED = 20261121;
/** Dates run over the five years before this day (fixed, so the corpus does not change with the clock). */
export const ANCHOR_DATE = new Date('2026-11-01T00:00:00Z');
const GENERAL_WORDS = 8000;

/** sfc32: small, fast, good enough for synthetic data; seeded through splitmix32. */
export function prng(seed) {
  let s = seed >>> 0;
  const split = () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = split();
  let b = split();
  let c = split();
  let d = split();
  const next = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
  for (let i = 0; i < 12; i += 1) next();
  return next;
}

/** A sampler of indexes 0..n-1 with P(i) ∝ 1 / (i + 1)^s (Zipf), by binary search over the cumulative weights. */
function zipf(n, s) {
  const cdf = new Float64Array(n);
  let sum = 0;
  for (let i = 0; i < n; i += 1) {
    sum += 1 / (i + 1) ** s;
    cdf[i] = sum;
  }
  return (random) => {
    const target = random() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cdf[mid] < target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

const pick = (random, list) => list[Math.floor(random() * list.length)];
const capitalise = (word) => word.charAt(0).toUpperCase() + word.slice(1);

// ---- Vocabulary -----------------------------------------------------------------------------------------

/** Marketing and business words every agency library is full of (added to the general vocabulary). */
const MARKETING_WORDS = `campaign brand audience consumer insight strategy creative growth engagement loyalty awareness
launch market share digital social media content channel influencer retail shopper ecommerce conversion funnel
performance reach frequency impressions budget roi sales revenue portfolio positioning proposition purpose
storytelling experience journey touchpoint activation sponsorship partnership omnichannel personalisation data
analytics measurement attribution segmentation targeting research survey trends behaviour innovation packaging
pricing promotion distribution agency client pitch brief workshop deliverable results award recognition case
study framework playbook toolkit benchmark kpi uplift baseline pilot rollout scale global local regional team`
  .split(/\s+/)
  .filter(Boolean);

/** Topics: a facet value and the words its documents use more than others. */
export const TOPICS = [
  [
    'Sustainability',
    'sustainable carbon emissions renewable recycling recycled waste plastic climate environmental green footprint circular energy packaging reuse biodiversity net zero',
  ],
  [
    'Packaging Design',
    'packaging pack bottle label shelf design carton redesign material cardboard premium unboxing format recyclable size colour',
  ],
  [
    'Brand Identity',
    'identity logo visual typography colour guidelines refresh rebrand heritage personality tone voice icon design mark',
  ],
  [
    'Social Media',
    'social instagram tiktok facebook video posts followers creators viral community comments shares stories reels platform',
  ],
  [
    'Influencer Marketing',
    'influencer creators ambassadors followers authentic partnership content sponsored reach youtube bloggers celebrity audience',
  ],
  [
    'Retail Activation',
    'retail store shopper shelf display promotion aisle checkout point sale supermarket footfall merchandising coupon instore',
  ],
  [
    'E-commerce',
    'ecommerce online checkout basket conversion marketplace amazon delivery website mobile app cart shopping product listing',
  ],
  [
    'Customer Experience',
    'customer experience journey service satisfaction complaints support loyalty touchpoints feedback call centre personalised',
  ],
  [
    'Data & Analytics',
    'data analytics dashboard measurement model attribution metrics statistics dataset forecast segmentation machine learning insight',
  ],
  [
    'Artificial Intelligence',
    'artificial intelligence automation algorithm chatbot generative model machine learning prediction personalisation tools',
  ],
  [
    'Health & Wellness',
    'health wellness fitness nutrition wellbeing medical patients doctors hospital healthy diet exercise mental care',
  ],
  [
    'Food & Beverage',
    'food drink beverage taste recipe restaurant coffee beer snack meal flavour kitchen breakfast juice dairy chocolate',
  ],
  [
    'Automotive',
    'car cars vehicle electric driving dealers motor engine test drive charging models fleet road drivers battery',
  ],
  [
    'Financial Services',
    'bank banking finance credit loan savings investment insurance mortgage payments card customers fintech account',
  ],
  [
    'Travel & Tourism',
    'travel tourism tourists hotel airline flights destination holiday visitors beach booking resort trip city',
  ],
  [
    'Technology Launch',
    'technology launch device smartphone software product release features innovation gadget launch event demo users',
  ],
  [
    'Employer Branding',
    'employer talent recruitment employees hiring culture workplace careers graduates staff diversity inclusion',
  ],
  [
    'Diversity & Inclusion',
    'diversity inclusion equality women gender representation inclusive disability communities minority equity bias',
  ],
  [
    'Sports Sponsorship',
    'sports sponsorship football fans stadium team athletes tournament olympic league match championship season club',
  ],
  [
    'Media Planning',
    'media planning buying television radio outdoor print reach frequency budget channels audiences tv spot billboard',
  ],
  [
    'Public Relations',
    'public relations press coverage journalists media reputation crisis statement news announcement story spokesperson',
  ],
  [
    'Pricing & Promotions',
    'price pricing discount promotion offer deals value cheaper premium margin coupon sale bundle loyalty points',
  ],
  [
    'Product Innovation',
    'innovation product prototype new development research testing launch concept consumers trial idea pipeline',
  ],
  [
    'Gen Z',
    'young youth generation students teens gaming music culture trends mobile creators fashion streetwear identity',
  ],
  [
    'Luxury',
    'luxury premium fashion jewellery exclusive heritage craftsmanship designer boutique couture elegance collection',
  ],
  [
    'B2B Marketing',
    'business enterprise clients accounts leads sales pipeline decision makers procurement partners solutions webinar',
  ],
  [
    'Loyalty Programmes',
    'loyalty programme rewards members points retention repeat purchase membership benefits app personalised offers',
  ],
  [
    'Events & Experiential',
    'event events festival experiential stage guests venue live tour pop installation visitors exhibition immersive',
  ],
  [
    'Cause Marketing',
    'cause charity donations community volunteers purpose social impact awareness support foundation campaign fundraising',
  ],
  [
    'Content Strategy',
    'content editorial articles blog video stories publishing calendar series podcast newsletter audience formats',
  ],
  ['Search & SEO', 'search seo google keywords ranking website traffic organic pages queries paid clicks optimisation'],
  [
    'Market Entry',
    'market entry expansion launch country local regulation consumers competitors distribution partners opportunity',
  ],
].map(([name, words]) => ({ name, words: [...new Set(words.split(/\s+/).filter(Boolean))] }));

const REGIONS = [
  ['North America', 26, ['United States:60', 'Canada:12', 'Mexico:8']],
  [
    'Europe',
    30,
    [
      'United Kingdom:20',
      'Germany:16',
      'France:14',
      'Italy:8',
      'Spain:8',
      'Netherlands:6',
      'Sweden:4',
      'Poland:4',
      'Belgium:3',
      'Switzerland:3',
      'Denmark:2',
      'Norway:2',
      'Ireland:2',
      'Portugal:2',
      'Austria:2',
      'Czech Republic:1',
      'Greece:1',
      'Finland:1',
    ],
  ],
  [
    'Asia Pacific',
    20,
    [
      'China:14',
      'Japan:12',
      'India:12',
      'Australia:8',
      'Singapore:6',
      'South Korea:6',
      'Indonesia:4',
      'Thailand:3',
      'Vietnam:3',
      'Philippines:3',
      'Malaysia:3',
      'New Zealand:2',
      'Taiwan:2',
    ],
  ],
  ['Latin America', 9, ['Brazil:14', 'Argentina:6', 'Colombia:5', 'Chile:4', 'Peru:3']],
  [
    'Middle East & Africa',
    7,
    [
      'United Arab Emirates:8',
      'Saudi Arabia:6',
      'South Africa:6',
      'Nigeria:4',
      'Egypt:4',
      'Kenya:3',
      'Morocco:2',
      'Israel:2',
      'Turkey:4',
    ],
  ],
  ['Global', 8, []],
].map(([name, weight, countries]) => ({
  name,
  weight,
  countries: countries.map((entry) => ({ name: entry.split(':')[0], weight: Number(entry.split(':')[1]) })),
}));

const CITIES =
  'london paris berlin madrid rome amsterdam stockholm warsaw new york chicago toronto tokyo shanghai mumbai sydney singapore seoul dubai johannesburg lagos nairobi cairo sao paulo mexico city bogota'.split(
    ' ',
  );

const CONTENT_TYPES = [
  ['Case Study', 22],
  ['Credentials', 12],
  ['Thought Leadership', 10],
  ['Proposal', 9],
  ['Creative Work', 9],
  ['Research Report', 8],
  ['Pitch Deck', 7],
  ['Award Entry', 6],
  ['Capabilities Deck', 5],
  ['Brief', 5],
  ['Playbook', 4],
  ['Newsletter', 3],
];
const CAPABILITIES = [
  'Brand Strategy',
  'Creative',
  'Media Planning',
  'Media Buying',
  'Social Media',
  'Content Production',
  'Experiential',
  'Public Relations',
  'Data & Analytics',
  'CRM',
  'E-commerce',
  'Shopper Marketing',
  'Influencer Marketing',
  'Design',
  'Digital Transformation',
  'Research & Insights',
  'Search',
  'Sponsorship',
  'Healthcare Communications',
  'Innovation',
  'Production',
  'Performance Marketing',
  'Consulting',
  'Technology',
];
const AGENCIES = [
  ['Northlight Creative', 18],
  ['Meridian Media', 15],
  ['Bluepeak Digital', 12],
  ['Foundry & Co', 10],
  ['Halcyon PR', 8],
  ['Parallel Health', 7],
  ['Orbit Experiential', 6],
  ['Signal Data', 5],
  ['Kindred Design', 5],
  ['Atlas Commerce', 4],
  ['Lumen Research', 3],
  ['Vantage Sport', 3],
];
const CLIENT_SECTORS = [
  ['Foods', 'Food & Beverage'],
  ['Beverages', 'Food & Beverage'],
  ['Brewing', 'Food & Beverage'],
  ['Bank', 'Financial Services'],
  ['Insurance', 'Financial Services'],
  ['Capital', 'Financial Services'],
  ['Motors', 'Automotive'],
  ['Automotive', 'Automotive'],
  ['Pharma', 'Healthcare'],
  ['Health', 'Healthcare'],
  ['Telecom', 'Telecommunications'],
  ['Mobile', 'Telecommunications'],
  ['Retail', 'Retail'],
  ['Stores', 'Retail'],
  ['Energy', 'Energy & Utilities'],
  ['Power', 'Energy & Utilities'],
  ['Airlines', 'Travel & Leisure'],
  ['Hotels', 'Travel & Leisure'],
  ['Cosmetics', 'Beauty & Personal Care'],
  ['Beauty', 'Beauty & Personal Care'],
  ['Technologies', 'Technology'],
  ['Software', 'Technology'],
  ['Electronics', 'Consumer Electronics'],
  ['Apparel', 'Fashion & Luxury'],
  ['Fashion', 'Fashion & Luxury'],
  ['Media', 'Media & Entertainment'],
  ['Games', 'Media & Entertainment'],
  ['Logistics', 'Industrial & B2B'],
  ['Industries', 'Industrial & B2B'],
  ['Home', 'Home & Household'],
];
const CLIENT_STEMS =
  `Northwind Bluebird Summit Harbor Evergreen Silverline Redwood Crescent Pinnacle Horizon Granite Meadow Falcon Aurora Sterling Beacon Cobalt Willow
Keystone Ironbridge Lakeside Riverstone Oakmont Brightwater Clearview Highland Starling Sunridge Westgate Eastfield Maple Cedar Juniper Orchid Atlas Nova Vertex Zenith Apex
Polaris Solstice Equinox Mariner Voyager Pioneer Frontier Liberty Heritage Crown Regal Imperial Royal Monarch Sovereign Citadel Fortress Bastion Sentinel Guardian Harvest
Golden Emerald Sapphire Ruby Onyx Ivory Amber Coral Pearl Jade Topaz Indigo Scarlet Crimson Azure Cyan Magenta Saffron Hazel Sierra Alpine Tundra Savanna Canyon Delta Mesa`
    .split(/\s+/)
    .filter(Boolean);
const SYLLABLES = [
  'lu',
  'mi',
  'ra',
  'zo',
  'ver',
  'ta',
  'no',
  'ki',
  'sol',
  'vi',
  'el',
  'ar',
  'on',
  'do',
  'fi',
  'ze',
  'qua',
  'tri',
  'ne',
  'ga',
  'bel',
  'cor',
  'in',
  'ax',
  'ly',
  'mo',
  'pe',
  'ro',
  'sa',
  'xa',
];
const TITLE_PATTERNS = [
  (d) => `${d.client}: ${d.phrase} ${d.contentType.toLowerCase()}`,
  (d) => `${d.brand ?? d.client} ${d.phrase} — ${d.country}`,
  (d) => `${d.phrase} for ${d.client} (${d.year})`,
  (d) => `How ${d.brand ?? d.client} used ${d.topicWord} to drive ${d.marketingWord}`,
  (d) => `${d.contentType}: ${d.client} ${d.topic}`,
  (d) => `${d.country} ${d.topic.toLowerCase()} ${d.contentType.toLowerCase()} ${d.year}`,
  (d) => `${d.brand ?? d.client} — ${d.phrase}`,
  (d) => `The ${d.marketingWord} of ${d.topicWord}: ${d.client} ${d.contentType.toLowerCase()}`,
];
const EXTENSIONS = [
  ['pdf', 38],
  ['pptx', 26],
  ['docx', 18],
  ['xlsx', 5],
  ['png', 3],
  ['jpg', 2],
  ['mp4', 3],
  ['txt', 2],
  ['html', 1],
  ['md', 2],
];
const NO_TEXT = new Set(['png', 'jpg', 'mp4']);

/** A field of the site's master metadata set, with its display name and facet group. */
export const FACET_FIELDS = [
  { code: 'content_types', name: 'Content Types', group: 'Content', multiple: true },
  { code: 'agencies', name: 'Agencies', group: 'Organizations', multiple: true },
  { code: 'capabilities', name: 'Capabilities', group: 'Content', multiple: true },
  { code: 'topics', name: 'Topics', group: 'Content', multiple: true },
  { code: 'regions', name: 'Regions', group: 'Locations', multiple: true },
  { code: 'countries', name: 'Countries', group: 'Locations', multiple: true },
  { code: 'clients', name: 'Clients', group: 'Organizations', multiple: true },
  { code: 'brands', name: 'Brands', group: 'Organizations', multiple: true },
  { code: 'industries', name: 'Industries', group: 'Organizations', multiple: true },
];

function weighted(entries, weightOf = (entry) => entry[1]) {
  const total = entries.reduce((sum, entry) => sum + weightOf(entry), 0);
  return (random) => {
    let target = random() * total;
    for (const entry of entries) {
      target -= weightOf(entry);
      if (target <= 0) return entry;
    }
    return entries.at(-1);
  };
}

/** A few from a sampler, without repeats. */
function several(random, count, sample) {
  const chosen = new Set();
  for (let tries = 0; chosen.size < count && tries < count * 6; tries += 1) chosen.add(sample(random));
  return [...chosen];
}

/**
 * The corpus: `documents(n)` yields the same n documents every time. Load once per process (reads the word
 * vector file for the vocabulary, ~0.5 s).
 */
export async function createCorpus() {
  const vectors = await readWordVectorFile(defaultWordVectorFile);
  const byRank = vectors.header.words.map((word, index) => [word, vectors.ranks[index]]).sort((a, b) => a[1] - b[1]);
  const general = byRank
    .map(([word]) => word)
    .filter((word) => /^[a-z]{2,}$/.test(word))
    .slice(0, GENERAL_WORDS);
  const generalWord = zipf(general.length, 1.0);
  const marketingWord = zipf(MARKETING_WORDS.length, 0.8);
  const topicWordSampler = TOPICS.map((topic) => zipf(topic.words.length, 0.7));

  // Named entities, fixed by the seed: clients (Zipf-skewed sizes), their brands and industries.
  const entities = prng(SEED ^ 0x5eed);
  const clients = [];
  const seen = new Set();
  while (clients.length < 1500) {
    const [suffix, industry] = pick(entities, CLIENT_SECTORS);
    const name = `${pick(entities, CLIENT_STEMS)} ${suffix}`;
    if (seen.has(name)) continue;
    seen.add(name);
    const brandCount = 1 + Math.floor(entities() ** 2 * 6);
    const brands = [];
    for (let b = 0; b < brandCount; b += 1) {
      const syllables = 2 + Math.floor(entities() * 2);
      brands.push(capitalise(Array.from({ length: syllables }, () => pick(entities, SYLLABLES)).join('')));
    }
    clients.push({ name, industry, brands: [...new Set(brands)] });
  }
  const clientIndex = zipf(clients.length, 1.1);
  const region = weighted(REGIONS, (entry) => entry.weight);
  const countriesOf = new Map(
    REGIONS.map((entry) => [entry.name, weighted(entry.countries, (country) => country.weight)]),
  );
  const anyCountry = weighted(
    REGIONS.filter((entry) => entry.countries.length > 0),
    (entry) => entry.weight,
  );
  const contentType = weighted(CONTENT_TYPES);
  const agency = weighted(AGENCIES);
  const topicIndex = zipf(TOPICS.length, 0.6);
  const capability = zipf(CAPABILITIES.length, 0.7);
  const extension = weighted(EXTENSIONS);
  const fiveYears = 5 * 365 * 86_400_000;

  function document(index) {
    const random = prng(SEED + index * 7919);
    const client = clients[clientIndex(random)];
    const docRegion = region(random);
    const countryRegion = docRegion.countries.length > 0 ? docRegion : anyCountry(random);
    const countries = several(
      random,
      1 + Math.floor(random() ** 3 * 3),
      (r) => countriesOf.get(countryRegion.name)(r).name,
    );
    const regions = [docRegion.name, ...(random() < 0.12 ? [region(random).name] : [])];
    const topics = several(random, 1 + Math.floor(random() ** 1.5 * 3), (r) => topicIndex(r));
    const brands = several(random, Math.floor(random() * 2.2), (r) => pick(r, client.brands));
    const type = contentType(random)[0];
    const ext = extension(random)[0];
    // Newer documents are more frequent: the library grows.
    const age = fiveYears * random() ** 1.6;
    const published = new Date(ANCHOR_DATE.getTime() - age);
    const created = new Date(published.getTime() + Math.floor(random() * 20) * 86_400_000);
    const modified = new Date(created.getTime() + Math.floor(random() ** 3 * 200) * 86_400_000);
    const mainTopic = TOPICS[topics[0]];
    const topicWord = () => {
      const t = TOPICS[pick(random, topics)];
      return t.words[topicWordSampler[TOPICS.indexOf(t)](random)];
    };
    const country = countries[0];
    const entity = () => {
      const roll = random();
      if (roll < 0.35) return client.name;
      if (roll < 0.55 && brands.length > 0) return pick(random, brands);
      if (roll < 0.8) return pick(random, countries);
      return pick(random, CITIES).split(' ').map(capitalise).join(' ');
    };
    const word = () => {
      const roll = random();
      if (roll < 0.64) return general[generalWord(random)];
      if (roll < 0.88) return topicWord();
      if (roll < 0.97) return MARKETING_WORDS[marketingWord(random)];
      return entity();
    };
    const sentence = (length) => {
      const words = Array.from({ length }, word);
      words[0] = capitalise(words[0]);
      return `${words.join(' ')}${random() < 0.08 ? '?' : '.'}`;
    };
    const phraseWords = [topicWord(), random() < 0.5 ? MARKETING_WORDS[marketingWord(random)] : topicWord()];
    if (random() < 0.4) phraseWords.unshift(general[generalWord(random) % 1500]);
    const facts = {
      client: client.name,
      brand: brands[0],
      country,
      year: published.getUTCFullYear(),
      contentType: type,
      topic: mainTopic.name,
      topicWord: topicWord(),
      marketingWord: MARKETING_WORDS[marketingWord(random)],
      phrase: capitalise(phraseWords.join(' ')),
    };
    const title = pick(random, TITLE_PATTERNS)(facts);

    let content = '';
    if (!NO_TEXT.has(ext)) {
      const target = 150 + Math.floor(450 * random() ** 1.4);
      const paragraphs = [];
      let words = 0;
      while (words < target) {
        const sentences = [];
        const perParagraph = 2 + Math.floor(random() * 5);
        for (let s = 0; s < perParagraph && words < target; s += 1) {
          const length = Math.min(target - words, 6 + Math.floor(random() * 20));
          sentences.push(sentence(Math.max(length, 3)));
          words += Math.max(length, 3);
        }
        paragraphs.push(sentences.join(' '));
      }
      content = paragraphs.join('\n\n');
    }
    const description = random() < 0.6 ? sentence(12 + Math.floor(random() * 20)) : null;
    const slug = title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60);
    const metadata = {
      content_types: [type],
      agencies: [agency(random)[0]],
      capabilities: several(random, 1 + Math.floor(random() ** 2 * 3), (r) => CAPABILITIES[capability(r)]),
      topics: topics.map((t) => TOPICS[t].name),
      regions: [...new Set(regions)],
      countries,
      clients: [client.name],
      brands,
      industries: [client.industry],
    };
    const hex = () =>
      Math.floor(random() * 0x100000000)
        .toString(16)
        .padStart(8, '0');
    const h = `${hex()}${hex()}${hex()}${hex()}`;
    return {
      index,
      docId: `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`,
      title,
      description,
      fileName: `${type.replace(/[^A-Za-z]+/g, '')}/${slug}.${ext}`,
      originalFileName: `${slug}.${ext}`,
      fileExtension: ext,
      content,
      metadata,
      isPrivate: random() < 0.05,
      isConfidential: random() < 0.1,
      published,
      created,
      modified,
    };
  }

  return {
    general,
    clients,
    topics: TOPICS,
    document,
    *documents(count) {
      for (let index = 0; index < count; index += 1) yield document(index);
    },
  };
}

/** The facet keys `<field code>_<value>` of a document, as its search record stores them. */
export function facetKeys(doc) {
  return Object.entries(doc.metadata).flatMap(([code, values]) => values.map((value) => `${code}_${value}`));
}

/** The metadata values as text, in field order (what the search record's metadataText holds). */
export function metadataText(doc) {
  return FACET_FIELDS.flatMap((field) => doc.metadata[field.code] ?? []);
}

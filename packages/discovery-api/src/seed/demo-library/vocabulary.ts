import type { DemoSiteName } from '../../identity/demo-accounts.js';

// The invented world of the demo library: two marketing groups (Northwind, Meridian), their agencies, the
// clients they serve with those clients' brands and campaigns, the markets they work in and the words their
// documents use. Every name is made up; none stands for a real company.

export interface DemoClient {
  name: string;
  industry: string;
  subIndustry: string;
  /** What the client sells, for sentences ("electric cars"). */
  offer: string;
  brands: readonly { name: string; product: string; campaigns: readonly string[] }[];
}

export const CLIENTS: readonly DemoClient[] = [
  {
    name: 'Acme Motors',
    industry: 'Automotive',
    subIndustry: 'Electric Vehicles',
    offer: 'cars and charging services',
    brands: [
      {
        name: 'Voltra EV',
        product: 'electric hatchback',
        campaigns: ['Charge Ahead', 'Silent City', 'Range Without Worry'],
      },
      { name: 'Acme Trailblazer', product: 'family SUV', campaigns: ['Weekend Unlocked', 'Roads Less Travelled'] },
    ],
  },
  {
    name: 'Globex Foods',
    industry: 'Food & Beverage',
    subIndustry: 'Packaged Foods',
    offer: 'breakfast and snack foods',
    brands: [
      { name: 'Sunmeadow', product: 'breakfast cereal', campaigns: ['Taste the Morning', 'Grain by Grain'] },
      { name: 'Crisply', product: 'baked snack', campaigns: ['Snack Smarter', 'Crunch Hour'] },
    ],
  },
  {
    name: 'Helios Energy',
    industry: 'Energy & Utilities',
    subIndustry: 'Renewable Energy',
    offer: 'solar power and home energy plans',
    brands: [
      {
        name: 'Helios Home Solar',
        product: 'rooftop solar subscription',
        campaigns: ['Power From Your Roof', 'Bright Bills'],
      },
      { name: 'Helios Flex', product: 'smart energy tariff', campaigns: ['Use It When It Is Green'] },
    ],
  },
  {
    name: 'Lumen Bank',
    industry: 'Financial Services',
    subIndustry: 'Retail Banking',
    offer: 'everyday banking and savings products',
    brands: [
      { name: 'Lumen Pay', product: 'mobile payments app', campaigns: ['Tap and Go', 'Money Without Friction'] },
      { name: 'Lumen Private', product: 'wealth management service', campaigns: ['Quiet Confidence'] },
    ],
  },
  {
    name: 'Orbit Telecom',
    industry: 'Telecommunications',
    subIndustry: 'Mobile Networks',
    offer: 'mobile, broadband and streaming bundles',
    brands: [
      { name: 'Orbit 5G', product: '5G mobile plan', campaigns: ['Faster Together', 'No Dead Zones'] },
      { name: 'OrbitTV', product: 'streaming bundle', campaigns: ['Everything On', 'Sofa Season'] },
    ],
  },
  {
    name: 'Verdant Beauty',
    industry: 'Beauty & Personal Care',
    subIndustry: 'Skincare',
    offer: 'skincare and fragrance',
    brands: [
      {
        name: 'Verdant Botanics',
        product: 'plant-based skincare line',
        campaigns: ['Rooted in Nature', 'Refill Ritual'],
      },
      { name: 'Nova Skin', product: 'dermatologist-led serum range', campaigns: ['Science You Can Feel'] },
    ],
  },
  {
    name: 'Kestrel Airways',
    industry: 'Travel & Hospitality',
    subIndustry: 'Airlines',
    offer: 'flights and holiday packages',
    brands: [
      {
        name: 'Kestrel Air',
        product: 'short-haul airline',
        campaigns: ['Closer Than You Think', 'City Breaks in Bloom'],
      },
      { name: 'SkyMiles Plus', product: 'frequent flyer programme', campaigns: ['Every Trip Counts'] },
    ],
  },
  {
    name: 'Paloma Pharma',
    industry: 'Healthcare',
    subIndustry: 'Consumer Health',
    offer: 'over-the-counter medicines',
    brands: [
      { name: 'Respira', product: 'allergy relief spray', campaigns: ['Breathe the Season', 'Pollen Forecast'] },
      { name: 'Calmex', product: 'sleep aid', campaigns: ['Rest Easy Tonight'] },
    ],
  },
  {
    name: 'Brightline Retail',
    industry: 'Retail',
    subIndustry: 'Grocery',
    offer: 'groceries and household goods',
    brands: [
      { name: 'Brightline Market', product: 'supermarket chain', campaigns: ['Fresh Every Day', 'Big Basket Savings'] },
      { name: 'Homewise', product: 'own-label household range', campaigns: ['Clean Choices'] },
    ],
  },
  {
    name: 'Northstar Sports',
    industry: 'Sports & Leisure',
    subIndustry: 'Sportswear',
    offer: 'running shoes and outdoor gear',
    brands: [
      { name: 'Stride', product: 'running shoe range', campaigns: ['Run Your City', 'First Five K'] },
      { name: 'Apex Outdoor', product: 'hiking and camping gear', campaigns: ['Higher Ground'] },
    ],
  },
  {
    name: 'Cobalt Software',
    industry: 'Technology',
    subIndustry: 'Enterprise Software',
    offer: 'cloud software for businesses',
    brands: [
      { name: 'CobaltCloud', product: 'cloud platform', campaigns: ['Build Without Limits', 'Cloud in a Day'] },
      { name: 'Cobalt Secure', product: 'security suite', campaigns: ['Zero Trust, Full Confidence'] },
    ],
  },
  {
    name: 'Tidewater Beverages',
    industry: 'Food & Beverage',
    subIndustry: 'Soft Drinks',
    offer: 'soft drinks and sparkling water',
    brands: [
      { name: 'Tidewater Cola', product: 'cola', campaigns: ['Share the Tide', 'Summer Sound'] },
      { name: 'Reef Sparkling', product: 'flavoured sparkling water', campaigns: ['Less Sugar, More Sparkle'] },
    ],
  },
];

export interface DemoRegion {
  name: string;
  countries: readonly { name: string; cities: readonly string[]; currency: string }[];
}

export const REGIONS: readonly DemoRegion[] = [
  {
    name: 'Europe',
    countries: [
      { name: 'United Kingdom', cities: ['London', 'Manchester', 'Edinburgh'], currency: '£' },
      { name: 'France', cities: ['Paris', 'Lyon', 'Marseille'], currency: '€' },
      { name: 'Germany', cities: ['Berlin', 'Munich', 'Hamburg'], currency: '€' },
      { name: 'Spain', cities: ['Madrid', 'Barcelona', 'Valencia'], currency: '€' },
      { name: 'Italy', cities: ['Milan', 'Rome', 'Turin'], currency: '€' },
      { name: 'Netherlands', cities: ['Amsterdam', 'Rotterdam', 'Utrecht'], currency: '€' },
      { name: 'Sweden', cities: ['Stockholm', 'Gothenburg', 'Malmö'], currency: '€' },
    ],
  },
  {
    name: 'North America',
    countries: [
      { name: 'United States', cities: ['New York', 'Chicago', 'Los Angeles', 'Austin'], currency: '$' },
      { name: 'Canada', cities: ['Toronto', 'Vancouver', 'Montreal'], currency: '$' },
      { name: 'Mexico', cities: ['Mexico City', 'Guadalajara', 'Monterrey'], currency: '$' },
    ],
  },
  {
    name: 'Asia Pacific',
    countries: [
      { name: 'Japan', cities: ['Tokyo', 'Osaka'], currency: '$' },
      { name: 'Australia', cities: ['Sydney', 'Melbourne', 'Brisbane'], currency: '$' },
      { name: 'Singapore', cities: ['Singapore'], currency: '$' },
      { name: 'India', cities: ['Mumbai', 'Bengaluru', 'Delhi'], currency: '$' },
      { name: 'South Korea', cities: ['Seoul', 'Busan'], currency: '$' },
    ],
  },
  {
    name: 'Latin America',
    countries: [
      { name: 'Brazil', cities: ['São Paulo', 'Rio de Janeiro'], currency: '$' },
      { name: 'Argentina', cities: ['Buenos Aires', 'Córdoba'], currency: '$' },
      { name: 'Colombia', cities: ['Bogotá', 'Medellín'], currency: '$' },
      { name: 'Chile', cities: ['Santiago', 'Valparaíso'], currency: '$' },
    ],
  },
  {
    name: 'Middle East & Africa',
    countries: [
      { name: 'United Arab Emirates', cities: ['Dubai', 'Abu Dhabi'], currency: '$' },
      { name: 'South Africa', cities: ['Johannesburg', 'Cape Town'], currency: '$' },
      { name: 'Saudi Arabia', cities: ['Riyadh', 'Jeddah'], currency: '$' },
      { name: 'Nigeria', cities: ['Lagos', 'Abuja'], currency: '$' },
    ],
  },
];

export interface DemoTopic {
  name: string;
  /** Short phrases a document about the topic uses; the first ones become its keywords. */
  phrases: readonly string[];
}

export const TOPICS: readonly DemoTopic[] = [
  { name: 'Sustainability', phrases: ['carbon footprint', 'recyclable packaging', 'green claims', 'circular economy'] },
  { name: 'Brand Purpose', phrases: ['brand purpose', 'community programmes', 'social impact', 'brand trust'] },
  { name: 'Customer Experience', phrases: ['customer journey', 'net promoter score', 'service design', 'onboarding'] },
  { name: 'Gen Z', phrases: ['short-form video', 'creator content', 'youth culture', 'mobile-first'] },
  { name: 'Retail Media', phrases: ['retail media networks', 'shoppable ads', 'shelf visibility', 'basket size'] },
  {
    name: 'AI in Marketing',
    phrases: ['generative AI', 'creative automation', 'predictive audiences', 'dynamic creative'],
  },
  { name: 'Measurement', phrases: ['marketing mix modelling', 'incrementality', 'attribution', 'brand lift'] },
  { name: 'First-Party Data', phrases: ['first-party data', 'consent management', 'clean rooms', 'loyalty data'] },
  { name: 'Connected TV', phrases: ['connected TV', 'addressable TV', 'streaming audiences', 'household reach'] },
  { name: 'Product Launch', phrases: ['product launch', 'trial', 'early adopters', 'launch window'] },
  { name: 'Seasonal Campaigns', phrases: ['seasonal peaks', 'holiday trading', 'back to school', 'summer demand'] },
  {
    name: 'Employer Branding',
    phrases: ['employer brand', 'talent attraction', 'employee advocacy', 'graduate hiring'],
  },
];

export const CAPABILITIES = [
  'Media Planning',
  'Programmatic',
  'Social Media',
  'Search Marketing',
  'CRM & Loyalty',
  'Influencer Marketing',
  'Brand Strategy',
  'Content Production',
  'Experiential',
  'Public Relations',
  'E-commerce',
  'Data & Analytics',
  'Creative Direction',
] as const;

export const PARTNERS = [
  'StreamCast',
  'Pinpoint Ads',
  'ClipWave',
  'MarketHub Retail Media',
  'SoundWave Audio',
  'Billboard Live',
  'Chatterly',
] as const;

export const TOOLS = [
  'Media Mix Model',
  'Audience Planner',
  'Attribution Dashboard',
  'Creative Testing Lab',
  'Social Listening',
  'Data Clean Room',
  'Brand Tracker',
] as const;

export const TARGET_MARKETS = [
  'Gen Z',
  'Millennials',
  'Young Families',
  'Small Businesses',
  'Affluent Professionals',
  'Over 55s',
  'B2B Decision Makers',
  'Students',
] as const;

export const CHANNELS = [
  'connected TV',
  'paid social',
  'online video',
  'out-of-home',
  'search',
  'audio streaming',
  'influencer content',
  'retail media',
  'email',
  'print',
  'cinema',
  'display',
] as const;

export const BUSINESS_RESULTS = [
  'Sales Uplift',
  'Brand Awareness Growth',
  'Market Share Gain',
  'Lead Generation',
  'Cost Efficiency',
  'Customer Retention',
] as const;

export const TAGS = [
  'Best Practice',
  'Award Winning',
  'New Business',
  'Pitch',
  'Evergreen',
  'Global Rollout',
  'Quick Win',
  'Benchmark',
] as const;

export const AWARDS = [
  'Harborlight Awards',
  'Crystal Compass Festival',
  'Silver Quill Awards',
  'Northern Lights Effectiveness Awards',
] as const;

export const AWARD_CATEGORIES = [
  'Best Use of Data',
  'Brand Experience',
  'Film',
  'Social Creativity',
  'Sustainable Impact',
  'Media Innovation',
  'Launch of the Year',
  'Integrated Campaign',
] as const;

/**
 * Internal project names: each asset of a site gets its own, so every document has at least one word that
 * no other document of its site uses (a keyword search for it finds that document first).
 */
export const CODENAMES = [
  'Kingfisher',
  'Heron',
  'Osprey',
  'Lapwing',
  'Curlew',
  'Avocet',
  'Plover',
  'Redstart',
  'Wagtail',
  'Nuthatch',
  'Firecrest',
  'Goldcrest',
  'Bittern',
  'Dunlin',
  'Godwit',
  'Merganser',
  'Shearwater',
  'Kittiwake',
  'Guillemot',
  'Puffin',
  'Lodestar',
  'Meridiem',
  'Solstice',
  'Equinox',
  'Perihelion',
  'Zenith',
  'Nadir',
  'Parallax',
  'Quasar',
  'Pulsar',
  'Marigold',
  'Foxglove',
  'Bluebell',
  'Hawthorn',
  'Juniper',
  'Larkspur',
  'Wisteria',
  'Camellia',
  'Magnolia',
  'Verbena',
  'Obsidian',
  'Malachite',
  'Tourmaline',
  'Jasper',
  'Garnet',
  'Peridot',
  'Basalt',
  'Feldspar',
  'Quartzite',
  'Agate',
  'Tamarind',
  'Cardamom',
  'Saffron',
  'Nutmeg',
  'Sorrel',
  'Fennel',
  'Tarragon',
  'Chervil',
  'Lovage',
  'Caraway',
  'Fjord',
  'Estuary',
  'Lagoon',
  'Atoll',
  'Tundra',
  'Savanna',
  'Canyon',
  'Glacier',
  'Delta',
  'Mesa',
  'Sextant',
  'Astrolabe',
  'Compassrose',
  'Windlass',
  'Capstan',
  'Bowsprit',
  'Keelson',
  'Halyard',
  'Mizzen',
  'Spinnaker',
  'Tangerine',
  'Quince',
  'Damson',
  'Greengage',
  'Loquat',
  'Persimmon',
  'Kumquat',
  'Medlar',
  'Mulberry',
  'Elderberry',
  'Zephyr',
  'Mistral',
  'Sirocco',
  'Chinook',
  'Monsoon',
  'Haboob',
  'Williwaw',
  'Bora',
  'Levanter',
  'Foehn',
  'Cobblestone',
  'Lantern',
  'Keystone',
  'Archway',
  'Belfry',
  'Cupola',
  'Parapet',
  'Portico',
  'Rotunda',
  'Turret',
  'Falconet',
  'Harrier',
  'Merlin',
  'Peregrine',
  'Goshawk',
  'Sparrowhawk',
  'Buzzard',
  'Kite',
  'Hobby',
  'Condor',
  'Emberglow',
  'Driftwood',
  'Moonstone',
  'Starling',
  'Bramble',
  'Thistle',
  'Heather',
  'Willow',
  'Aspen',
  'Rowan',
] as const;

/** The people and places of one demo site's library. */
export interface DemoSiteProfile {
  site: DemoSiteName;
  /** Number of assets. */
  size: number;
  /** Short code in internal references (NWD-2024-017). */
  referencePrefix: string;
  /** What the site's documents are mostly about: the awards site writes entries and jury notes, the insights site measures. */
  flavour: 'discovery' | 'awards' | 'insights' | 'creative';
  groupName: string;
  agencies: readonly string[];
  clients: readonly string[];
  /** Relative weight of each kind of asset. */
  mix: Readonly<Record<DemoAssetKind, number>>;
}

export const DEMO_ASSET_KINDS = [
  'caseStudy',
  'report',
  'presentation',
  'spreadsheet',
  'image',
  'webPage',
  'note',
  'dashboard',
  'video',
] as const;
export type DemoAssetKind = (typeof DEMO_ASSET_KINDS)[number];

export const SITE_PROFILES: readonly DemoSiteProfile[] = [
  {
    site: 'Northwind Discovery',
    size: 120,
    referencePrefix: 'NWD',
    flavour: 'discovery',
    groupName: 'Northwind Group',
    agencies: ['Northwind Media', 'Northwind Digital', 'Harbor PR', 'Summit Creative', 'Pixel & Loom'],
    clients: [
      'Acme Motors',
      'Globex Foods',
      'Helios Energy',
      'Lumen Bank',
      'Orbit Telecom',
      'Brightline Retail',
      'Kestrel Airways',
      'Cobalt Software',
    ],
    mix: {
      caseStudy: 26,
      report: 16,
      presentation: 14,
      spreadsheet: 10,
      image: 12,
      webPage: 8,
      note: 8,
      dashboard: 4,
      video: 2,
    },
  },
  {
    site: 'Northwind Awards',
    size: 55,
    referencePrefix: 'NWA',
    flavour: 'awards',
    groupName: 'Northwind Group',
    agencies: ['Northwind Media', 'Summit Creative', 'Pixel & Loom', 'Harbor PR'],
    clients: [
      'Acme Motors',
      'Verdant Beauty',
      'Northstar Sports',
      'Tidewater Beverages',
      'Orbit Telecom',
      'Globex Foods',
    ],
    mix: {
      caseStudy: 30,
      report: 10,
      presentation: 12,
      spreadsheet: 8,
      image: 18,
      webPage: 8,
      note: 6,
      dashboard: 3,
      video: 5,
    },
  },
  {
    site: 'Meridian Insights',
    size: 60,
    referencePrefix: 'MRI',
    flavour: 'insights',
    groupName: 'Meridian Agencies',
    agencies: ['Meridian Data Lab', 'Atlas Experience', 'Crest Social', 'Beacon Health Communications'],
    clients: [
      'Paloma Pharma',
      'Lumen Bank',
      'Cobalt Software',
      'Brightline Retail',
      'Helios Energy',
      'Kestrel Airways',
    ],
    mix: {
      caseStudy: 14,
      report: 24,
      presentation: 12,
      spreadsheet: 18,
      image: 6,
      webPage: 8,
      note: 8,
      dashboard: 8,
      video: 2,
    },
  },
  {
    site: 'Meridian Creative',
    size: 60,
    referencePrefix: 'MRC',
    flavour: 'creative',
    groupName: 'Meridian Agencies',
    agencies: ['Meridian Creative Studio', 'Crest Social', 'Atlas Experience', 'Beacon Health Communications'],
    clients: [
      'Verdant Beauty',
      'Tidewater Beverages',
      'Northstar Sports',
      'Paloma Pharma',
      'Globex Foods',
      'Kestrel Airways',
    ],
    mix: {
      caseStudy: 20,
      report: 8,
      presentation: 16,
      spreadsheet: 6,
      image: 26,
      webPage: 10,
      note: 8,
      dashboard: 2,
      video: 4,
    },
  },
];

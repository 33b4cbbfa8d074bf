import type { Random } from './random.js';
import type { DemoAssetKind, DemoClient, DemoRegion, DemoSiteProfile, DemoTopic } from './vocabulary.js';

/** Everything one document talks about; its sentences are drawn from templates filled with these. */
export interface DocContext {
  rng: Random;
  kind: DemoAssetKind;
  profile: DemoSiteProfile;
  /** Undefined for thought-leadership pieces that serve no one client. */
  client: DemoClient | undefined;
  brand: { name: string; product: string } | undefined;
  campaign: string | undefined;
  region: DemoRegion;
  countries: string[];
  country: string;
  city: string;
  currency: string;
  /** The year and quarter the work ran (a little before publication). */
  year: number;
  quarter: number;
  capabilities: string[];
  topic: DemoTopic;
  secondTopic: DemoTopic | undefined;
  agencies: string[];
  partners: string[];
  tools: string[];
  audiences: string[];
  channels: string[];
  codename: string;
  reference: string;
  award: string;
  awardCategory: string;
  businessResult: string;
  /** The headline figures, so the summary, the results and the title agree. */
  figures: Figures;
}

export interface Figures {
  salesUplift: number;
  awarenessGain: number;
  considerationGain: number;
  roi: number;
  reachMillions: number;
  engagementRate: number;
  costDrop: number;
  budgetMillions: number;
  weeks: number;
  videoViewsMillions: number;
  conversions: number;
  nps: number;
  sampleSize: number;
  marketGrowth: number;
  shareGain: number;
}

export function makeFigures(rng: Random): Figures {
  return {
    salesUplift: rng.decimal(4, 31),
    awarenessGain: rng.decimal(3, 22),
    considerationGain: rng.decimal(2, 15),
    roi: rng.decimal(1.8, 6.4),
    reachMillions: rng.decimal(1.2, 48),
    engagementRate: rng.decimal(1.1, 9.5),
    costDrop: rng.decimal(8, 41, 0),
    budgetMillions: rng.decimal(0.3, 9.5),
    weeks: rng.int(4, 26),
    videoViewsMillions: rng.decimal(0.4, 31),
    conversions: rng.int(1_800, 96_000),
    nps: rng.int(12, 64),
    sampleSize: rng.int(6, 40) * 250,
    marketGrowth: rng.decimal(1.2, 14.8),
    shareGain: rng.decimal(0.3, 3.6),
  };
}

type Template = (c: DocContext) => string;

const n = (value: number) => value.toLocaleString('en-US');
const listOf = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
/** Names that keep their capitals inside a sentence. */
const PROPER = new Set(['Gen Z']);
/** A facet value as it reads inside a sentence: plain capitalised words lower-cased, acronyms kept ('AI in marketing', 'B2B decision makers'). */
const lower = (text: string) =>
  PROPER.has(text)
    ? text
    : text
        .split(' ')
        .map((word) =>
          word
            .split('-')
            .map((part) => (/^[A-Z][a-z&]*$/.test(part) ? part.toLowerCase() : part))
            .join('-'),
        )
        .join(' ');
const subject = (c: DocContext) => c.brand?.name ?? c.client?.name ?? `brands in ${c.region.name}`;
const owner = (c: DocContext) => c.client?.name ?? `${c.profile.groupName} clients`;
const product = (c: DocContext) => c.brand?.product ?? c.client?.offer ?? 'their products';
const campaign = (c: DocContext) => c.campaign ?? `${c.topic.name} programme`;
const industry = (c: DocContext) => c.client?.industry ?? 'consumer';
const agency = (c: DocContext) => c.agencies[0] as string;
const channel = (c: DocContext, i: number) => c.channels[i % c.channels.length] as string;
const phrase = (c: DocContext, i: number) => c.topic.phrases[i % c.topic.phrases.length] as string;
const money = (c: DocContext, millions: number) =>
  millions >= 1 ? `${c.currency}${millions.toFixed(1)} million` : `${c.currency}${n(Math.round(millions * 1000))},000`;
const half = (c: DocContext) => (c.quarter <= 2 ? 'first' : 'second');

// Each pool holds interchangeable sentences for one part of a document; a document draws a few from each.

const CHALLENGE: Template[] = [
  (c) =>
    `${subject(c)} had lost ${c.figures.considerationGain} points of consideration among ${listOf(c.audiences)} in ${c.country} over the previous two years, while competitors outspent it in ${channel(c, 0)}.`,
  (c) =>
    `${owner(c)} asked ${agency(c)} to turn ${c.brand?.product ?? 'a crowded category'} into a conversation people wanted to join, with a budget of ${money(c, c.figures.budgetMillions)} and ${c.figures.weeks} weeks on air.`,
  (c) =>
    `Research showed that most ${lower(c.audiences[0] as string)} in ${c.city} saw ${product(c)} as interchangeable, and price promotions were eroding margin quarter after quarter.`,
  (c) =>
    `The brief was simple to write and hard to answer: grow ${c.brand?.name ?? 'the brand'} in ${c.country} without discounting, at a time when ${phrase(c, 0)} dominated the category debate.`,
  (c) =>
    `Before ${campaign(c)}, ${subject(c)} relied almost entirely on ${channel(c, 1)}, and its share of search had fallen for six consecutive quarters.`,
  (c) =>
    `${owner(c)} was preparing a launch across ${listOf(c.countries)} and needed one idea that could travel, survive local adaptation and still be measured consistently.`,
  (c) =>
    `Awareness of ${c.brand?.name ?? 'the client'} was high, but only one in five people who knew the brand could say what made it different from the rest of the ${lower(industry(c))} market.`,
  (c) =>
    `The category was shrinking by ${c.figures.marketGrowth}% a year in ${c.region.name}, and retailers were cutting shelf space for brands that could not prove demand.`,
];

const INSIGHT: Template[] = [
  (c) =>
    `Social listening across ${c.countries.length > 1 ? listOf(c.countries) : c.country} revealed that people talked about ${phrase(c, 1)} far more than about price.`,
  (c) =>
    `A survey of ${n(c.figures.sampleSize)} consumers found that ${lower(c.audiences[0] as string)} trusted recommendations from friends and creators three times more than brand advertising.`,
  (c) =>
    `The team noticed that searches for ${phrase(c, 0)} peaked on Sunday evenings, when people planned the week ahead.`,
  (c) =>
    `Interviews in ${c.city} showed that the real barrier was not cost but uncertainty: people did not know where to start with ${product(c)}.`,
  (c) =>
    `Our strategists in ${c.city} found that the moments that mattered to ${lower(c.audiences[0] as string)} were small and frequent, not the big seasonal bursts the category had always bought.`,
  (c) =>
    `${c.tools[0] ?? 'Brand Tracker'} data showed that ${channel(c, 0)} drove most new buyers while ${channel(c, 1)} mainly reached people who already knew the brand.`,
];

const IDEA: Template[] = [
  (c) =>
    `The answer was ${campaign(c)}, a platform that put ${lower(c.audiences[0] as string)} at the centre of the story and gave ${subject(c)} a role in everyday life in ${c.country}.`,
  (c) =>
    `${agency(c)} built the idea around one line, "${campaign(c)}", and a simple promise about ${product(c)} that every channel could carry.`,
  (c) =>
    `Rather than another product demonstration, ${campaign(c)} invited people to share their own stories about ${phrase(c, 2)}.`,
  (c) =>
    `The creative platform combined ${lower(c.capabilities[0] as string)} with ${lower(c.capabilities[1] ?? 'Content Production')} so that every piece of content could be bought, shared and measured.`,
  (c) =>
    `We partnered with ${c.partners[0] ?? 'local publishers'} to turn the idea into formats people actually use, from six-second stories to long-form ${channel(c, 2)}.`,
  (c) =>
    `The strategy moved spend away from ${channel(c, 1)} towards ${channel(c, 0)} and ${channel(c, 2)}, where the audience spent most of its time.`,
  (c) => `Internally the work ran as project ${c.codename}, under reference ${c.reference}.`,
];

const EXECUTION: Template[] = [
  (c) =>
    `The campaign launched in ${c.city} in Q${c.quarter} ${c.year} and rolled out to ${listOf(c.countries)} over ${c.figures.weeks} weeks.`,
  (c) =>
    `More than ${rr(c, 40, 260)} pieces of content were produced, including hero films, ${channel(c, 0)} cut-downs and ${rr(c, 12, 80)} creator collaborations.`,
  (c) =>
    `${c.agencies.length > 1 ? `${c.agencies[0]} led the strategy while ${c.agencies[1]} handled production` : `${agency(c)} led strategy and production`}, working from one shared plan built with ${c.tools[0] ?? 'Audience Planner'}.`,
  (c) =>
    `Media was bought on ${listOf(c.channels.slice(0, 3))}, with budgets shifted weekly according to ${c.tools[1] ?? c.tools[0] ?? 'Attribution Dashboard'} results.`,
  (c) =>
    `A pop-up experience in ${c.city} drew ${n(rr(c, 4, 60) * 1000)} visitors in ${rr(c, 3, 14)} days and generated thousands of pieces of user content.`,
  (c) =>
    `Creative was tested before launch in the Creative Testing Lab; the two strongest routes of ${rr(c, 4, 9)} went to market.`,
  (c) =>
    `${c.partners.length > 0 ? `With ${listOf(c.partners)}` : 'With our publishing partners'}, the team built custom formats that reached ${c.figures.reachMillions} million people.`,
];

const RESULTS: Template[] = [
  (c) =>
    `Sales of ${c.brand?.name ?? 'the range'} rose ${c.figures.salesUplift}% year on year in the campaign period, against a category that grew ${c.figures.marketGrowth}%.`,
  (c) =>
    `Brand awareness grew by ${c.figures.awarenessGain} points and consideration by ${c.figures.considerationGain} points among ${lower(c.audiences[0] as string)}.`,
  (c) =>
    `Every ${c.currency}1 invested returned ${c.currency}${c.figures.roi.toFixed(2)} in incremental revenue, according to the ${c.tools.includes('Media Mix Model') ? 'Media Mix Model' : 'econometric model'}.`,
  (c) =>
    `The content reached ${c.figures.reachMillions} million people and earned ${c.figures.videoViewsMillions} million video views, with an engagement rate of ${c.figures.engagementRate}%.`,
  (c) =>
    `Cost per acquisition fell by ${c.figures.costDrop}% while conversions reached ${n(c.figures.conversions)}, the best result in the brand's history in ${c.country}.`,
  (c) =>
    `Market share rose by ${c.figures.shareGain} points, and ${c.brand?.name ?? 'the client'} became the fastest-growing brand in its segment.`,
  (c) =>
    `Net promoter score climbed to ${c.figures.nps}, and repeat purchase rose among customers who engaged with the campaign content.`,
  (c) =>
    `Earned media coverage was worth an estimated ${money(c, c.figures.budgetMillions * c.rng.decimal(0.4, 1.6))}, with ${rr(c, 30, 400)} articles across ${c.region.name}.`,
];

const LEARNINGS: Template[] = [
  (c) =>
    `The main lesson: ${lower(c.capabilities[0] as string)} works best when creative and media are planned together from day one.`,
  (c) =>
    `Testing early and often paid off; the weekly optimisation loop delivered roughly a third of the final ${c.figures.roi.toFixed(1)}x return.`,
  (c) =>
    `${campaign(c)} is now being adapted for ${c.region.countries.find((country) => !c.countries.includes(country.name))?.name ?? 'further markets'} in the ${half(c)} half of the next year.`,
  (c) =>
    `The ${lower(c.capabilities[0] as string)} playbook, templates and measurement framework from ${campaign(c)} are available to every agency in ${c.profile.groupName}.`,
  (c) =>
    `Next time we would involve ${c.partners[0] ?? 'retail partners'} earlier, as ${channel(c, 1)} execution in ${c.country} lagged the media plan by ${rr(c, 2, 5)} weeks.`,
  (c) => `For similar briefs, contact the team listed on this page; the project files are filed under ${c.reference}.`,
];

const AWARD: Template[] = [
  (c) =>
    `The work won Gold in the ${c.awardCategory} category at the ${c.award} ${c.year + 1}, and was shortlisted in two further categories.`,
  (c) =>
    `The jury praised the entry for "a clear problem, a brave idea and results that leave no doubt", singling out its use of ${lower(c.capabilities[0] as string)}.`,
  (c) =>
    `The entry was scored ${c.rng.decimal(7.1, 9.8)} out of 10 by the jury of the ${c.award}, the highest score in ${c.awardCategory}.`,
  (c) => `The ${c.award} entry film runs two minutes and summarises the challenge, idea and results in ${c.country}.`,
];

const REPORT_SUMMARY: Template[] = [
  (c) =>
    `This report reviews ${lower(c.topic.name)} across ${c.region.name}, drawing on ${n(c.figures.sampleSize)} consumer interviews and campaign data from ${rr(c, 12, 90)} brands.`,
  (c) =>
    `${c.client ? `Prepared for ${c.client.name}, it` : 'It'} sets out what changed in ${c.year}, what it means for ${lower(industry(c))} marketers and where to invest next.`,
  (c) =>
    `The headline: spending on ${phrase(c, 0)} grew ${c.figures.marketGrowth}% in ${c.year}, but only brands with clear measurement saw a return.`,
  (c) => `Our analysis covers ${listOf(c.countries)} and compares ${listOf(c.channels.slice(0, 3))}.`,
  (c) => `It was produced by ${listOf(c.agencies.slice(0, 2))} under reference ${c.reference} (project ${c.codename}).`,
];

const REPORT_CONTEXT: Template[] = [
  (c) =>
    `In ${c.region.name}, ${c.figures.engagementRate * 6 > 40 ? 'a majority' : 'a growing share'} of media time now goes to ${channel(c, 0)}, and ${lower(c.audiences[0] as string)} are leading the shift.`,
  (c) =>
    `Advertising budgets in the ${lower(industry(c))} sector grew ${c.figures.marketGrowth}% in ${c.year}, with the largest increases in ${c.country}.`,
  (c) =>
    `Privacy rules and the end of third-party cookies are forcing advertisers to rethink how they approach ${phrase(c, 1)}.`,
  (c) =>
    `Inflation made shoppers more selective: ${rr(c, 40, 72)}% of people we asked said they compare prices more often than a year ago.`,
  (c) =>
    `Competition for attention intensified; the average person in ${c.city} now sees brand messages on ${rr(c, 5, 11)} different screens a week.`,
];

const REPORT_FINDINGS: Template[] = [
  (c) =>
    `Brands that invested consistently in ${phrase(c, 0)} grew market share by ${c.figures.shareGain} points on average, against a loss for those that did not.`,
  (c) =>
    `Of the channels compared, ${channel(c, 0)} delivered the highest return, ${c.currency}${c.figures.roi.toFixed(2)} per ${c.currency}1, followed by ${channel(c, 1)} and ${channel(c, 2)}.`,
  (c) =>
    `Campaigns that combined ${lower(c.capabilities[0] as string)} and ${lower(c.capabilities[1] ?? 'Media Planning')} reached ${c.figures.reachMillions} million people at ${c.figures.costDrop}% lower cost per thousand.`,
  (c) =>
    `Among ${lower(c.audiences[0] as string)}, trust in brands that talk about ${phrase(c, 2)} rose to ${rr(c, 38, 71)}%, while generic claims were ignored.`,
  (c) =>
    `Average engagement rate across the sample was ${c.figures.engagementRate}%, with creator-led content performing ${c.rng.decimal(1.3, 3.2)} times better than brand-produced content.`,
  (c) =>
    `${c.secondTopic ? `${c.secondTopic.name} also mattered: brands` : 'Brands'} using ${c.tools[0] ?? 'a shared measurement framework'} reallocated budget ${rr(c, 2, 6)} times faster.`,
  (c) =>
    `Net promoter scores ranged from ${c.figures.nps - 20} to ${c.figures.nps + 15}, and customer experience explained most of the difference.`,
];

const REPORT_RECOMMENDATIONS: Template[] = [
  (c) =>
    `Recommendation: move ${rr(c, 10, 30)}% of ${channel(c, 1)} budget into ${channel(c, 0)} and measure the effect with a controlled test.`,
  (c) => `Build ${phrase(c, 1)} into the planning process rather than treating it as a campaign add-on.`,
  (c) =>
    `Agree one measurement framework with ${owner(c)} before the next planning cycle, so results from ${listOf(c.countries)} can be compared.`,
  (c) =>
    `Invest in ${lower(c.capabilities[0] as string)} skills across the agencies of ${c.profile.groupName}; demand for them doubled in ${c.year}.`,
  (c) =>
    `Review the ${lower(c.topic.name)} findings quarterly; the next edition of this report for ${c.region.name} is planned for Q${(c.quarter % 4) + 1}.`,
];

const METHODOLOGY: Template[] = [
  (c) =>
    `Methodology: an online survey of ${n(c.figures.sampleSize)} adults, weighted to national representation, plus ${c.tools[0] ?? 'Brand Tracker'} campaign data.`,
  (c) => `Fieldwork took place in Q${c.quarter} ${c.year}; figures are rounded and may not add up to 100%.`,
  (c) =>
    `Results were modelled with the ${c.tools.includes('Media Mix Model') ? 'Media Mix Model' : 'group econometrics toolkit'} and validated against sales data supplied by ${owner(c)}.`,
];

const SLIDES: Template[][] = [
  [
    (c) =>
      `Agenda: where ${subject(c)} stands today, what we heard from ${lower(c.audiences[0] as string)}, our recommendation, and the plan for ${c.year}.`,
  ],
  [
    (c) =>
      `Situation: ${subject(c)} holds strong awareness in ${c.country} but consideration trails the category leader by ${c.figures.considerationGain} points.`,
    (c) =>
      `Situation: the ${lower(industry(c))} market in ${c.region.name} grew ${c.figures.marketGrowth}% last year, driven by ${phrase(c, 0)}.`,
  ],
  [
    (c) =>
      `Objective: grow sales by ${Math.round(c.figures.salesUplift)}% and reach ${c.figures.reachMillions} million people within ${c.figures.weeks} weeks.`,
    (c) =>
      `Objective: double engagement among ${lower(c.audiences[0] as string)} and cut cost per acquisition by ${c.figures.costDrop}%.`,
  ],
  [
    (c) =>
      `Proposal: ${campaign(c)}, an always-on platform built on ${lower(c.capabilities[0] as string)} and ${channel(c, 0)}.`,
    (c) => `Proposal: one idea, ${campaign(c)}, adapted for ${listOf(c.countries)} with local creators.`,
  ],
  [
    (c) =>
      `Channel plan: ${listOf(c.channels.slice(0, 3))}, with ${c.partners[0] ?? 'our publishing partners'} for custom formats.`,
    (c) => `Channel plan: lead with ${channel(c, 0)}, retarget on ${channel(c, 1)}, convert through ${channel(c, 2)}.`,
  ],
  [
    (c) =>
      `Timeline: strategy in month one, production in months two and three, launch in Q${c.quarter} and optimisation every week after.`,
    (c) =>
      `Timeline: ${c.figures.weeks} weeks on air from Q${c.quarter} ${c.year}, with a mid-flight review in ${c.city} and a full debrief at the end.`,
    (c) =>
      `Timeline: pilot in ${c.country} first, then ${c.countries.length > 1 ? listOf(c.countries.slice(1)) : `the rest of ${c.region.name}`} once the first ${rr(c, 4, 8)} weeks of results are in.`,
  ],
  [
    (c) =>
      `Budget: ${money(c, c.figures.budgetMillions)} in total, of which ${rr(c, 55, 80)}% working media and the rest production and measurement.`,
  ],
  [
    (c) =>
      `KPIs: awareness, consideration, ${c.tools.includes('Brand Tracker') ? 'brand tracker scores' : 'search share'} and sales, reviewed in a monthly dashboard.`,
    (c) =>
      `KPIs: reach of ${c.figures.reachMillions} million, engagement above ${c.figures.engagementRate}% and a return of at least ${c.currency}${c.figures.roi.toFixed(1)} per ${c.currency}1.`,
    (c) =>
      `KPIs: ${n(c.figures.conversions)} conversions, cost per acquisition down ${c.figures.costDrop}% and net promoter score above ${c.figures.nps}.`,
  ],
  [
    (c) =>
      `Next steps: agree the brief with ${owner(c)}, confirm budget and start production. Project ${c.codename}, reference ${c.reference}.`,
  ],
];

const NOTES: Template[][] = [
  [
    (c) =>
      `Attendees: the ${owner(c)} marketing team and ${listOf(c.agencies.slice(0, 2))}. Purpose: review ${campaign(c)} and agree next steps.`,
    (c) =>
      `Call with ${owner(c)} about ${lower(c.capabilities[0] as string)} for ${c.country}. Project ${c.codename}, reference ${c.reference}.`,
  ],
  [
    (c) =>
      `Discussion: results so far are ahead of plan; reach is ${c.figures.reachMillions} million and engagement ${c.figures.engagementRate}%. The client wants more focus on ${phrase(c, 0)}.`,
    (c) =>
      `Discussion: ${channel(c, 0)} is outperforming ${channel(c, 1)}; cost per acquisition is down ${c.figures.costDrop}% since launch.`,
    (c) =>
      `Discussion: the legal review of claims about ${phrase(c, 1)} is slowing approvals in ${c.country}; we need a faster route.`,
  ],
  [
    (c) =>
      `Decisions: shift ${rr(c, 10, 25)}% of budget to ${channel(c, 0)}; keep the ${campaign(c)} line; add ${c.countries[1] ?? c.region.countries[1]?.name ?? 'a second market'} in Q${(c.quarter % 4) + 1}.`,
    (c) =>
      `Decisions: approve the second creative route and brief ${c.partners[0] ?? 'the media team'} on new formats.`,
  ],
  [
    (c) =>
      `Actions: ${agency(c)} to share the updated plan by Friday; client to confirm budget; analytics to refresh ${c.tools[0] ?? 'Attribution Dashboard'} figures.`,
    (c) =>
      `Actions: schedule the quarterly review in ${c.city}; prepare a one-page summary for the ${c.client?.name ?? 'group'} leadership team.`,
  ],
];

const WEB: Template[][] = [
  [
    (c) =>
      `${c.agencies[0]} and ${owner(c)} today unveiled ${campaign(c)}, a new campaign for ${c.brand?.name ?? 'the group'} launching across ${listOf(c.countries)}.`,
    (c) =>
      `Why does ${phrase(c, 0)} matter so much to ${lower(industry(c))} brands right now? We asked the strategists of ${c.profile.groupName}.`,
  ],
  [
    (c) =>
      `The campaign runs for ${c.figures.weeks} weeks on ${listOf(c.channels.slice(0, 3))} and is the brand's largest investment in ${c.region.name} to date.`,
    (c) =>
      `Across ${c.region.name}, brands that took ${phrase(c, 1)} seriously grew ${c.figures.shareGain} share points faster than the rest.`,
  ],
  [
    (c) =>
      `"We wanted to talk to ${lower(c.audiences[0] as string)} the way they talk to each other," said the creative director at ${agency(c)}.`,
    (c) =>
      `"${c.topic.name} is not a trend, it is how people decide what to buy," said the head of strategy at ${agency(c)} in ${c.city}.`,
  ],
  [
    (c) =>
      `Early results are encouraging: ${c.figures.videoViewsMillions} million views in the first weeks and a ${c.figures.awarenessGain}-point rise in awareness.`,
    (c) =>
      `Our tip for marketers: start small, measure everything and scale what works. The full ${lower(c.topic.name)} guide is on this site.`,
  ],
];

const IMAGE: Template[] = [
  (c) =>
    `Key visual for ${campaign(c)} by ${agency(c)}: ${c.brand?.product ?? 'the product'} photographed in ${c.city} at golden hour.`,
  (c) =>
    `Art direction: warm natural light, real people rather than models, and the ${c.brand?.name ?? 'brand'} colour palette in every frame.`,
  (c) => `Used on ${listOf(c.channels.slice(0, 2))} in ${c.country}; approved for use until the end of ${c.year + 2}.`,
  (c) =>
    `Photographer and talent rights cleared for ${c.region.name}; contact the key contact before using it in other regions. Reference ${c.reference}.`,
  (c) =>
    `This frame was the best performer of the ${campaign(c)} creative test, with a ${c.figures.engagementRate}% engagement rate.`,
];

const DASHBOARD: Template[] = [
  (c) =>
    `This dashboard tracks ${lower(c.capabilities[0] as string)} performance for ${owner(c)} across ${listOf(c.countries)}: reach, engagement, conversions and cost.`,
  (c) =>
    `Data sources: ${listOf(c.tools.length > 0 ? c.tools : ['Attribution Dashboard'])}, platform exports from ${listOf(c.partners.length > 0 ? c.partners : ['media partners'])} and weekly sales files.`,
  (c) =>
    `It refreshes every night; filters cover market, channel, campaign and week, and bookmarks save a view of ${c.country} for the next visit.`,
  (c) =>
    `Current highlights: ${n(c.figures.conversions)} conversions, ${c.figures.engagementRate}% engagement and cost per acquisition down ${c.figures.costDrop}%.`,
  (c) =>
    `Access is limited to the ${owner(c)} account team; request it from the dashboard access contact. Reference ${c.reference}.`,
];

const VIDEO: Template[] = [
  (c) =>
    `${c.kind === 'video' ? 'Hero film' : 'Film'} for ${campaign(c)} (${c.brand?.name ?? owner(c)}), ${rr(c, 15, 60)} seconds, produced by ${agency(c)} in ${c.city}.`,
  (c) =>
    `The film follows ${lower(c.audiences[0] as string)} through a day in ${c.city} and ends on the ${campaign(c)} line.`,
  (c) =>
    `It ran on ${listOf(c.channels.slice(0, 2))} and earned ${c.figures.videoViewsMillions} million views with a ${c.rng.int(38, 81)}% completion rate.`,
];

/** A whole number drawn from the document's generator. */
function rr(c: DocContext, min: number, max: number): number {
  return c.rng.int(min, max);
}

/** Sentences of a pool a document has used already: a document never says the same thing twice. */
const used = new WeakMap<DocContext, Map<readonly Template[], Set<number>>>();

/** `count` sentences of the pool the document has not used yet, in the pool's order, so they read as a paragraph. */
function sentences(c: DocContext, pool: readonly Template[], count: number): string {
  const byPool = used.get(c) ?? new Map<readonly Template[], Set<number>>();
  used.set(c, byPool);
  const taken = byPool.get(pool) ?? new Set<number>();
  byPool.set(pool, taken);
  const chosen = new Set(
    c.rng.sample(
      pool.map((_, i) => i).filter((i) => !taken.has(i)),
      count,
    ),
  );
  for (const i of chosen) taken.add(i);
  return pool
    .filter((_, i) => chosen.has(i))
    .map((template) => template(c))
    .join(' ');
}

/** One sentence of each slide or part, drawn from its alternatives. */
function parts(c: DocContext, partsList: readonly (readonly Template[])[]): string[] {
  return partsList.map((alternatives) => c.rng.pick(alternatives)(c));
}

/** The paragraphs of a document of the context's kind. */
export function composeParagraphs(c: DocContext): string[] {
  switch (c.kind) {
    case 'caseStudy':
      return [
        sentences(c, CHALLENGE, 3),
        sentences(c, INSIGHT, 2),
        sentences(c, IDEA, 3),
        sentences(c, EXECUTION, 3),
        sentences(c, RESULTS, 4),
        ...(c.profile.flavour === 'awards' ? [sentences(c, AWARD, 2)] : []),
        sentences(c, LEARNINGS, 2),
      ];
    case 'report':
      return [
        sentences(c, REPORT_SUMMARY, 3),
        sentences(c, REPORT_CONTEXT, 3),
        sentences(c, REPORT_FINDINGS, 3),
        sentences(c, REPORT_FINDINGS, 2),
        sentences(c, REPORT_RECOMMENDATIONS, 3),
        sentences(c, METHODOLOGY, 2),
      ];
    case 'presentation':
      return parts(c, SLIDES);
    case 'note':
      return parts(c, NOTES);
    case 'webPage':
      return parts(c, WEB);
    case 'image':
      return [sentences(c, IMAGE, 2), sentences(c, IMAGE, 2)];
    case 'dashboard':
      return [sentences(c, DASHBOARD, 3), sentences(c, DASHBOARD, 2)];
    case 'video':
      return [sentences(c, VIDEO, 3)];
    case 'spreadsheet':
      return spreadsheetRows(c).map((row) => row.note);
  }
}

/** One row of a campaign tracker: a week, a market and a channel with its figures. */
export interface TrackerRow {
  week: string;
  market: string;
  channel: string;
  impressions: number;
  clicks: number;
  spend: number;
  conversions: number;
  note: string;
}

/** Ten to sixteen weeks of a campaign tracker, each row also told as a sentence (what a text search finds). */
export function spreadsheetRows(c: DocContext): TrackerRow[] {
  const rows: TrackerRow[] = [];
  const count = 10 + (c.figures.weeks % 7);
  const startWeek = c.quarter * 13 - 12;
  for (let i = 0; i < count; i += 1) {
    const market = c.countries[i % c.countries.length] as string;
    const via = channel(c, i);
    const impressions = c.rng.int(120, 2_400) * 1_000;
    const clicks = Math.round(impressions * c.rng.decimal(0.004, 0.031, 4));
    const spend = Math.round(impressions * c.rng.decimal(0.003, 0.012, 4));
    const conversions = Math.round(clicks * c.rng.decimal(0.02, 0.09, 3));
    const week = `W${String(startWeek + i).padStart(2, '0')} ${c.year}`;
    const ctr = ((clicks / impressions) * 100).toFixed(2);
    const cpa = conversions > 0 ? (spend / conversions).toFixed(2) : 'n/a';
    rows.push({
      week,
      market,
      channel: via,
      impressions,
      clicks,
      spend,
      conversions,
      note: `${week}, ${market}, ${via}: ${n(impressions)} impressions, ${n(clicks)} clicks (${ctr}% CTR), ${c.currency}${n(spend)} spend, ${n(conversions)} conversions, ${c.currency}${cpa} cost per conversion for ${campaign(c)}.`,
    });
  }
  return rows;
}

/** The document's title, by kind; `attempt` > 0 asks for another wording when the first is taken. */
export function composeTitle(c: DocContext, attempt: number): string {
  const brand = c.brand?.name ?? c.client?.name;
  const pick = (options: string[]) => options[(c.rng.int(0, options.length - 1) + attempt) % options.length] as string;
  const suffix = attempt >= 3 ? ` (${c.codename})` : '';
  const titles: Record<DemoAssetKind, () => string> = {
    caseStudy: () =>
      pick([
        `${brand}: ${campaign(c)} in ${c.country}`,
        `How ${brand} grew ${c.figures.salesUplift}% with ${campaign(c)}`,
        `${campaign(c)}: ${c.capabilities[0]} for ${brand} in ${c.region.name}`,
        `${brand} ${campaign(c)} case study, ${c.country} ${c.year}`,
      ]),
    report: () =>
      pick(
        c.client
          ? [
              `${c.client.name} ${c.topic.name} review Q${c.quarter} ${c.year}`,
              `${c.topic.name} in ${c.country}: a report for ${c.client.name}`,
              `${c.client.name} quarterly performance report, Q${c.quarter} ${c.year}`,
            ]
          : [
              `State of ${c.topic.name} in ${c.region.name} ${c.year}`,
              `${c.topic.name} benchmark for ${industry(c)} brands, ${c.year}`,
              `${c.region.name} ${c.topic.name} outlook ${c.year + 1}`,
            ],
      ),
    presentation: () =>
      pick(
        c.client
          ? [
              `${brand} ${c.year} ${c.capabilities[0]} plan`,
              `${c.client.name} pitch: ${campaign(c)}`,
              `${c.client.name} QBR Q${c.quarter} ${c.year}`,
              `${campaign(c)} launch deck, ${c.country}`,
            ]
          : [
              `${c.topic.name} workshop for ${c.region.name} teams`,
              `${c.capabilities[0]} credentials, ${c.profile.groupName}`,
              `${c.topic.name}: what we learned in ${c.year}`,
            ],
      ),
    spreadsheet: () =>
      pick([
        `${brand} ${campaign(c)} tracker Q${c.quarter} ${c.year}`,
        `${brand} ${c.channels[0]} media plan ${c.year}`,
        `${campaign(c)} weekly results, ${c.country}`,
      ]),
    image: () =>
      pick([
        `${brand} ${campaign(c)} key visual`,
        `${campaign(c)} poster, ${c.city}`,
        `${brand} ${c.channels[0]} frame: ${campaign(c)}`,
        `${campaign(c)} campaign photography, ${c.country}`,
      ]),
    webPage: () =>
      pick(
        c.client
          ? [
              `${brand} launches ${campaign(c)} in ${c.country}`,
              `Behind ${campaign(c)}: ${agency(c)} on the work for ${brand}`,
            ]
          : [
              `Why ${lower(c.topic.name)} matters for ${lower(industry(c))} brands`,
              `Five lessons on ${c.topic.phrases[0]} from ${c.city}`,
            ],
      ),
    note: () =>
      pick([
        `Call notes: ${owner(c)} ${c.capabilities[0]} kickoff, ${c.country}`,
        `Meeting notes: ${campaign(c)} review, Q${c.quarter} ${c.year}`,
        `Workshop notes: ${c.topic.name} with ${owner(c)}`,
      ]),
    dashboard: () =>
      pick([
        `${owner(c)} ${c.capabilities[0]} dashboard`,
        `${c.region.name} ${campaign(c)} performance dashboard`,
        `${brand ?? c.profile.groupName} ${c.topic.name} tracker`,
      ]),
    video: () =>
      pick([
        `${brand} ${campaign(c)} hero film`,
        `${campaign(c)}: behind the scenes in ${c.city}`,
        `${brand} ${campaign(c)} film, ${c.country}`,
      ]),
  };
  return `${titles[c.kind]()}${suffix}`;
}

/** One or two sentences that say what the asset is, for the description field and search results. */
export function composeDescription(c: DocContext): string {
  const forWhom = c.brand ? `${c.brand.name} (${c.client?.name})` : owner(c);
  switch (c.kind) {
    case 'caseStudy':
      return `Case study: how ${agency(c)} used ${lower(c.capabilities[0] as string)} and ${channel(c, 0)} to grow ${forWhom} in ${c.country}; sales up ${c.figures.salesUplift}%, awareness up ${c.figures.awarenessGain} points.`;
    case 'report':
      return `Report on ${lower(c.topic.name)} in ${c.region.name} (${c.year}): market context, findings on ${listOf(c.channels.slice(0, 2))}, and recommendations${c.client ? ` for ${c.client.name}` : ''}.`;
    case 'presentation':
      return `${c.client ? `Deck for ${c.client.name}` : 'Deck'}: situation, objectives, the ${campaign(c)} proposal, channel plan, budget and KPIs.`;
    case 'spreadsheet':
      return `Weekly ${campaign(c)} figures for ${forWhom} by market and channel: impressions, clicks, spend and conversions, Q${c.quarter} ${c.year}.`;
    case 'image':
      return `${campaign(c)} campaign image for ${forWhom}, shot in ${c.city}; rights cleared for ${c.region.name}.`;
    case 'webPage':
      return `Article: ${c.client ? `${campaign(c)} for ${forWhom}` : `${lower(c.topic.name)} for ${lower(industry(c))} brands`}, with quotes from ${agency(c)}.`;
    case 'note':
      return `Notes from a ${c.client ? `${c.client.name} ` : ''}meeting on ${campaign(c)}: discussion, decisions and actions.`;
    case 'dashboard':
      return `Interactive dashboard of ${lower(c.capabilities[0] as string)} results for ${forWhom}: reach, engagement, conversions and cost, refreshed nightly.`;
    case 'video':
      return `${campaign(c)} film for ${forWhom}, shot in ${c.city}: ${c.figures.videoViewsMillions} million views on ${listOf(c.channels.slice(0, 2))}.`;
  }
}

/** Business constants and limits (calls doc §9). */
export const PAGE_SIZES = {
  lists: 30,
  searchDefault: 25,
  pageHelperDefault: 10,
  searchServiceTop: 20,
  suggestions: 8,
  notifications: 15,
  streams: 15,
  latestUploads: 20,
  relatedRows: 25,
  engagementTop: 10,
  dashboardInsightDocuments: 2000,
} as const;

export const FACET_VALUES_COUNT = 12000;
/** Permissions and navigation items are cached 2 hours. */
export const PERMISSION_CACHE_MS = 7_200_000;
export const SYNOPSIS_MAX_CHARS = 200;
export const HIGHLIGHT_FRAGMENT_CHARS = 400;
/** Phone means width under 768. */
export const PHONE_MAX_WIDTH = 767;
export const PANEL_WIDTH = { phone: 256, other: 400 } as const;
export const DRAWER_WIDTH = { phone: 330, other: 400 } as const;
export const APP_VERSION = '0.0.14';
export const NOTIFICATION_SOUND = '/sounds/ding.mp3';

/**
 * The local-storage key where this browser remembers that the user acknowledged the AI notice (spec §4:
 * assistant panels first read the locally stored acknowledgement; any stored value counts). The AI
 * remote writes it when the user accepts the notice; the shell's Preferences panel resets it.
 */
export const AI_NOTICE_ACK_KEY = 'portal.aiNoticeAcknowledged';

export const DATE_FILTERS = [
  { label: 'Past 3 years', months: 36 },
  { label: 'Past 2 years', months: 24 },
  { label: 'Past 12 months', months: 12 },
  { label: 'Past 6 months', months: 6 },
  { label: 'Past 3 months', months: 3 },
  { label: 'Past 1 month', months: 1 },
  { label: 'Past 15 days', days: 15 },
] as const;

export const ORDER_BY_OPTIONS = [
  { label: 'Published Date', value: 'published_date' },
  { label: 'Uploaded Date', value: 'created' },
  { label: 'Metadata Modified Date', value: 'metadata_storage_last_modified' },
] as const;

export const FACET_GROUPS = [
  'Content',
  'Document',
  'Organizations',
  'Locations',
  'Business Results',
  'Recognition/Awards',
  'Audience',
  'Users Collections & Groups',
  'Status',
] as const;

export const INSIGHT_FACET_ORDER = [
  'content_types',
  'agencies',
  'capabilities',
  'topics',
  'regions',
  'countries',
  'clients',
  'brands',
  'partners',
  'tools',
  'industries',
  'sub_industries',
  'target_markets',
  'keywords',
] as const;

/** The chart setting codes of a site's customization set (spec §3), read by the insights charts. */
export const CHART_SETTING_CODES = {
  colors: 'chartColors',
  primaryColor: '--chartPrimaryColor',
  background: '--chart-background',
  guideColor: '--chart-guide-color',
  textFont: '--chart-text-font',
} as const;

/**
 * The page elements of the home header (spec §2.6: title, description, footer, user guide and topic settings), by
 * the property code of the site's customization set. The topics are a comma-separated list the header offers as
 * searches.
 */
export const HOME_HEADER_CODES = {
  title: 'heroTitle',
  description: 'heroDescription',
  footer: 'heroFooter',
  userGuide: 'userGuideLink',
  topics: 'homeTopics',
} as const;

/** The form titles of §9, and of the new-content request form the portal adds. */
export const FORM_TITLES = {
  requestAccess: 'Request Access',
  dashboardAccessRequest: 'Dashboard Access Request',
  supportTicket: 'Submit A Support Ticket',
  feedback: 'Feedback Form',
  reportAnIssue: 'Report an Issue',
  suggestATag: 'Suggest A Tag',
  newContentRequest: 'New Content Request',
} as const;

/**
 * The access messages: the titles and texts the front ends show (spec §2.6, §8), and every refusal the server answers
 * (each the `error` of a 403, or of the 404 that stands for something the caller may not know about). Written once;
 * the server and the tests import them, never re-type them.
 */
export const ACCESS_MESSAGES = {
  privateAssetTitle: 'Private Asset',
  privateAsset: 'Sorry, you do not have permission to access this content.',
  /** A search result whose access could not be checked (spec §4: the asset details call failed). */
  accessUnknown: 'Access could not be checked: opening this content may be refused.',
  dashboardAccessTitle: 'Dashboard Access',
  dashboardAccess: 'Please follow the below instructions to request access to this dashboard.',
  noSiteAccess: 'You do not have access to this site.',
  noSite: 'You do not have access to any site.',
  uploadDenied: 'You do not have permission to upload assets to this site.',
  blobWriteDenied:
    'You may upload only under the names your own registered uploads were given, or new files and previews of assets you may edit.',
  editAssetDenied:
    'You do not have permission to edit this asset: it needs editDeploymentIndex on its site, or being its uploader.',
  editDocumentDenied: "Only the asset's uploader and the site's administrators may edit this document.",
  accessManagementDenied: "Only the asset's uploader and the site's administrators may change who has access to it.",
  assignSelfDenied: 'Only a portal administrator may give themselves access to an asset.',
  reportsDenied:
    "Only the asset's uploader and users who may analyze the site's insights may read the asset's reports.",
  dashboardDenied:
    'You do not have access to this dashboard: it is open to the user groups given access to it. Please use the Dashboard Access Request form to request access.',
  builtinDashboardDenied:
    "Only users who may analyze the site's insights, or who have access to a dashboard that shows it, may see this dashboard.",
  collectionOwnersDenied: "Only the collection's owners and the site's administrators may change its owners.",
  shareLinksDenied: "Only the collection's owners and the site's administrators may manage its share links.",
  groupChangeDenied: "Only the group's owners and editors and the site's administrators may change it.",
  groupDeleteDenied: "Only the group's owners and the site's administrators may delete it.",
  groupOwnersDenied: "Only the group's owners and the site's administrators may change its owners.",
  groupFeatureDenied: "Only the site's administrators may feature groups on it.",
  collectionFeatureDenied: 'Only the site administrators may feature collections on the site.',
  siteEditDenied: 'You do not have permission to edit this site.',
  exportReportsDenied: "You do not have permission to export this site's reports: it needs exportReports on the site.",
  announcementsDenied: "Only the site's administrators and editors may write its announcements.",
  awardsManageDenied: "Only the site's administrators may import its award results or change their points.",
  membersDenied: "Only the site's administrators and portal administrators may manage the site's user groups.",
  portalAdministratorsOnly: 'Only portal administrators may do this.',
} as const;

/** The answer for someone who is not a user of the site, whether they exist on another site or not at all. */
export const notASiteUser = (field: string, userId: number) =>
  `The request is not valid: ${field}: user ${userId} is not a user of this site.`;

/**
 * The answer for a share (an asset, a collection, a group) naming someone whose account a portal administrator has
 * disabled: they could not open what is shared, so nothing is shared and nobody is told.
 */
export const disabledAccountShare = (person: string) =>
  `The request is not valid: ${person} has a disabled account, so nothing can be shared with them; nothing was shared.`;

/** The longest blob name (a file's path in its container) storage accepts. */
export const MAX_BLOB_NAME_LENGTH = 1024;
/** How long a short-lived storage token (SAS) of one file works. */
export const SAS_LIFETIME_MINUTES = 10;

/**
 * The home page's streams (GET v2/assetStreams/{indexId}), in the order the home page shows them, with their titles.
 * The featured ones come only with includeFeaturedContent. Sizes: PAGE_SIZES.latestUploads on home for latest
 * uploads and new cases, PAGE_SIZES.streams for the others and for every "see more" page (spec §9).
 */
export const ASSET_STREAMS = {
  'latest-uploads': 'Latest uploads',
  'new-cases': 'New cases',
  'featured-content': 'Featured content',
  'featured-collections': 'Featured collections',
  'featured-groups': 'Featured groups',
} as const;
export type AssetStreamCode = keyof typeof ASSET_STREAMS;
export const ASSET_STREAM_CODES = Object.keys(ASSET_STREAMS) as AssetStreamCode[];

/** The content type of the new-cases stream (spec §7: content_types equal 'Case Study'; §9: Cases becomes Case Study). */
export const CASE_STUDY_CONTENT_TYPE = 'Case Study';

/** The insight types of POST v2/dashboards/{indexId} (spec §9: default 'tagged', the metadata the assets are tagged with). */
export const DASHBOARD_INSIGHT_TYPES = ['tagged'] as const;
export type DashboardInsightType = (typeof DASHBOARD_INSIGHT_TYPES)[number];

/** The date filter (a DATE_FILTERS label) the site insights use when the request names none (spec §9: last 3 months). */
export const DEFAULT_INSIGHT_DATE_FILTER: (typeof DATE_FILTERS)[number]['label'] = 'Past 3 months';

/** The metric filters on home (spec §9), each counted by a field of the site's metadata. */
export const HOME_METRIC_FILTERS = ['uploader/organizations', 'uploader/clients', 'uploader/content_types'] as const;
export type HomeMetricFilter = (typeof HOME_METRIC_FILTERS)[number];

/** A site's page templates (spec §2.2: a template query value, default or compact, overrides the site's). */
export const PAGE_TEMPLATE_CODES = ['default', 'compact'] as const;
/** A site's chart themes. */
export const CHART_THEMES = ['light', 'dark'] as const;

/** What an audit log entry records (api/audit.ts; schema-free here, so a front end imports it without TypeBox). */
export const AUDIT_KINDS = ['change', 'sign-in', 'sign-in-failure', 'refused'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];
/** The most entries one page of GET v2/audit holds. */
export const AUDIT_PAGE_MAX = 200;
/** The most entries one CSV export (GET v2/audit/export) holds: the newest first. */
export const AUDIT_EXPORT_MAX = 50_000;

/** The chat models a user may pick (spec §3), the default first: gpt-4o (spec §9). */
export const GPT_MODELS = [
  { label: 'GPT-4o', value: 'gpt-4o' },
  { label: 'GPT-5', value: 'gpt-5' },
] as const;
export type GptModel = (typeof GPT_MODELS)[number]['value'];
export const GPT_MODEL_VALUES: readonly GptModel[] = GPT_MODELS.map((model) => model.value);
export const DEFAULT_GPT_MODEL: GptModel = 'gpt-4o';
/** How hard a reasoning model (gpt-5) thinks; choosing gpt-5 sets Medium (spec §4, §9), gpt-4o has none. */
export const REASONING_LEVELS = ['Low', 'Medium', 'High'] as const;
export type ReasoningLevel = (typeof REASONING_LEVELS)[number];
export const GPT5_REASONING_LEVEL: ReasoningLevel = 'Medium';

/**
 * The roles of a chat message (spec §3): who spoke (system, user, assistant, openai_error, assistant_suggestions)
 * or which interaction a message asks for. The spec's list ends "and others (not shown)": the two image writing
 * assistants are image_alt_text and image_caption.
 */
export const CHAT_ROLES = [
  'system',
  'user',
  'assistant',
  'openai_error',
  'summarize_asset',
  'summarize_asset_briefly',
  'asset_case_study',
  'custom_case_study',
  'extract_themes',
  'extract_tone',
  'newsletter_summary',
  'slide_presentation',
  'socialpost_summary',
  'ask_questions_on_collection',
  'start_off_suggestions',
  'content',
  'insights_summary',
  'image_analyzer',
  'share_message',
  'document_analyzer',
  'assistant_suggestions',
  'image_alt_text',
  'image_caption',
] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

/**
 * The interactions the server performs, by the role of the message that asks for one: the AI tools (Ask Questions
 * is a 'user' message about the asset), the writing assistants and the content page's Analyze (document_analyzer).
 */
export const AI_INTERACTIONS = {
  summarize_asset: 'Summarize',
  summarize_asset_briefly: 'Brief summary',
  insights_summary: 'Insights',
  extract_themes: 'Themes',
  extract_tone: 'Tones',
  image_analyzer: 'Preview Image',
  document_analyzer: 'Automated insights',
  asset_case_study: 'Content for a case study',
  custom_case_study: 'Content for a case study',
  slide_presentation: 'Content for a 1-slide presentation',
  newsletter_summary: 'Title and summary for a newsletter',
  socialpost_summary: 'Title and summary for a social post',
  image_alt_text: 'Image ALT tag',
  image_caption: 'Image caption',
  share_message: 'Share message',
  ask_questions_on_collection: 'Ask Questions',
  start_off_suggestions: 'Suggestions',
} as const satisfies Partial<Record<ChatRole, string>>;
export type AiInteraction = keyof typeof AI_INTERACTIONS;

/** The writing assistants (spec §1), in the menu's order. */
export const WRITING_ASSISTANTS = [
  'asset_case_study',
  'slide_presentation',
  'newsletter_summary',
  'socialpost_summary',
  'image_alt_text',
  'image_caption',
] as const satisfies readonly AiInteraction[];

/** The sections a drafted response has unless the request names others (calls doc §7: the sample sections). */
export const RESPONSE_SECTIONS = ['General Information', 'Capabilities', 'Technology & Data'] as const;

/** Limits of the AI calls (not shown in the spec; chosen as Glean's and Copilot's assistants do). */
/**
 * The longest query a search takes (POST v2/search `q`, collection and insights searches), and the longest question
 * any AI call takes (AI_LIMITS.questionMaxChars): a question reaches the same search engine.
 */
export const SEARCH_QUERY_MAX_CHARS = 1000;

export const AI_LIMITS = {
  /** AI calls one user may make per hour across the portal (configurable on the server: AI_CALLS_PER_HOUR). */
  callsPerHour: 120,
  /** Characters of one chat message (a reply carried back in a conversation may be long). */
  messageMaxChars: 8000,
  /** Characters of a question: the user's message to the assistant, a retrieval query, a response generator query. */
  questionMaxChars: SEARCH_QUERY_MAX_CHARS,
  /** Messages of one conversation or chat history. */
  conversationMaxMessages: 60,
  /** Sections of one drafted response. */
  responseSectionsMax: 12,
  /** Passages retrieved for an answer, and the sources it may cite. */
  passages: 8,
} as const;

/** Which service writes the answers of a site's AI deployment. */
export const AI_PROVIDER_KINDS = ['local', 'openai', 'azure-openai'] as const;
export type AiProviderKind = (typeof AI_PROVIDER_KINDS)[number];
export const AI_PROVIDER_LABELS: Record<AiProviderKind, string> = {
  local: 'Local extractive assistant',
  openai: 'OpenAI-compatible service',
  'azure-openai': 'Azure OpenAI',
};

/**
 * The line the local extractive assistant ends every reply with, after a blank line: "— Local extractive assistant:
 * taken from …; no AI model wrote this." What is copied or inserted into metadata is the reply without it.
 */
export const LOCAL_AI_NOTICE_START = `\n\n— ${AI_PROVIDER_LABELS.local}:`;

/** A reply's own words: without the local assistant's closing notice. */
export const replyContent = (message: string): string => message.split(LOCAL_AI_NOTICE_START)[0]!.trimEnd();

/** The prompt collections of GET v2/assistant/sites/{siteId}/collections/{type}. */
export const ASSISTANT_COLLECTION_TYPES = ['askQuestions', 'summarize', 'insights', 'assistant', 'rag'] as const;
export type AssistantCollectionType = (typeof ASSISTANT_COLLECTION_TYPES)[number];

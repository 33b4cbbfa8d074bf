import type { AiInteraction } from '@portal/contracts';
import type { AssetContext } from '../asset-context.js';
import { figureSentences, keyPhrases, keySentences, sentencesOf, shorten, themesOf, toneOf } from './text-analysis.js';

/**
 * The local extractive assistant's interactions on one asset (the AI tools, the writing assistants and Analyze):
 * each composed from the asset's own text, its metadata and, for an image, what its pixels say. Sentences are
 * quoted as written; labels and the order of what is quoted are the only words of its own. What it cannot find
 * (no text, no metadata) it says plainly instead of inventing.
 */

const NOTHING_TO_READ = (asset: AssetContext) =>
  `“${asset.title}” has no text the assistant can read (no extracted text, description or metadata), so there is nothing to work from.`;

/** Values of the metadata fields whose code or name holds one of the words. */
function fieldValues(asset: AssetContext, ...words: string[]): string[] {
  return asset.fields
    .filter((field) =>
      words.some((word) => field.code.toLowerCase().includes(word) || field.name.toLowerCase().includes(word)),
    )
    .flatMap((field) => field.values);
}

/** Everything the asset says in words: its description, then its extracted text. */
const wordsOf = (asset: AssetContext) => [asset.description, asset.text].filter((part) => part.trim()).join('\n\n');

const bullet = (lines: string[]) => lines.map((line) => `• ${line}`).join('\n');

function metadataLines(asset: AssetContext, max = 6): string[] {
  return asset.fields
    .filter((field) => !/(title|description|storage|path|uuid|date|confidential|featured)/i.test(field.code))
    .slice(0, max)
    .map((field) => `${field.name}: ${field.values.slice(0, 5).join(', ')}`);
}

const hashtag = (phrase: string) =>
  `#${phrase
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('')}`;

/** The image facts as words: "1920 × 1080 JPEG, landscape, mostly navy and white". */
function imageWords(asset: AssetContext): string {
  const image = asset.image;
  if (!image) return '';
  const colours = image.colours.length ? `, mostly ${image.colours.join(' and ')}` : '';
  return `${image.width} × ${image.height} ${image.format}, ${image.orientation}${colours}`;
}

/**
 * What a picture is of, in its own metadata: the first clause of its description or caption (up to a semicolon, and
 * within about 90 characters at a comma), else its title.
 */
function pictureSubject(asset: AssetContext): string {
  const described = sentencesOf(asset.description)[0] ?? fieldValues(asset, 'caption', 'headline')[0];
  let subject = (described ?? asset.title).replace(/\.$/u, '').split(/;\s*/u)[0]!;
  if (subject.length > 90) {
    const comma = subject.lastIndexOf(',', 90);
    if (comma > 30) subject = subject.slice(0, comma);
  }
  return subject;
}

function summarize(asset: AssetContext, sentences: number): string {
  const text = wordsOf(asset);
  const chosen = keySentences(text, sentences, asset.title);
  return chosen.length ? chosen.join(' ') : NOTHING_TO_READ(asset);
}

function insights(asset: AssetContext): string {
  const text = wordsOf(asset);
  const facts = figureSentences(text, 4);
  const phrases = keyPhrases(text, 8).map((phrase) => phrase.phrase);
  const parts: string[] = [];
  if (facts.length) parts.push(`Key facts:\n${bullet(facts)}`);
  if (phrases.length) parts.push(`Key phrases: ${phrases.join(', ')}`);
  const metadata = metadataLines(asset);
  if (metadata.length) parts.push(`From its metadata:\n${bullet(metadata)}`);
  return parts.length ? parts.join('\n\n') : NOTHING_TO_READ(asset);
}

function themes(asset: AssetContext): string {
  const found = themesOf(wordsOf(asset), 5);
  if (found.length === 0) return NOTHING_TO_READ(asset);
  return found
    .map((theme, index) => {
      const related = theme.phrases.length ? ` (also: ${theme.phrases.join(', ')})` : '';
      const evidence = theme.evidence ? `\n   “${shorten(theme.evidence, 40)}”` : '';
      return `${index + 1}. ${theme.name}${related}${evidence}`;
    })
    .join('\n');
}

function tones(asset: AssetContext): string {
  const text = wordsOf(asset);
  if (!text.trim()) return NOTHING_TO_READ(asset);
  const tone = toneOf(text);
  const lines = [`Overall sentiment: ${tone.sentiment} (lexicon score ${tone.score} per word).`];
  if (tone.traits.length)
    lines.push(
      `Voice:\n${bullet(tone.traits.map((trait) => `${trait.trait}: ${/^sentences average/.test(trait.evidence) ? trait.evidence : `“${shorten(trait.evidence, 30)}”`}`))}`,
    );
  if (tone.positiveWords.length) lines.push(`Positive words: ${tone.positiveWords.join(', ')}`);
  if (tone.negativeWords.length) lines.push(`Negative words: ${tone.negativeWords.join(', ')}`);
  return lines.join('\n');
}

function previewImage(asset: AssetContext): string {
  if (!asset.image) {
    return asset.fileClass === 'image'
      ? `The file of “${asset.title}” could not be read as an image.`
      : `“${asset.title}” is not an image (${asset.fileClass}).`;
  }
  const lines = [`Subject (from its metadata): ${pictureSubject(asset)}`, `Picture: ${imageWords(asset)}`];
  if (asset.image.hasTransparency) lines.push('It has transparent areas.');
  const keywords = fieldValues(asset, 'keyword', 'tag', 'topic');
  if (keywords.length) lines.push(`Keywords: ${keywords.slice(0, 10).join(', ')}`);
  const embedded = keySentences(asset.text, 2, asset.title);
  if (embedded.length) lines.push(`Words the file carries: ${embedded.join(' ')}`);
  return lines.join('\n');
}

/** Sentences that hold one of the cue words, in the text's order. */
function cued(sentences: string[], cues: RegExp, max: number, taken: Set<string>): string[] {
  const found = sentences.filter((sentence) => cues.test(sentence) && !taken.has(sentence)).slice(0, max);
  for (const sentence of found) taken.add(sentence);
  return found;
}

function caseStudy(asset: AssetContext): string {
  const text = wordsOf(asset);
  const sentences = sentencesOf(text).filter((sentence) => sentence.split(/\s+/).length >= 6);
  if (sentences.length === 0) return NOTHING_TO_READ(asset);
  const taken = new Set<string>();
  const results = cued(
    sentences,
    /\d|\b(result|increase|grew|growth|improv|reduc|award|won|record|uplift|return)/iu,
    3,
    taken,
  );
  const challenge = cued(sentences, /\b(challenge|problem|need|goal|objective|brief|struggl|wanted|aim)/iu, 2, taken);
  const approach = cued(
    sentences,
    /\b(we |our |created|built|launched|designed|developed|partnered|used|delivered|introduc)/iu,
    3,
    taken,
  );
  const overview = keySentences(text, 2, asset.title).filter((sentence) => !taken.has(sentence));
  const client = fieldValues(asset, 'client', 'advertiser', 'brand', 'organization');
  const industry = fieldValues(asset, 'industr', 'sector');
  const capabilities = fieldValues(asset, 'capabilit', 'service');
  const parts = [`Case study: ${asset.title}`];
  const about = [
    client.length ? `Client: ${client.slice(0, 3).join(', ')}` : '',
    industry.length ? `Industry: ${industry.slice(0, 3).join(', ')}` : '',
    capabilities.length ? `Capabilities: ${capabilities.slice(0, 5).join(', ')}` : '',
  ].filter(Boolean);
  if (about.length) parts.push(about.join('\n'));
  parts.push(`Overview\n${(overview.length ? overview : sentences.slice(0, 2)).join(' ')}`);
  if (challenge.length) parts.push(`Challenge\n${challenge.join(' ')}`);
  if (approach.length) parts.push(`Approach\n${approach.join(' ')}`);
  if (results.length) parts.push(`Results\n${bullet(results)}`);
  return parts.join('\n\n');
}

function slide(asset: AssetContext): string {
  const text = wordsOf(asset);
  const points = keySentences(text, 4, asset.title);
  if (points.length === 0) return NOTHING_TO_READ(asset);
  const figures = figureSentences(text, 1).filter((sentence) => !points.includes(sentence));
  const lines = [
    `Slide title: ${asset.title}`,
    bullet([...points, ...figures].slice(0, 5).map((point) => shorten(point, 18))),
  ];
  const client = fieldValues(asset, 'client', 'brand');
  if (client.length) lines.push(`Footer: ${client.slice(0, 2).join(', ')}`);
  return lines.join('\n');
}

function newsletter(asset: AssetContext): string {
  const summary = keySentences(wordsOf(asset), 2, asset.title);
  if (summary.length === 0) return NOTHING_TO_READ(asset);
  return `Title: ${asset.title}\n\nSummary: ${summary.join(' ')}`;
}

function socialPost(asset: AssetContext): string {
  const text = wordsOf(asset);
  const lead = keySentences(text, 1, asset.title)[0];
  if (!lead) return NOTHING_TO_READ(asset);
  const tags = [...fieldValues(asset, 'keyword', 'tag'), ...keyPhrases(text, 3).map((phrase) => phrase.phrase)]
    .slice(0, 3)
    .map(hashtag);
  const title = shorten(asset.title, 10);
  let post = lead;
  const room = 280 - tags.join(' ').length - 2;
  if (post.length > room) post = `${post.slice(0, room - 1).replace(/\s+\S*$/u, '')}…`;
  return `Title: ${title}\n\nPost: ${post}${tags.length ? `\n${tags.join(' ')}` : ''}`;
}

/**
 * ALT text: what the picture is of and what it looks like, within 125 characters (what screen readers read well): the
 * colours are dropped one by one before the subject is cut.
 */
function altText(asset: AssetContext): string {
  if (!asset.image) return previewImage(asset);
  const subject = pictureSubject(asset);
  for (let colours = Math.min(2, asset.image.colours.length); colours >= 0; colours -= 1) {
    const named = colours > 0 ? ` in ${asset.image.colours.slice(0, colours).join(' and ')}` : '';
    const alt = `${subject} — ${asset.image.orientation} image${named}`;
    if (alt.length <= 125) return alt;
  }
  return `${subject.slice(0, 124).replace(/\s+\S*$/u, '')}…`;
}

function caption(asset: AssetContext): string {
  if (!asset.image) return previewImage(asset);
  const place = fieldValues(asset, 'city', 'country', 'location', 'region').slice(0, 2);
  const credit = fieldValues(asset, 'author', 'contributor', 'artist', 'photographer')[0];
  const parts = [`${pictureSubject(asset)}${place.length ? `, ${place.join(', ')}` : ''}.`];
  if (credit) parts.push(`Image: ${credit}.`);
  return parts.join(' ');
}

function shareMessage(asset: AssetContext): string {
  const lead = keySentences(wordsOf(asset), 1, asset.title)[0];
  return lead ? `Have a look at “${asset.title}”: ${lead}` : `Have a look at “${asset.title}”.`;
}

function automatedInsights(asset: AssetContext): string {
  const text = wordsOf(asset);
  if (!text.trim()) return asset.image ? previewImage(asset) : NOTHING_TO_READ(asset);
  const sections = [`Summary\n${summarize(asset, 3)}`];
  const found = themesOf(text, 4);
  if (found.length) sections.push(`Themes\n${bullet(found.map((theme) => theme.name))}`);
  const facts = figureSentences(text, 3);
  if (facts.length) sections.push(`Facts and figures\n${bullet(facts)}`);
  const tone = toneOf(text);
  sections.push(
    `Tone\n${tone.sentiment}${tone.traits.length ? `; ${tone.traits.map((trait) => trait.trait.toLowerCase()).join(', ')}` : ''}`,
  );
  const metadata = metadataLines(asset, 5);
  if (metadata.length) sections.push(`Metadata\n${bullet(metadata)}`);
  return sections.join('\n\n');
}

/** The local provider's reply to an interaction on an asset. */
export function localInteraction(interaction: AiInteraction, asset: AssetContext): string {
  switch (interaction) {
    case 'summarize_asset':
      return summarize(asset, 4);
    case 'summarize_asset_briefly':
      return summarize(asset, 2);
    case 'insights_summary':
      return insights(asset);
    case 'extract_themes':
      return themes(asset);
    case 'extract_tone':
      return tones(asset);
    case 'image_analyzer':
      return previewImage(asset);
    case 'document_analyzer':
      return automatedInsights(asset);
    case 'asset_case_study':
    case 'custom_case_study':
      return caseStudy(asset);
    case 'slide_presentation':
      return slide(asset);
    case 'newsletter_summary':
      return newsletter(asset);
    case 'socialpost_summary':
      return socialPost(asset);
    case 'image_alt_text':
      return altText(asset);
    case 'image_caption':
      return caption(asset);
    case 'share_message':
      return shareMessage(asset);
    case 'ask_questions_on_collection':
    case 'start_off_suggestions':
      return summarize(asset, 3);
  }
}

/** Questions a reader may ask about the asset: its key phrases and themes as questions (start_off_suggestions). */
export function suggestedQuestions(asset: Pick<AssetContext, 'title' | 'description' | 'text'>, count = 4): string[] {
  const text = [asset.description, asset.text].join('\n\n');
  const phrases = keyPhrases(text, count * 2).map((phrase) => phrase.phrase);
  const questions = [`What is “${asset.title}” about?`];
  for (const phrase of phrases) {
    if (questions.length >= count) break;
    questions.push(`What does it say about ${phrase.toLowerCase()}?`);
  }
  if (figureSentences(text, 1).length && questions.length < count + 1)
    questions.push('What results or figures does it report?');
  return questions.slice(0, count);
}

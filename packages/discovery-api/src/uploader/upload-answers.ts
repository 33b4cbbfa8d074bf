import { FAKE_ERROR_MAX_LENGTH, UPLOADER_MESSAGES, type UploadResponse } from '@portal/contracts';

/**
 * The answers of the uploader's register and update calls (payloads and answers: @portal/contracts api/uploader.ts)
 * and the test flags of their requests.
 */

/** The answer of a register or update call of a site: the fields given, the rest an empty success. */
export const uploadAnswerOf =
  (siteId: number) =>
  (fields: Partial<UploadResponse>): UploadResponse => ({
    HasError: false,
    Error: null,
    AssetInfos: [],
    DeploymentIndexId: siteId,
    MasterSetId: null,
    SubsetId: null,
    ...fields,
  });

/** The spec's words (§4, §8) and the defaults of the test flags. */
export const NO_ASSET_INFO = UPLOADER_MESSAGES.noAssetInfo;
export const DEFAULT_FAKE_ERROR = 'Error injected by the client (test flag).';

/** The failures a request's test flags ask for; none at all unless the server runs its tests (config.testFaults). */
export interface RequestedFaults {
  /** BulkError: the whole request fails, nothing stored. */
  bulk: boolean;
  /** InjectError of an item or preview: that one fails, not stored. */
  failsItem(item: { InjectError?: boolean }): boolean;
  /** The Error text of an asked-for failure: FakeErrorMessage as plain text, or the default. */
  message: string;
}

export function requestedFaults(
  testFaults: boolean,
  flags: { BulkError?: boolean; FakeErrorMessage?: string },
): RequestedFaults {
  if (!testFaults) return { bulk: false, failsItem: () => false, message: DEFAULT_FAKE_ERROR };
  return {
    bulk: Boolean(flags.BulkError),
    failsItem: (item) => Boolean(item.InjectError),
    message: plainFakeError(flags.FakeErrorMessage),
  };
}

/**
 * The uploader shows Error to the user, so the client's text is echoed as plain text only: tags removed, then any
 * `<`, `>` or `&` left, whitespace collapsed, cut to FAKE_ERROR_MAX_LENGTH characters. Nothing of it can render as
 * HTML, whatever the client does with it; text that was only markup gives the default.
 */
function plainFakeError(text: string | undefined): string {
  const plain = (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/[<>&]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.slice(0, FAKE_ERROR_MAX_LENGTH).trim() || DEFAULT_FAKE_ERROR;
}

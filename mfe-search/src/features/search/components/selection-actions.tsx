import { useState } from 'react';
import { Button, theme } from 'antd';
import { errorMessage, saveFile } from '@portal/api-client';
import { MAX_ZIP_FILES } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import { downloadSelectedDocuments } from '../../../api/download-selected';

/** Why the download is not offered above the server's limit: said beside the button and as its tooltip. */
export const TOO_MANY_SELECTED = `Select at most ${MAX_ZIP_FILES} results to download them together.`;
/** The tooltip of the download while nothing is selected. */
const NONE_SELECTED = 'Tick the results to download them together as one ZIP.';

/**
 * The selected results' actions in the results toolbar: "Download selected (N)" saves their files as one ZIP
 * (POST v2/document/downloadSelected, at most MAX_ZIP_FILES: above it the button is disabled and says why), and
 * "Clear selection". They keep their place while nothing is selected (the download disabled, Clear selection
 * hidden), and the button spins while the ZIP is made with what came of it a notification: ticking a result never
 * makes the toolbar wrap and move the results under the pointer.
 */
export function SelectionActions({ ids, onClear }: { ids: ReadonlySet<string>; onClear: () => void }) {
  const platform = usePlatform();
  const { token } = theme.useToken();
  const [running, setRunning] = useState(false);
  const none = ids.size === 0;
  const tooMany = ids.size > MAX_ZIP_FILES;
  const download = async () => {
    setRunning(true);
    try {
      const file = await downloadSelectedDocuments(platform, [...ids]);
      saveFile(file.blob, file.fileName);
      platform.notify(`${file.fileName} is downloaded.`, 'success');
    } catch (error) {
      platform.notify(
        `The selected results could not be downloaded: ${errorMessage(error, 'The download failed.')}`,
        'error',
      );
    } finally {
      setRunning(false);
    }
  };
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
      {/* A disabled button shows no tooltip of its own: the span carries it. */}
      <span title={none ? NONE_SELECTED : tooMany ? TOO_MANY_SELECTED : undefined}>
        <Button type="primary" disabled={none || tooMany} loading={running} onClick={() => void download()}>
          Download selected ({ids.size})
        </Button>
      </span>
      <Button
        type="link"
        onClick={onClear}
        aria-hidden={none}
        tabIndex={none ? -1 : undefined}
        style={{ paddingInline: 4, visibility: none ? 'hidden' : 'visible' }}
      >
        Clear selection
      </Button>
      {tooMany && (
        <span role="status" style={{ color: token.colorErrorText, fontSize: token.fontSizeSM }}>
          {TOO_MANY_SELECTED}
        </span>
      )}
    </span>
  );
}

import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { errorMessage } from '@portal/api-client';
import type { DeploymentIndex } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import { useDuplicateIndexMutation } from '../api/deployment-jobs-api';
import { COPY_NAME_MAX, copyNameProblem, suggestedCopyName } from '../state/duplication';
import type { StartedDuplication } from './duplication-progress';

/**
 * Asks the name of the copy, then starts the duplication (POST v2/deployments/duplicateIndex → 202 with the job).
 * A refusal (409 name taken, 400) is told as an error notification with the server's text (spec §8); the dialog
 * stays open so another name can be tried.
 */
export function DuplicateSiteDialog({
  site,
  onClose,
  onStarted,
}: {
  site: DeploymentIndex;
  onClose: () => void;
  onStarted: (started: StartedDuplication) => void;
}) {
  const platform = usePlatform();
  const [duplicate, duplicating] = useDuplicateIndexMutation();
  const [name, setName] = useState(() => suggestedCopyName(site.name));
  const [touched, setTouched] = useState(false);
  const problem = copyNameProblem(name);

  const submit = async () => {
    setTouched(true);
    if (problem) return;
    const copyName = name.trim();
    try {
      const job = await duplicate({ IndexId: site.deploymentIndexId, CopyName: copyName }).unwrap();
      onStarted({ job, sourceName: site.name, copyName });
    } catch (error) {
      platform.notify(errorMessage(error, 'The site could not be duplicated.'), 'error');
    }
  };

  return (
    <Modal
      open
      title={`Duplicate ${site.name}`}
      okText="Duplicate"
      onOk={() => void submit()}
      confirmLoading={duplicating.isLoading}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>
        The copy gets the site&apos;s settings, menu, local pages, user groups, customizations, theme and quick links.
        It shares the site&apos;s storage, search index and metadata set.
      </p>
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item
          label="Name of the copy"
          htmlFor="copy-name"
          validateStatus={touched && problem ? 'error' : undefined}
          help={touched && problem ? problem : undefined}
          required
        >
          <Input
            id="copy-name"
            value={name}
            maxLength={COPY_NAME_MAX}
            autoFocus
            onChange={(event) => setName(event.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import type { ReactNode } from 'react';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import { Button, Flex, Typography } from 'antd';
import { isAllowed } from '@portal/contracts';
import { usePlatform, useStream } from '@portal/platform';

/**
 * The head of an assistant panel: what it answers from, the way to the other assistant when the user may use it, and
 * GPT configuration for the site's administrators (editDeploymentIndex), in its 700px dialog.
 */
export function AssistantHeader({ intro, switchTo }: { intro: string; switchTo?: ReactNode }) {
  const platform = usePlatform();
  const permissions = useStream(platform.permissions$);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Typography.Text style={{ overflowWrap: 'anywhere' }}>{intro}</Typography.Text>
      <Flex wrap gap={8}>
        {switchTo}
        {isAllowed(permissions, 'editDeploymentIndex') && (
          <Button
            size="small"
            icon={<SettingOutlined aria-hidden />}
            onClick={() => platform.dialogs.open('gptConfiguration')}
          >
            GPT configuration
          </Button>
        )}
      </Flex>
    </div>
  );
}

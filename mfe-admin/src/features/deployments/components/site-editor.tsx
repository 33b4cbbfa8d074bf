import { useState } from 'react';
import { Alert, Button, ColorPicker, Drawer, Form, Input, Select, Skeleton, Space, Typography } from 'antd';
import type { AggregationColor } from 'antd/es/color-picker/color';
import { errorMessage } from '@portal/api-client';
import { CHART_THEMES, type DeploymentIndex } from '@portal/contracts';
import { EntityHistory } from '@portal/entity-history';
import { usePlatform } from '@portal/platform';
import { DEFAULT_THEME_COLORS, usePhone } from '@portal/ui';
import { useGetSiteInfoQuery, useSaveSiteSettingsMutation } from '../api/site-settings-api';
import {
  siteSettingsChanges,
  siteSettingsValues,
  templateCodes,
  THEME_COLOUR_NAMES,
  type SiteSettingsValues,
} from '../state/site-settings';
import { SiteSearchFields } from './site-search-fields';

const hexOf = (color: AggregationColor | null) => (!color || color.cleared ? '' : color.toHexString());
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One colour of the theme; Form.Item hands it id, value and onChange. */
function ColourInput({ label, ...control }: { label: string; id?: string; value?: string }) {
  return <ColorPicker allowClear showText aria-label={label} {...control} />;
}

function SettingsForm({ site }: { site: DeploymentIndex }) {
  const platform = usePlatform();
  const [save, saving] = useSaveSiteSettingsMutation();
  const [outcome, setOutcome] = useState<{ saved: true } | { failure: string } | null>(null);
  const submit = async (values: SiteSettingsValues) => {
    setOutcome(null);
    const settings = siteSettingsChanges(site, values);
    if (Object.keys(settings).length === 0) return setOutcome({ saved: true });
    try {
      await save({ id: site.deploymentIndexId, settings }).unwrap();
      setOutcome({ saved: true });
      // The shell loads the site again, so its name, colours and template follow at once where it is current.
      platform.bus.publish({ type: 'site/customized', deploymentIndexId: site.deploymentIndexId });
    } catch (error) {
      setOutcome({ failure: errorMessage(error) });
    }
  };
  return (
    <Form<SiteSettingsValues>
      name="site-settings"
      layout="vertical"
      initialValues={siteSettingsValues(site)}
      onFinish={(values) => void submit(values)}
      onValuesChange={() => setOutcome(null)}
    >
      <Form.Item
        name="name"
        label="Name"
        rules={[{ required: true, whitespace: true, message: 'Give the site a name.' }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item
        name="welcomeMessage"
        label="Welcome message"
        extra={`Left empty, the site says “Welcome to ${site.name}”.`}
      >
        <Input.TextArea maxLength={2000} autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item name="pageTemplateCode" label="Page template">
        <Select options={templateCodes(site).map((code) => ({ value: code, label: capitalised(code) }))} />
      </Form.Item>
      <Form.Item name="chartTheme" label="Chart theme">
        <Select
          options={[
            { value: '', label: 'Not set' },
            ...CHART_THEMES.map((code) => ({ value: code, label: capitalised(code) })),
          ]}
        />
      </Form.Item>
      <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
        <legend style={{ fontSize: 'inherit', fontWeight: 600, marginBottom: 8 }}>Theme colours</legend>
        <Typography.Paragraph type="secondary">
          A colour left empty uses the portal&apos;s default. Images are set in the page customizations.
        </Typography.Paragraph>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', columnGap: 12 }}>
          {THEME_COLOUR_NAMES.map((colour) => (
            <Form.Item
              key={colour}
              name={['theme', colour]}
              label={capitalised(colour)}
              getValueFromEvent={hexOf}
              extra={`Default ${DEFAULT_THEME_COLORS[colour]}`}
            >
              <ColourInput label={`${capitalised(colour)} colour`} />
            </Form.Item>
          ))}
        </div>
      </fieldset>
      {outcome && 'failure' in outcome && (
        <Alert
          type="error"
          showIcon
          title="The site settings could not be saved."
          description={outcome.failure}
          style={{ marginBottom: 12 }}
        />
      )}
      {outcome && 'saved' in outcome && (
        <Alert type="success" showIcon title="The site settings are saved." style={{ marginBottom: 12 }} />
      )}
      <Button type="primary" htmlType="submit" loading={saving.isLoading}>
        Save site settings
      </Button>
    </Form>
  );
}

/**
 * Edits one site beside the tree (spec §3 Deployment index): its name, welcome message, page template, chart theme
 * and theme colours (PUT v2/dashboards/{id}); its page elements and default images through the page customizations
 * panel the portal already has; its search fields, read-only; and its history from the audit log.
 */
export function SiteEditor({ siteId, onClose }: { siteId: number; onClose: () => void }) {
  const platform = usePlatform();
  const phone = usePhone();
  const info = useGetSiteInfoQuery(siteId);
  const name = info.data?.name ?? 'site';
  return (
    <Drawer open title={`Edit ${name}`} onClose={onClose} size={phone ? '100%' : 560} destroyOnHidden>
      {info.error ? (
        <Alert type="error" showIcon title="The site could not be loaded." description={errorMessage(info.error)} />
      ) : !info.data ? (
        <Skeleton active aria-busy="true" />
      ) : (
        <Space orientation="vertical" size={24} style={{ width: '100%' }}>
          <section aria-labelledby="site-settings-title">
            <Typography.Title level={3} id="site-settings-title" style={{ fontSize: 16 }}>
              Settings
            </Typography.Title>
            <SettingsForm key={info.data.deploymentIndexId} site={info.data} />
          </section>
          <section aria-labelledby="site-customizations-title">
            <Typography.Title level={3} id="site-customizations-title" style={{ fontSize: 16 }}>
              Page customizations
            </Typography.Title>
            <Typography.Paragraph type="secondary">
              The home header&apos;s texts, the chart settings and the site&apos;s default hero and thumbnail images.
            </Typography.Paragraph>
            <Button onClick={() => platform.panels.open('pageCustomizations', { deploymentIndexId: siteId })}>
              Open page customizations
            </Button>
          </section>
          <section aria-labelledby="site-fields-title">
            <Typography.Title level={3} id="site-fields-title" style={{ fontSize: 16 }}>
              Search fields
            </Typography.Title>
            <SiteSearchFields siteId={siteId} siteName={info.data.name} />
          </section>
          <section aria-labelledby="site-history-title">
            <Typography.Title level={3} id="site-history-title" style={{ fontSize: 16 }}>
              History
            </Typography.Title>
            <EntityHistory
              entityType="deployment_indexes"
              entityId={String(siteId)}
              label={`History of ${info.data.name}`}
            />
          </section>
        </Space>
      )}
    </Drawer>
  );
}

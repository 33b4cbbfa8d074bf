import { useState } from 'react';
import { Alert, Button, Collapse, ColorPicker, Form, Input, Space, Typography } from 'antd';
import type { AggregationColor } from 'antd/es/color-picker/color';
import { errorMessage } from '@portal/api-client';
import { CHART_SETTING_CODES, HOME_HEADER_CODES, isAllowed, type SettingValue } from '@portal/contracts';
import { usePlatform, useStream } from '@portal/platform';
import { idProp, type OverlayComponentProps } from '@portal/remote-kit';
import { useGetCustomizationSetQuery } from '../../../api/collection-forms-api';
import {
  useGetSiteThemeToEditQuery,
  useSaveSiteCustomizationMutation,
  useSaveSiteImagesMutation,
  type SiteImages,
} from '../../../api/site-customization-api';
import { ThemeImageField } from '../../../components/theme-image-field';
import {
  changedSettings,
  chartColorsText,
  chartColorsValue,
  panelTypeOf,
  type PanelType,
} from '../state/setting-kinds';

const hexOf = (color: AggregationColor | null) => (!color || color.cleared ? null : color.toHexString());

/** Help under the page elements whose use is not obvious from their name. */
const HELP: Record<string, string> = {
  [HOME_HEADER_CODES.topics]: 'Comma-separated topics, offered as searches under the home search box.',
  [HOME_HEADER_CODES.footer]: 'A short line at the foot of the home header.',
  [HOME_HEADER_CODES.userGuide]: 'The address of the user guide, linked from the home header and the profile menu.',
  [CHART_SETTING_CODES.colors]: 'Comma-separated colours, used in turn by the charts, e.g. #1f4e79, #f2a900.',
};

/** The control of one setting; Form.Item hands it id, value and onChange, passed on to the antd control. */
function SettingInput({ setting, ...control }: { setting: SettingValue; id?: string; value?: string }) {
  if (setting.appPropertyType === 'color')
    return <ColorPicker allowClear disabledAlpha showText aria-label={setting.appPropertyName} {...control} />;
  if (setting.appPropertyCode === HOME_HEADER_CODES.description)
    return <Input.TextArea autoSize={{ minRows: 2 }} {...control} />;
  return <Input inputMode={setting.appPropertyType === 'url' ? 'url' : undefined} {...control} />;
}

/** The chart colours as swatches, so the administrator sees the palette the charts will use. */
function Swatches({ text }: { text: string }) {
  const colours = text
    .split(',')
    .map((colour) => colour.trim())
    .filter(Boolean);
  if (colours.length === 0) return null;
  return (
    <Space size={4} aria-hidden="true" style={{ marginTop: 4 }}>
      {colours.map((colour, index) => (
        <span
          key={`${colour}-${index}`}
          style={{ display: 'inline-block', width: 20, height: 20, borderRadius: 4, background: colour }}
        />
      ))}
    </Space>
  );
}

function SiteSettingsForm({ siteId, settings }: { siteId: number; settings: SettingValue[] }) {
  const platform = usePlatform();
  const theme = useGetSiteThemeToEditQuery(siteId);
  const [saveSettings] = useSaveSiteCustomizationMutation();
  const [saveImages] = useSaveSiteImagesMutation();
  const [images, setImages] = useState<SiteImages>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [form] = Form.useForm<Record<string, string | null>>();
  const chartColours = Form.useWatch(CHART_SETTING_CODES.colors, form) ?? '';

  const editable = settings.filter((setting) => panelTypeOf(setting) !== 'Site Default Imagery');
  const shown = (setting: SettingValue) =>
    setting.appPropertyCode === CHART_SETTING_CODES.colors ? chartColorsText(setting.value) : (setting.value ?? '');
  const stored = new Map(editable.map((setting) => [setting.appPropertyCode, setting.value ?? '']));
  const initial = Object.fromEntries(editable.map((setting) => [setting.appPropertyCode, shown(setting)]));

  const submit = async (values: Record<string, string | null>) => {
    setFailure(null);
    setSaved(false);
    const asStored = Object.fromEntries(
      Object.entries(values).map(([code, value]) => [
        code,
        code === CHART_SETTING_CODES.colors ? chartColorsValue(value ?? '') : value,
      ]),
    );
    const changes = changedSettings(stored, asStored);
    const newImages = !!images.heroFile || !!images.thumbnailFile;
    if (changes.length === 0 && !newImages) return;
    setSaving(true);
    try {
      if (changes.length > 0) await saveSettings({ id: siteId, settings: changes }).unwrap();
      if (newImages) {
        await saveImages({ id: siteId, images }).unwrap();
        setImages({});
      }
      setSaved(true);
      platform.bus.publish({ type: 'site/customized', deploymentIndexId: siteId });
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  const section = (type: PanelType) => {
    const own = editable.filter((setting) => panelTypeOf(setting) === type);
    if (own.length === 0)
      return <Typography.Text type="secondary">The site has no {type.toLowerCase()} to customize.</Typography.Text>;
    return own.map((setting) => (
      <Form.Item
        key={setting.appPropertyCode}
        name={setting.appPropertyCode}
        label={setting.appPropertyName}
        extra={
          <>
            {HELP[setting.appPropertyCode]}
            {setting.appPropertyCode === CHART_SETTING_CODES.colors && <Swatches text={chartColours} />}
          </>
        }
        getValueFromEvent={setting.appPropertyType === 'color' ? hexOf : undefined}
        rules={[
          { max: 20000 },
          ...(setting.appPropertyType === 'url' ? [{ type: 'url' as const, message: 'Enter a full address.' }] : []),
        ]}
      >
        <SettingInput setting={setting} />
      </Form.Item>
    ));
  };

  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={(values) => void submit(values)}>
      <Collapse
        defaultActiveKey={['Page Elements', 'CSS Themes', 'Site Default Imagery']}
        items={[
          { key: 'Page Elements', label: 'Page Elements', forceRender: true, children: section('Page Elements') },
          { key: 'CSS Themes', label: 'CSS Themes', forceRender: true, children: section('CSS Themes') },
          {
            key: 'Site Default Imagery',
            label: 'Site Default Imagery',
            forceRender: true,
            children: (
              <Space orientation="vertical" style={{ width: '100%' }}>
                <Typography.Text type="secondary">
                  The home header shows the hero image on tablets and desktops and the thumbnail on phones; collections
                  and groups without images of their own show them too.
                </Typography.Text>
                <ThemeImageField
                  label="Hero image"
                  storedPath={theme.data?.heroUrl ?? null}
                  file={images.heroFile}
                  disabled={saving}
                  onChange={(heroFile) => setImages((current) => ({ ...current, heroFile }))}
                />
                <ThemeImageField
                  label="Thumbnail image"
                  storedPath={theme.data?.thumbnailUrl ?? null}
                  file={images.thumbnailFile}
                  disabled={saving}
                  onChange={(thumbnailFile) => setImages((current) => ({ ...current, thumbnailFile }))}
                />
              </Space>
            ),
          },
        ]}
      />
      {failure && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 12 }}
          title="The page customizations could not be saved."
          description={failure}
        />
      )}
      {saved && (
        <Alert
          type="success"
          showIcon
          style={{ marginTop: 12 }}
          title="Saved: the site shows the new customizations."
        />
      )}
      <Button type="primary" htmlType="submit" loading={saving} style={{ marginTop: 12 }}>
        Save customizations
      </Button>
    </Form>
  );
}

/**
 * A site's page customizations (spec §2.6: panel types page elements, CSS themes and site default imagery), opened
 * from the home header's site actions with `{ deploymentIndexId }`: the page elements of the home header (title,
 * description, footer, user guide, topics), the chart settings of the insights pages (§3 chart setting codes) and
 * the site's default hero and thumbnail. Saved through PUT v2/deploymentIndexes/{id}/customization and
 * PUT v2/deploymentIndexes/theme/{id}; the shell then loads them again (bus `site/customized`), so the change shows
 * at once, without a reload. Only site administrators (editDeploymentIndex) may save; the server refuses others.
 * The heading falls back to 'Visual Elements' when the site has no name.
 */
export function SiteCustomizations({ props, close }: OverlayComponentProps) {
  const platform = usePlatform();
  const permissions = useStream(platform.permissions$);
  const current = useStream(platform.site$);
  const siteId = idProp(props.deploymentIndexId);
  const set = useGetCustomizationSetQuery({ path: 'deploymentIndexes', id: siteId ?? 0 }, { skip: !siteId });

  if (!siteId) return <Alert type="error" showIcon title="No site was given." />;
  if (!isAllowed(permissions, 'editDeploymentIndex'))
    return <Alert type="info" showIcon title="Only the site's administrators may customize it." />;
  if (set.error)
    return (
      <Alert
        type="error"
        showIcon
        title="The page customizations could not be loaded."
        description={errorMessage(set.error)}
      />
    );
  if (!set.data) return <Typography.Text aria-busy="true">Loading…</Typography.Text>;
  const name = current?.site.deploymentIndexId === siteId ? current.site.name : '';
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={16}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {name || 'Visual Elements'}
      </Typography.Title>
      <SiteSettingsForm siteId={siteId} settings={set.data.settings} />
      <Button onClick={close}>Close</Button>
    </Space>
  );
}
